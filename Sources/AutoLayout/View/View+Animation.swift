import Foundation

// UIView's animation class methods' work. Nothing animates here: each block runs at once, and
// what it moved is returned as a `LayoutAnimation` for a renderer to draw; completions follow at
// once (see `AnimationCompletion`), except for animations that repeat forever, which never end.

extension View {
    /// Runs `animations`, recording the frames they move, then `completion` unless the animation
    /// repeats forever (`.repeat`), as UIKit calls it only when a repeating animation is removed.
    static func record(_ duration: Double, _ curve: LayoutAnimation.Curve, repeats: Bool = false,
                       _ animations: () -> Void, _ completion: ((Bool) -> Void)?) -> LayoutAnimation {
        let previous = runningDuration.value
        runningDuration.value = duration
        defer { runningDuration.value = previous }
        var moves: [LayoutAnimation.Move] = []
        if areAnimationsEnabled {
            let recorder = AnimationRecorder.record(animations)
            moves = recorder.starts.compactMap { view, start in
                view.frame == start ? nil : LayoutAnimation.Move(view: view, from: start, to: view.frame)
            }
        } else {
            performWithoutAnimation(animations)
        }
        if let completion, !repeats { AnimationCompletion.run { completion(true) } }
        return LayoutAnimation(duration: duration, curve: curve, moves: moves)
    }

    /// The curve `options` ask for.
    static func curve(_ options: AnimationOptions) -> LayoutAnimation.Curve {
        options.contains(.curveLinear) ? .linear : .easeInOut
    }

    /// `transition(from:to:…)`'s work: `to` takes `from`'s place in its superview, or, with
    /// `.showHideTransitionViews`, `from` is hidden and `to` shown.
    static func replace(_ from: View, with to: View, options: AnimationOptions, completion: ((Bool) -> Void)?) {
        if options.contains(.showHideTransitionViews) {
            (from.isHidden, to.isHidden) = (true, false)
        } else if let container = from.superview {
            container.insertSubview(to, aboveSubview: from)
            from.removeFromSuperview()
        }
        if let completion { AnimationCompletion.run { completion(true) } }
    }

    /// `perform(_:on:…)`'s work: `.delete` removes the views, after running `animations` beside it.
    static func perform(_ animation: SystemAnimation, on views: [View], animations: (() -> Void)?,
                        completion: ((Bool) -> Void)?) {
        animations?()
        if animation == .delete { for view in views { view.removeFromSuperview() } }
        if let completion { AnimationCompletion.run { completion(true) } }
    }

    /// The duration of the animation block running on this thread, if any.
    static let runningDuration = ThreadLocal<Double>("swift-masonry.View.runningDuration")
    /// Whether animation is turned off on this thread (`setAnimationsEnabled(false)`).
    static let animationsDisabled = ThreadLocal<Bool>("swift-masonry.animationsDisabled")

    /// UIKit's animation options; the curve is kept, the rest have no meaning without a screen.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// UIKit's keyframe animation options: the animation options, and how keyframes are paced.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// What `perform(_:on:options:animations:completion:)` does to the views (UIKit's `UIView.SystemAnimation`).
    public enum SystemAnimation: UInt, Sendable { case delete }

    /// The pacing of the older animation calls (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

