import AutoLayout
import Foundation

/// A range of frame rates an animation asks for (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable.
    public var minimum: Float
    /// The highest rate acceptable.
    public var maximum: Float
    /// The rate preferred (nil: the maximum).
    public var preferred: Float?
    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }
    /// No preference: the screen's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A timer in step with the screen's refreshes (Core Animation's `CADisplayLink`): once added to a
/// run loop it sends its selector to its target, with itself as argument, every frame — 60 a
/// second here, or the preferred rate when lower — until invalidated. Its target is kept until then.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var timer: Timer?

    /// When the last frame was shown, in `CACurrentMediaTime()` seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The seconds between frames.
    public var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
    /// Whether frames are skipped (the link stays on its run loop).
    open var isPaused = false
    /// The frames a second asked for (0: the screen's 60).
    open var preferredFramesPerSecond = 0 { didSet { reschedule() } }
    /// The frame rates acceptable (its preferred rate counts as `preferredFramesPerSecond`).
    open var preferredFrameRateRange = CAFrameRateRange.default { didSet { reschedule() } }

    /// A link sending `sel` to `target` each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        selector = sel
        super.init()
        self.target = TargetAction.object(target, for: sel, in: "CADisplayLink(target:selector:)")
    }

    private var framesPerSecond: Int {
        let asked = preferredFrameRateRange.preferred.map { Int($0) } ?? 0
        let rate = asked > 0 ? asked : preferredFramesPerSecond
        return rate > 0 ? min(rate, 60) : 60
    }

    private var runLoops: [(RunLoop, RunLoop.Mode)] = []

    /// Starts the frames on `runloop` in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        runLoops.append((runloop, mode))
        reschedule()
    }

    /// Stops the frames on `runloop` in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoops.removeAll { $0.0 === runloop && $0.1 == mode }
        reschedule()
    }

    /// Stops the frames for good and lets the target go.
    open func invalidate() {
        runLoops = []
        timer?.invalidate()
        timer = nil
        target = nil
    }

    private func reschedule() {
        timer?.invalidate()
        timer = nil
        guard target != nil, !runLoops.isEmpty else { return }
        let interval = duration
        // Weakly: Foundation on Linux never frees a block timer, which must not keep the link alive.
        let reference = LinkReference(self)
        let timer = Timer(timeInterval: interval, repeats: true) { _ in reference.fire() }
        for (runLoop, mode) in runLoops { runLoop.add(timer, forMode: mode) }
        self.timer = timer
        targetTimestamp = CACurrentMediaTime() + interval
    }

    /// One frame: the timestamps advance, and the selector is sent unless paused.
    func frame() {
        let now = CACurrentMediaTime()
        timestamp = now
        targetTimestamp = now + duration
        guard !isPaused, let target else { return }
        nonisolated(unsafe) let receiver = target
        SelectorDispatch.perform(selector, on: receiver, with: [self])
    }
}

/// The link a timer's block reaches, held weakly. Unchecked: the timer fires on the run loop of
/// the thread that added the link, the only thread that uses it.
private final class LinkReference: @unchecked Sendable {
    weak var link: CADisplayLink?
    init(_ link: CADisplayLink) { self.link = link }
    func fire() { assumeViewIsolation { link?.frame() } }
}
