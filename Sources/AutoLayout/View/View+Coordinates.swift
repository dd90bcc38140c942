import Foundation

// Frame-based code: converting between views' coordinates, and sizing a view to fit.

extension View {
    /// The size `sizeToFit()` fits within: `preferredMaxLayoutWidth` wide for a label that has
    /// one, else without limit.
    var sizeToFitLimit: CGSize {
        let limit = sizeToFitWidthLimit
        return CGSize(width: limit > 0 ? limit : CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    }

    /// `sizeThatFits`' default: the intrinsic size on the axes that have one, the bounds' size on
    /// the others.
    var intrinsicOrCurrentSize: CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
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

    /// `point`, in this view's coordinates, in `view`'s (the root's when nil), through the root.
    func convertedFromRoot(_ point: CGPoint, to view: View?) -> CGPoint {
        let origin = originInRoot, target = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }
}
