import Foundation

// Frame-based code: converting between views' coordinates, and sizing a view to fit.

extension View {
    /// Resizes the view to `sizeThatFits`: within `preferredMaxLayoutWidth` for a label that
    /// has one, else without limit.
    public func sizeToFit() {
        let limit = sizeToFitWidthLimit
        frame.size = sizeThatFits(CGSize(width: limit > 0 ? limit : CGFloat.greatestFiniteMagnitude,
                                         height: CGFloat.greatestFiniteMagnitude))
    }

    /// Where this view's bounds' origin lies in its root's coordinates: each frame's origin, less
    /// each superview's bounds' origin (a scroll view's offset).
    private var originInRoot: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var current: View? = self
        while let view = current {
            point.x += view.frame.minX
            point.y += view.frame.minY
            if let superview = view.superview {
                point.x -= superview.bounds.minX
                point.y -= superview.bounds.minY
            }
            current = view.superview
        }
        return point
    }

    /// `point`, in this view's coordinates, in `view`'s (the root's when nil). Views in different
    /// trees convert through their roots, as windows do through the screen.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let origin = originInRoot, target = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    /// `point`, in `view`'s coordinates (the root's when nil), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// `rect`, in this view's coordinates, in `view`'s (the root's when nil).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, in `view`'s coordinates (the root's when nil), in this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
