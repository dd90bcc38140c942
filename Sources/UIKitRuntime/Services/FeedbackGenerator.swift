import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Haptic feedback (UIKit's `UIFeedbackGenerator`). There is no Taptic Engine here, as on a
/// device without one: generators prepare and play nothing, and count what they were asked.
open class FeedbackGenerator: NSObject {
    /// How many times `prepare()` was called.
    public private(set) var preparedCount = 0
    /// How many times feedback was asked for.
    public internal(set) var playedCount = 0

    /// A generator.
    public override init() { super.init() }

    /// Readies the engine (none here).
    open func prepare() { preparedCount += 1 }
}

/// Feedback for a collision (UIKit's `UIImpactFeedbackGenerator`).
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// The style given when made.
    public let style: FeedbackStyle
    /// The intensities asked for, from 0 to 1, in order.
    public private(set) var intensities: [CGFloat] = []

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity (nothing plays here).
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity`, clamped to 0...1.
    open func impactOccurred(intensity: CGFloat) {
        intensities.append(max(0, min(1, intensity)))
        playedCount += 1
    }
}

/// Feedback for success, warning or error (UIKit's `UINotificationFeedbackGenerator`).
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// What the feedback tells.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// The kinds asked for, in order.
    public private(set) var notifications: [FeedbackType] = []

    /// Plays `notificationType`'s feedback (nothing plays here).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        notifications.append(notificationType)
        playedCount += 1
    }
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`).
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays a selection tick (nothing plays here).
    open func selectionChanged() { playedCount += 1 }
}
