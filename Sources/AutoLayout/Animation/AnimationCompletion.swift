import Foundation

/// How the completions of animations run here, where nothing animates and every animation ends
/// as it starts: at once, before the call that started it returns — unless a completion is already
/// running on this thread. Then the new one (an animation a completion started, as a pulse that
/// repeats itself does) runs at the run loop's next turn, as UIKit's completions always do, so
/// that a chain that never ends takes turns of the run loop rather than the stack.
enum AnimationCompletion {
    private static let running = ThreadLocal<Bool>("swift-masonry.AnimationCompletion.running")

    /// Runs `completion` now, or at the next turn of the run loop if a completion is running.
    static func run(_ completion: @escaping () -> Void) {
        guard running.value == nil else { return runAtNextTurn(completion) }
        running.value = true
        defer { running.value = nil }
        completion()
    }

    /// Runs `completion` (as `run` does) at the next turn of this thread's run loop.
    static func runAtNextTurn(_ completion: @escaping () -> Void) {
        let box = Deferred(completion)
        RunLoop.current.add(Timer(timeInterval: 0, repeats: false) { _ in box.run() }, forMode: .default)
    }

    /// A completion waiting for the run loop. Unchecked: it is made and run on the one thread
    /// whose run loop holds its timer.
    private final class Deferred: @unchecked Sendable {
        let completion: () -> Void
        init(_ completion: @escaping () -> Void) { self.completion = completion }
        func run() { AnimationCompletion.run(completion) }
    }
}
