import AutoLayout
import Foundation

/// An image view's running animation: when it began, and the timer on the run loop of the
/// thread that started it, which shows the frame for the time passed at each frame's turn.
final class ImageAnimation: @unchecked Sendable {
    // Unchecked: the animation is made, stepped and stopped on the one thread whose run loop holds
    // its timer, which is all the timer's `@Sendable` block needs.
    /// When the animation began (moved back by tests, to stand for time passed).
    var start = Date()
    let frameDuration: TimeInterval
    weak var view: ImageView?
    var timer: Timer?

    init(view: ImageView, frameDuration: TimeInterval) { (self.view, self.frameDuration) = (view, frameDuration) }

    /// The timer's turn: the view shows the frame for the time passed.
    func tick() { assumeViewIsolation { view?.stepAnimation(self) } }
}

extension ImageView {
    /// The frames cycled now: the highlighted ones while highlighted, if there are any.
    var currentAnimationImages: [Image] {
        (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
    }

    /// Starts the frames' timer, a tick a frame; without frames, nothing.
    func beginAnimation() {
        let frames = currentAnimationImages
        guard !frames.isEmpty else { return }
        endAnimation()
        let cycle = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let running = ImageAnimation(view: self, frameDuration: cycle / Double(frames.count))
        // Weakly: Foundation on Linux never frees a block timer, which must not keep the view alive.
        let timer = Timer(timeInterval: running.frameDuration, repeats: true) { [weak running] _ in running?.tick() }
        running.timer = timer
        animation = running
        RunLoop.current.add(timer, forMode: .default)
        showContents()
    }

    /// Stops the timer and shows the still image.
    func endAnimation() {
        guard let running = animation else { return }
        running.timer?.invalidate()
        animation = nil
        showContents()
    }

    /// A tick: the frame for the time passed, or the end after `animationRepeatCount` cycles.
    func stepAnimation(_ running: ImageAnimation) {
        guard animation === running else { return }
        let frames = currentAnimationImages
        let elapsed = Date().timeIntervalSince(running.start)
        let shown = Int((elapsed / running.frameDuration).rounded(.down))
        if frames.isEmpty || (animationRepeatCount > 0 && shown >= animationRepeatCount * frames.count) {
            endAnimation()
        } else {
            showContents()
        }
    }

    /// The image shown now: the animation's frame for the time passed, else the highlighted or
    /// normal image, with `preferredSymbolConfiguration` applied to a symbol image.
    var shownImage: Image? {
        if let animation {
            let frames = currentAnimationImages
            if !frames.isEmpty {
                let shown = Int((Date().timeIntervalSince(animation.start) / animation.frameDuration).rounded(.down))
                return frames[shown % frames.count]
            }
        }
        let still = isHighlighted ? highlightedImage ?? image : image
        guard let still, let preferredSymbolConfiguration, still.isSymbolImage else { return still }
        return still.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? still
    }

    /// Puts the image shown now in the layer, as UIKit's image view does.
    func showContents() {
        layer.contents = shownImage
    }
}
