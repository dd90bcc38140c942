import AutoLayout
import Foundation

/// Recognizes a pan that starts at an edge of the screen (UIKit's
/// `UIScreenEdgePanGestureRecognizer`): as a pan, but a finger that comes down more than 20
/// points from every edge in `edges` fails it. The screen is the touch's window, or the top of
/// its view's tree when it is in none.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How near an edge a finger must come down, in points.
    static let edgeMargin: CGFloat = 20

    /// The edges a pan may start from (none by default, as in UIKit: set them to recognize).
    open var edges: RectEdge = []

    /// A finger came down: a pan starting from one of `edges`, or a failed gesture.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let view = touch.view else { return }
        var screen: View = touch.window ?? view
        while touch.window == nil, let superview = screen.superview { screen = superview }
        let point = touch.location(in: screen), bounds = screen.bounds, margin = Self.edgeMargin
        let near = (edges.contains(.left) && point.x - bounds.minX <= margin)
            || (edges.contains(.right) && bounds.maxX - point.x <= margin)
            || (edges.contains(.top) && point.y - bounds.minY <= margin)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= margin)
        guard near else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
