import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A service an activity view controller offers (UIKit's `UIActivity`): an app subclasses it for
/// its own; the system's are named by `ActivityType`.
open class Activity: NSObject {
    /// The name of an activity (UIKit's `UIActivity.ActivityType`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
    /// Where an activity is shown: with the actions or the sharing services.
    public enum Category: Int, Sendable { case action, share }

    /// The activity's category (actions by default).
    open class var activityCategory: Category { .action }
    /// The activity's name (nil: the class's).
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet.
    open var activityTitle: String? { nil }
    /// The activity's image in the sheet.
    open var activityImage: Image? { nil }
    /// Whether the activity can act on `activityItems` (no by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before performing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the activity shows instead of performing (none by default).
    open var activityViewController: ViewController? { nil }
    /// Performs the activity; an override calls `activityDidFinish(_:)` when done.
    open func perform() { activityDidFinish(false) }
    /// Says the activity finished, completed or not: the sheet showing it is told and dismissed.
    open func activityDidFinish(_ completed: Bool) { finished?(completed) }
    /// What the sheet performing the activity does when it finishes.
    var finished: ((Bool) -> Void)?
    /// An activity.
    public override init() {}
}

/// The share sheet (UIKit's `UIActivityViewController`), presented as any controller is. There
/// are no system services here: the sheet offers the app's own activities that can act on the
/// items, `perform(_:)` runs one as a tap would, and dismissing the sheet otherwise reports
/// that nothing was completed, as cancelling does on iOS.
open class ActivityViewController: ViewController {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIActivityViewController", ActivityViewController.self) }
    /// What the handler is told when the sheet finishes.
    public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    public let applicationActivities: [Activity]?
    /// System activities not to offer (kept).
    open var excludedActivityTypes: [Activity.ActivityType]?
    /// Called when the sheet finishes: the activity chosen (nil when cancelled), whether it completed, items returned, an error.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet pops up from a bar item or view (on an iPad; kept).
    open var allowsProminentActivity = true
    private var reported = false

    /// A sheet sharing `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        (self.activityItems, self.applicationActivities) = (activityItems, applicationActivities)
        super.init(nibName: nil, bundle: nil)
    }
    /// Made as on iOS without an archive: a sheet sharing nothing.
    public required init?(coder: NSCoder) {
        (activityItems, applicationActivities) = ([], nil)
        super.init(coder: coder)
    }

    /// The app's activities that can act on the items, in the order given.
    open var offeredActivities: [Activity] { (applicationActivities ?? []).filter { $0.canPerform(withActivityItems: activityItems) } }

    /// Performs one of the offered activities, as tapping it does: it is prepared and performed;
    /// when it finishes the handler is told and the sheet dismissed.
    open func perform(_ activity: Activity) {
        guard offeredActivities.contains(where: { $0 === activity }) else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "\(type(of: activity)) is not offered by this UIActivityViewController (not among its application activities, "
                + "or it cannot perform with the items): nothing is performed"))
            return
        }
        activity.prepare(withActivityItems: activityItems)
        activity.finished = { [weak self, weak activity] completed in
            activity?.finished = nil
            self?.report(activity?.activityType, completed: completed)
            self?.presentingViewController?.dismiss(animated: true)
        }
        activity.perform()
    }

    /// Each showing of the sheet reports once.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reported = false
    }

    /// A sheet dismissed without an activity reports that nothing was completed.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report(nil, completed: false)
    }

    private func report(_ type: Activity.ActivityType?, completed: Bool) {
        guard !reported else { return }
        reported = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
