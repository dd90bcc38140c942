import Foundation

extension View {
    /// UIKit's hit-test: none if this view is hidden, transparent (alpha below 0.01), takes no
    /// touches or does not contain the point; else the frontmost subview's answer, or this view.
    func hitTestBelow(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }
}
