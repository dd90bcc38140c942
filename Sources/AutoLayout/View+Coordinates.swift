import Foundation

// Frame-based code: converting between views' coordinates, and sizing a view to fit.

extension View {
    /// Resizes the view to `sizeThatFits`: within `preferredMaxLayoutWidth` for a label that
    /// has one, else without limit.
    public func sizeToFit() {
        let limit = (self as? Label).map { $0.preferredMaxLayoutWidth > 0 ? $0.preferredMaxLayoutWidth : 0 } ?? 0
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

/// The root of what a screen shows (UIKit's `UIWindow`): a view holding its root controller's
/// view, which it keeps at its bounds. Its safe area is the screen's: 20 above for the status bar
/// on a phone without a notch (under 812 points tall), 47 above and 34 below on one with.
open class Window: View {
    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let content: View = controller.view
            content.translatesAutoresizingMaskIntoConstraints = true
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false

    /// A window of `frame` (the screen's bounds for an app's window).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyScreenInsets()
    }

    /// Shows the window: its root controller's view appears, and the window lays out.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        rootViewController?.viewWillAppear(false)
        layoutIfNeeded()
        rootViewController?.viewDidAppear(false)
    }

    private func applyScreenInsets() {
        let notched = frame.height >= 812
        additionalSafeAreaInsets = EdgeInsets(top: notched ? 47 : 20, left: 0, bottom: notched ? 34 : 0, right: 0)
    }
}
