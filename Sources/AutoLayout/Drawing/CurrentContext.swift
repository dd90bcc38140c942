import Foundation

#if !canImport(CoreGraphics)
extension CGContext {
    /// Each thread's stack of contexts being drawn into, innermost last, as UIKit keeps one.
    package static let stack = ThreadLocal<[CGContext]>("swift-masonry.current-graphics-context")

    /// The context drawing goes to on this thread: the innermost pushed; nil when none is.
    package static var current: CGContext? { stack.top() }

    /// Runs `body` with `context` current on this thread, then makes the one before current again.
    package static func withCurrent<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        try stack.withPushed(context, body)
    }
}

/// The context drawing goes to on this thread (UIKit's): the one a `draw(_:)`, an image renderer
/// or `UIGraphicsPushContext` made current; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }

/// Makes `context` current on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    CGContext.stack.value = (CGContext.stack.value ?? []) + [context]
}

/// Makes the context before the last pushed current again; reported and ignored when none is pushed.
public func UIGraphicsPopContext() {
    guard var contexts = CGContext.stack.value, !contexts.isEmpty else {
        return LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "UIGraphicsPopContext() with no context pushed: nothing to pop"))
    }
    contexts.removeLast()
    CGContext.stack.value = contexts.isEmpty ? nil : contexts
}
#endif
