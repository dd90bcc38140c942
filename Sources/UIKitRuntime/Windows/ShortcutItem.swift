import AutoLayout
import Foundation

/// A quick action on the app's icon (UIKit's `UIApplicationShortcutItem`).
open class ShortcutItem: NSObject, @unchecked Sendable {
    /// What the action does, as the app names it.
    public internal(set) var type: String
    /// Its title.
    public internal(set) var localizedTitle: String
    /// Its subtitle.
    public internal(set) var localizedSubtitle: String?
    /// Its icon.
    public internal(set) var icon: ShortcutIcon?
    /// The app's own values.
    public internal(set) var userInfo: [String: NSSecureCoding]?
    /// The content the action shows (kept).
    public internal(set) var targetContentIdentifier: Any?

    /// An action of `type` titled `localizedTitle`.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: ShortcutIcon? = nil,
                userInfo: [String: NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}

/// A quick action whose settings can change (UIKit's `UIMutableApplicationShortcutItem`).
open class MutableShortcutItem: ShortcutItem, @unchecked Sendable {
    /// What the action does.
    open override var type: String { get { super.type } set { super.type = newValue } }
    /// Its title.
    open override var localizedTitle: String { get { super.localizedTitle } set { super.localizedTitle = newValue } }
    /// Its subtitle.
    open override var localizedSubtitle: String? { get { super.localizedSubtitle } set { super.localizedSubtitle = newValue } }
    /// Its icon.
    open override var icon: ShortcutIcon? { get { super.icon } set { super.icon = newValue } }
    /// The app's own values.
    open override var userInfo: [String: NSSecureCoding]? { get { super.userInfo } set { super.userInfo = newValue } }
}

/// A quick action's icon (UIKit's `UIApplicationShortcutIcon`): a system icon, or a symbol's or
/// template image's name.
open class ShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's icons (UIKit's `UIApplicationShortcutIcon.IconType`, numbered as UIKit numbers it).
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite
        case love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task
        case taskCompleted, alarm, bookmark, shuffle, audio, update
    }
    /// The system icon, for one made with `init(type:)`.
    public let iconType: IconType?
    /// The symbol's name, for one made with `init(systemImageName:)`.
    public let systemImageName: String?
    /// The template image's name, for one made with `init(templateImageName:)`.
    public let templateImageName: String?

    /// The system icon `type`.
    public convenience init(type: IconType) { self.init(iconType: type, system: nil, template: nil) }
    /// The symbol named `systemImageName`.
    public convenience init(systemImageName: String) { self.init(iconType: nil, system: systemImageName, template: nil) }
    /// The template image named `templateImageName` in the app's assets.
    public convenience init(templateImageName: String) { self.init(iconType: nil, system: nil, template: templateImageName) }

    private init(iconType: IconType?, system: String?, template: String?) {
        (self.iconType, systemImageName, templateImageName) = (iconType, system, template)
    }
}
