import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A finger on the screen (UIKit's `UITouch`): the view it began in, where it is and was, and
/// the phase of its gesture. Touches come from `View.tap(at:)`, `View.drag(from:to:steps:)` and
/// `View.press(at:duration:)` here, as there is no screen to touch.
open class Touch: Hashable {
    /// Where a touch is in its gesture (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The phase the touch is in.
    public package(set) var phase = Phase.began
    /// The view the touch began in (the one `hitTest(_:with:)` found).
    public internal(set) var view: View?
    /// How many taps in a row this is.
    public internal(set) var tapCount = 1
    /// When the touch last changed, in seconds.
    public package(set) var timestamp: TimeInterval
    /// The window the touch is in, if the view is in one.
    public var window: Window? { view?.window }

    /// The view the touch was delivered from and the points in its coordinates.
    let root: View
    package var point: CGPoint
    package var previousPoint: CGPoint

    package init(root: View, at point: CGPoint, in view: View?, timestamp: TimeInterval) {
        (self.root, self.point, self.previousPoint, self.view, self.timestamp) = (root, point, point, view, timestamp)
    }

    /// Where the touch is, in `view`'s coordinates (nil: the root's).
    public func location(in view: View?) -> CGPoint { root.convert(point, to: view ?? root) }
    /// Where the touch was before its last move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint { root.convert(previousPoint, to: view ?? root) }

    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What happened on the screen (UIKit's `UIEvent`): here, the touches of one gesture.
open class Event {
    /// The kind of event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    /// What a motion or remote-control event was (UIKit's `UIEvent.EventSubtype`, numbered as UIKit numbers it).
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    /// The kind: `.touches`, or `.presses` for a `PressesEvent`.
    public let type: EventType
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval
    let touchesOfEvent: Set<Touch>

    package init(touches: Set<Touch>, timestamp: TimeInterval, type: EventType = .touches) {
        (touchesOfEvent, self.timestamp, self.type) = (touches, timestamp, type)
    }

    /// Every touch of the event.
    public var allTouches: Set<Touch>? { touchesOfEvent }
    /// The touches that began in `view`.
    public func touches(for view: View) -> Set<Touch>? { touchesOfEvent.filter { $0.view === view } }
}
