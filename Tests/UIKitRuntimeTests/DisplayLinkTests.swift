import Foundation
import Testing
import AutoLayout
@_spi(MasonryPort) @testable import UIKitRuntime

/// An animator counting the frames a display link sends it.
private final class Animator: NSObject {
    var frames: [CFTimeInterval] = []
}

/// The methods of this file's class, as the port plugin generates them.
private func registerDispatcher() {
    SelectorDispatch.register("DisplayLinkTests") { target, name, arguments in
        guard let animator = target as? Animator, name == "step:" else { return false }
        if let link = arguments?.first as? CADisplayLink { animator.frames.append(link.timestamp) }
        return true
    }
}

/// Core Animation's display link: frames at the screen's rate on the run loop it is added to.
@Suite @MainActor struct DisplayLinkTests {
    @Test func aLinkSendsFramesUntilInvalidated() {
        registerDispatcher()
        let animator = Animator()
        let link = Screen.main.displayLink(withTarget: animator, selector: Selector("step:"))!
        #expect(link.duration == 1.0 / 60)
        link.preferredFramesPerSecond = 30
        #expect(link.duration == 1.0 / 30)
        link.add(to: .current, forMode: .default)
        let deadline = Date().addingTimeInterval(5)
        while animator.frames.count < 3 && Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.02)) }
        #expect(animator.frames.count >= 3)
        #expect(animator.frames == animator.frames.sorted())
        link.invalidate()
        let count = animator.frames.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(animator.frames.count == count)
    }

    @Test func aPausedLinkSkipsFramesAndAFrameAdvancesTheTimestamps() {
        registerDispatcher()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Selector("step:"))
        link.isPaused = true
        link.frame()
        #expect(animator.frames.isEmpty)
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
        link.isPaused = false
        link.frame()
        #expect(animator.frames == [link.timestamp])
    }

    @Test func theScreensModeIsKeptWhenSet() {
        let screen = Screen()
        #expect(screen.currentMode?.size == CGSize(width: 750, height: 1334))  // 375 × 667 points at 2 pixels a point
        screen.currentMode = ScreenMode(size: CGSize(width: 375, height: 667))
        #expect(screen.currentMode?.size == CGSize(width: 375, height: 667))
        screen.currentMode = nil  // back to the panel's own
        #expect(screen.currentMode?.size == CGSize(width: 750, height: 1334))
    }
}
