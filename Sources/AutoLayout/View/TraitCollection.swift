import Foundation

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Compact or regular (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }

/// A view's environment (UIKit's `UITraitCollection`): a phone in portrait here.
public struct TraitCollection: Equatable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var horizontalSizeClass = UserInterfaceSizeClass.compact
    public var verticalSizeClass = UserInterfaceSizeClass.regular
    public var userInterfaceIdiom = UserInterfaceIdiom.phone
    public var displayScale: CGFloat = 2
    /// The text size: iOS's default, `"UICTContentSizeCategoryL"`.
    public var preferredContentSizeCategory = "UICTContentSizeCategoryL"

    public init(userInterfaceStyle: UserInterfaceStyle = .light) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether a change from `other` changes how colours resolve (its interface style).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
}
