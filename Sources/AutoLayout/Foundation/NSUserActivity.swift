import Foundation

#if !canImport(ObjectiveC)
/// What the user is doing, for handing off to another device or restoring later (Foundation's
/// `NSUserActivity`, which swift-corelibs-foundation lacks). Its settings are kept; no other
/// device or search index receives it here, so `becomeCurrent()` only marks it current.
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form.
    public let activityType: String
    /// The activity's title (kept).
    open var title: String?
    /// The values that restore the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` a restoring app needs (kept).
    open var requiredUserInfoKeys: Set<String>?
    /// The web page showing the same content (kept).
    open var webpageURL: URL?
    /// The page the user came from (kept).
    open var referrerURL: URL?
    /// When the activity stops being worth restoring (kept).
    open var expirationDate: Date?
    /// Search keywords (kept).
    open var keywords: Set<String> = []
    /// Whether the activity may be handed off to another device (kept).
    open var isEligibleForHandoff = true
    /// Whether the activity may be indexed for search (kept).
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly (kept).
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity (kept).
    open var isEligibleForPrediction = false
    /// An identifier for the content the activity shows (kept).
    open var targetContentIdentifier: String?
    /// An identifier the app may later delete the activity by (kept).
    open var persistentIdentifier: String?
    /// Whether the activity's state should be saved again (`updateUserActivityState(_:)` is due).
    open var needsSave = false
    /// Whether the activity is the current one (`becomeCurrent()`, until `resignCurrent()` or `invalidate()`).
    public private(set) var isCurrent = false
    /// Whether `invalidate()` was called: an invalid activity can't become current again.
    public private(set) var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Marks the activity as the one the user is doing (ignored once invalidated).
    open func becomeCurrent() { if !isInvalidated { isCurrent = true } }
    /// Stops the activity being the current one.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity for good.
    open func invalidate() { isCurrent = false; isInvalidated = true }
}
#endif
