import AutoLayout
import Foundation
import Synchronization

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The screen (UIKit's `UIScreen`): a 375 × 667 point phone at 2 pixels a point. A controller's
/// view is made at its size, as UIKit makes it. An open `NSObject` of the views' isolation, as
/// UIKit's is.
open class Screen: NSObject {
    /// The screen (`UIScreen.main`).
    open class var main: Screen { shared }
    private static let shared = Screen()
    /// Every screen: the one.
    open class var screens: [Screen] { [main] }

    /// A screen as `main` describes it (for subclasses; code asks `main`).
    public override init() { super.init() }

    /// Its size in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 375, height: 667) }
    /// Pixels per point.
    open var scale: CGFloat { 2 }
    /// Its size in pixels, portrait.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the panel itself.
    open var nativeScale: CGFloat { scale }
    /// The most frames a second it shows.
    open var maximumFramesPerSecond: Int { 60 }
    /// Whether it is being recorded or mirrored (never, here).
    open var isCaptured: Bool { false }
    /// Its traits: a phone's, at its scale, compact wide and regular high, in light mode.
    open var traitCollection: TraitCollection {
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceIdiom: .phone), TraitCollection(displayScale: scale),
                                     TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
                                     TraitCollection(userInterfaceStyle: .light)])
    }
    /// The backlight's level from 0 to 1 (kept; 0.5 at first).
    open var brightness: CGFloat {
        get { storedBrightness.withLock { $0 } }
        set { storedBrightness.withLock { $0 = max(0, min(1, newValue)) } }
    }
    // Behind a lock: without the views' isolation any thread may read the one screen.
    private let storedBrightness = Mutex<CGFloat>(0.5)
}

#if !MainActorViews
/// Without the views' isolation the one screen is shared by every thread: its only setting is
/// behind a lock, and a subclass that stores state must guard it the same way.
extension Screen: @unchecked Sendable {}
#endif
