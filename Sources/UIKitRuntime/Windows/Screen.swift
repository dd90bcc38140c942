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

    /// The screen's coordinates, which turn with the interface (they do not turn here).
    open var coordinateSpace: any CoordinateSpace { ScreenSpace(bounds: bounds) }
    /// The screen's coordinates in portrait, whichever way the device is held.
    open var fixedCoordinateSpace: any CoordinateSpace { ScreenSpace(bounds: bounds) }
    /// The display mode in use: the panel's pixels, square, unless another was set (kept: a
    /// phone's panel has the one mode).
    open var currentMode: ScreenMode? {
        get { storedMode.withLock { $0 } ?? ScreenMode(size: nativeBounds.size) }
        set { storedMode.withLock { $0 = newValue } }
    }
    private let storedMode = Mutex<ScreenMode?>(nil)
    /// A display link for this screen sending `sel` to `target` each frame.
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
    /// The display mode the screen prefers: the one in use.
    open var preferredMode: ScreenMode? { ScreenMode(size: nativeBounds.size) }
    /// The display modes the screen offers: the one.
    open var availableModes: [ScreenMode] { currentMode.map { [$0] } ?? [] }
    /// The screen this one mirrors (none: there is one screen).
    open var mirrored: Screen? { nil }
    /// How an external display's overscan is compensated (kept; a phone's panel has none).
    open var overscanCompensation = OverscanCompensation.scale
    /// The insets overscan takes (none on a phone's panel).
    open var overscanCompensationInsets: EdgeInsets { .zero }
    /// Whether dimming is done in software below the backlight's least level (kept).
    open var wantsSoftwareDimming = false
    /// The seconds between drawing and showing a frame (none here: nothing is shown).
    open var calibratedLatency: TimeInterval { 0 }
    /// How much brighter than white the screen shows now (1: no extended range).
    open var currentEDRHeadroom: CGFloat { 1 }
    /// How much brighter than white the screen can show (1: no extended range).
    open var potentialEDRHeadroom: CGFloat { 1 }
    /// Whether a reference display mode is on (not supported here).
    open var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
    /// A view standing for what the screen shows, the screen's size (its content is not captured here).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View { View(frame: bounds) }

    /// Posted when the brightness changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when recording or mirroring starts or stops.
    nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when the display mode changes.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted when the reference display mode turns on or off.
    nonisolated public static let referenceDisplayModeStatusDidChangeNotification =
        Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")

    /// How overscan is compensated (UIKit's `UIScreen.OverscanCompensation`).
    public enum OverscanCompensation: Int, Sendable { case scale, insetBounds, none }
}

/// Whether a reference display mode is on (UIKit's `UIScreenReferenceDisplayModeStatus`).
public enum ReferenceDisplayModeStatus: Int, Sendable { case notSupported, notEnabled, enabled, limited }

/// A display mode: a size in pixels and their shape (UIKit's `UIScreenMode`). Open, as UIKit's is;
/// `@unchecked Sendable` because its values never change after it is made.
open class ScreenMode: NSObject, @unchecked Sendable {
    /// The size in pixels.
    public let size: CGSize
    /// Width over height of a pixel (1: square).
    public let pixelAspectRatio: CGFloat
    init(size: CGSize, pixelAspectRatio: CGFloat = 1) { (self.size, self.pixelAspectRatio) = (size, pixelAspectRatio) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A space points are given in (UIKit's `UICoordinateSpace`): its bounds, and conversions to and
/// from another space.
public protocol CoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    /// `point`, in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
    /// `point`, in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
    /// `rect`, in this space, in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
    /// `rect`, in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
}

/// The screen's space, whose origin is its top-left: the same in portrait and as the interface
/// turns, as nothing turns here. Another kind of space converts by its own rule.
private final class ScreenSpace: CoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenSpace ? point : coordinateSpace.convert(point, from: self)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenSpace ? point : coordinateSpace.convert(point, to: self)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

#if !MainActorViews
/// Without the views' isolation the one screen is shared by every thread: its only setting is
/// behind a lock, and a subclass that stores state must guard it the same way.
extension Screen: @unchecked Sendable {}
#endif
