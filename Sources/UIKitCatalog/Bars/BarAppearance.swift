import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// How a bar is drawn (UIKit's `UIBarAppearance`): its background and shadow. A navigation bar
/// draws its appearance's background colour, and its title in the title attributes' font and colour.
open class BarAppearance: NSObject {
    /// The colour behind the bar's content; nil leaves the bar's own.
    open var backgroundColor: Color?
    /// An image behind the bar's content (kept).
    open var backgroundImage: Image?
    /// How the background image fills the bar (kept).
    open var backgroundImageContentMode = View.ContentMode.scaleToFill
    /// A blur behind the bar (kept).
    open var backgroundEffect: BlurEffect?
    /// The colour of the line under the bar (kept).
    open var shadowColor: Color?
    /// An image for that line (kept).
    open var shadowImage: Image?
    /// The kind of device the appearance is for.
    public let idiom: UserInterfaceIdiom

    /// An appearance with the default background, for the current kind of device (a phone here).
    public override convenience init() { self.init(idiom: .phone) }
    /// An appearance with the default background, for `idiom`.
    public init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }
    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        (backgroundColor, backgroundImage, backgroundImageContentMode) = (barAppearance.backgroundColor, barAppearance.backgroundImage,
                                                                          barAppearance.backgroundImageContentMode)
        (backgroundEffect, shadowColor, shadowImage) = (barAppearance.backgroundEffect, barAppearance.shadowColor, barAppearance.shadowImage)
    }

    /// The system's translucent look: a blur, no colour, a faint shadow line.
    open func configureWithDefaultBackground() {
        (backgroundColor, backgroundImage, backgroundEffect) = (nil, nil, BlurEffect(style: .systemChromeMaterial))
        (shadowColor, shadowImage) = (Color(white: 0, alpha: 0.3), nil)
    }
    /// An opaque look: the system background colour, a faint shadow line.
    open func configureWithOpaqueBackground() {
        (backgroundColor, backgroundImage, backgroundEffect) = (.systemBackground, nil, nil)
        (shadowColor, shadowImage) = (Color(white: 0, alpha: 0.3), nil)
    }
    /// A transparent look: no background, no shadow line.
    open func configureWithTransparentBackground() {
        (backgroundColor, backgroundImage, backgroundEffect, shadowColor, shadowImage) = (.clear, nil, nil, nil, nil)
    }
    /// A copy of this appearance, of its class (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }
}

// Copyable as UIKit's is; with views on the main actor, the conformance is the main actor's.
#if MainActorViews
extension BarAppearance: @preconcurrency NSCopying {}
#else
extension BarAppearance: NSCopying {}
#endif

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`): its background, title
/// attributes and button looks.
open class NavigationBarAppearance: BarAppearance {
    /// The title's attributes: its font and colour are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes: its font and colour are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A shift of the title (kept).
    open var titlePositionAdjustment = Offset.zero
    /// The plain buttons' look (kept).
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The done buttons' look (kept).
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The back button's look (kept).
    open var backButtonAppearance = BarButtonItemAppearance(style: .plain)
    /// The back indicator (kept).
    open private(set) var backIndicatorImage: Image?
    /// The mask of the back indicator's transition (kept).
    open private(set) var backIndicatorTransitionMaskImage: Image?
    /// Sets the back indicator and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        (self.backIndicatorImage, backIndicatorTransitionMaskImage) = (backIndicatorImage, transitionMaskImage)
    }
    /// An appearance with the default background, for `idiom`.
    public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`: its background and shadow, and, from a navigation bar's
    /// appearance, its title attributes and button looks.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? NavigationBarAppearance else { return }
        (titleTextAttributes, largeTitleTextAttributes) = (other.titleTextAttributes, other.largeTitleTextAttributes)
        (titlePositionAdjustment, buttonAppearance) = (other.titlePositionAdjustment, other.buttonAppearance)
        (doneButtonAppearance, backButtonAppearance) = (other.doneButtonAppearance, other.backButtonAppearance)
        setBackIndicatorImage(other.backIndicatorImage, transitionMaskImage: other.backIndicatorTransitionMaskImage)
    }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`).
open class TabBarAppearance: BarAppearance {
    /// Items' look with the title under the icon.
    open var stackedLayoutAppearance = TabBarItemAppearance()
    /// Items' look with the title beside the icon.
    open var inlineLayoutAppearance = TabBarItemAppearance()
    /// Items' look beside the icon, in a compact bar.
    open var compactInlineLayoutAppearance = TabBarItemAppearance()
    /// The tint of the selected item's indicator (kept).
    open var selectionIndicatorTintColor: Color?
    /// The selected item's indicator (kept).
    open var selectionIndicatorImage: Image?
    /// How stacked items are spread (kept).
    open var stackedItemPositioning = TabBar.ItemPositioning.automatic
    /// The space between stacked items (kept).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of stacked items (kept).
    open var stackedItemWidth: CGFloat = 0
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`).
open class ToolbarAppearance: BarAppearance {
    /// The plain buttons' look (kept).
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The done buttons' look (kept).
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Bar buttons' look in each state (UIKit's `UIBarButtonItemAppearance`), kept.
open class BarButtonItemAppearance: NSObject {
    /// The look when enabled.
    open var normal = BarButtonItemStateAppearance()
    /// The look while touched.
    open var highlighted = BarButtonItemStateAppearance()
    /// The look when disabled.
    open var disabled = BarButtonItemStateAppearance()
    /// The look when focused.
    open var focused = BarButtonItemStateAppearance()
    /// The look for buttons of `style`.
    public init(style: BarButtonItem.Style) { super.init() }
    /// The look for plain buttons.
    public override convenience init() { self.init(style: .plain) }
    /// Goes back to the default look for buttons of `style`.
    open func configureWithDefault(for style: BarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A bar button's look in one state (UIKit's `UIBarButtonItemStateAppearance`), kept.
open class BarButtonItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A shift of the title.
    open var titlePositionAdjustment = Offset.zero
    /// The button's background.
    open var backgroundImage: Image?
    /// A shift of the background.
    open var backgroundImagePositionAdjustment = Offset.zero
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Tab bar items' look in each state (UIKit's `UITabBarItemAppearance`), kept.
open class TabBarItemAppearance: NSObject {
    /// The look when not selected.
    open var normal = TabBarItemStateAppearance()
    /// The look when selected.
    open var selected = TabBarItemStateAppearance()
    /// The look when disabled.
    open var disabled = TabBarItemStateAppearance()
    /// The look when focused.
    open var focused = TabBarItemStateAppearance()
    /// Goes back to the default look for `style`'s layout.
    open func configureWithDefault(for style: TabBarItemAppearance.Style) {
        (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
    }
    /// Which layout the look is for (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A tab bar item's look in one state (UIKit's `UITabBarItemStateAppearance`), kept.
open class TabBarItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A shift of the title.
    open var titlePositionAdjustment = Offset.zero
    /// The icon's colour.
    open var iconColor: Color?
    /// The badge's background.
    open var badgeBackgroundColor: Color?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// A shift of the badge.
    open var badgePositionAdjustment = Offset.zero
    /// A shift of the badge's title.
    open var badgeTitlePositionAdjustment = Offset.zero
}
