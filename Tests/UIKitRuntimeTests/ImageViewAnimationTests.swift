import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// Image views: what their layer shows (the image, the highlighted image, a symbol in the
/// preferred configuration) and animations stepping through frames as the run loop turns.
@Suite struct ImageViewAnimationTests {
    private let still = Image(size: CGSize(width: 10, height: 10))
    /// Frames told apart by their widths: 1, 2, 3.
    private let frames = (1...3).map { Image(size: CGSize(width: CGFloat($0), height: 5)) }

    private func shown(_ view: ImageView) -> Image? { view.layer.contents as? Image }

    @Test func theLayerShowsTheImageOrTheHighlightedOne() {
        let lit = Image(size: CGSize(width: 12, height: 12))
        let view = ImageView(image: still, highlightedImage: lit)
        #expect(shown(view) == still && view.highlightedImage == lit)
        view.isHighlighted = true
        #expect(shown(view) == lit)
        view.highlightedImage = nil  // no highlighted image: the image shows
        #expect(shown(view) == still)
        Image.register(Image(size: CGSize(width: 20, height: 20)), named: "test.imageview.symbol")
        let symbol = Image(systemName: "test.imageview.symbol")
        view.image = symbol
        view.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 30)
        #expect(shown(view)?.symbolConfiguration?.pointSize == 30 && view.image?.symbolConfiguration == nil)
    }

    @Test func framesFollowTheTimePassedAndStopAfterTheirRepeats() {
        let view = ImageView(image: still)
        view.startAnimating()  // no frames: nothing to animate
        #expect(!view.isAnimating && shown(view) == still)
        view.animationImages = frames
        // Half a second a frame.
        view.animationDuration = 1.5
        view.animationRepeatCount = 1
        view.startAnimating()
        #expect(view.isAnimating && shown(view) == frames[0])
        let running = view.animation!  // safe: started above
        // 0.75 s passed: the second frame's turn (0.5 ..< 1 s).
        running.start = Date().addingTimeInterval(-0.75)
        view.stepAnimation(running)
        #expect(view.isAnimating && shown(view) == frames[1])
        // Past 1.5 s the one cycle is over: the image shows again.
        running.start = Date().addingTimeInterval(-1.6)
        view.stepAnimation(running)
        #expect(!view.isAnimating && shown(view) == still)
    }

    @Test func theRunLoopStepsTheFramesToTheEnd() {
        let view = ImageView(image: still)
        view.animationImages = frames
        view.animationDuration = 0.3  // 0.1 s a frame, one cycle
        view.animationRepeatCount = 1
        view.startAnimating()
        let deadline = Date().addingTimeInterval(5)
        while view.isAnimating && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)) }
        #expect(!view.isAnimating && shown(view) == still)
    }

    @Test func stoppingOrHighlightingChangesTheFrames() {
        let view = ImageView(image: still)
        view.animationImages = frames
        view.highlightedAnimationImages = [still]
        view.animationDuration = 30
        view.startAnimating()
        #expect(view.isAnimating && view.animationRepeatCount == 0 && shown(view) == frames[0])
        view.isHighlighted = true
        #expect(shown(view) == still)
        view.stopAnimating()
        #expect(!view.isAnimating)
        view.isHighlighted = false
        view.startAnimating()
        view.animationImages = nil
        view.highlightedAnimationImages = nil  // no frames left: the animation stops
        #expect(!view.isAnimating)
    }
}
