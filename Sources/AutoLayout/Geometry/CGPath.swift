import Foundation

#if !canImport(CoreGraphics)
/// The kind of a path element (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath

    /// How many points an element of this kind carries: the end point last.
    package var pointCount: Int { [1, 1, 2, 3, 0][Int(rawValue)] }
}

/// One element of a path as `CGPath.applyWithBlock` hands it (Core Graphics' `CGPathElement`):
/// its kind and its points, valid only during the call.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points a filled path covers (Core Graphics' `CGPathFillRule`): those it winds around
/// at all, or an odd number of times.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// How a path is drawn (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// The ends of stroked lines (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// The corners of stroked lines (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// An outline of lines and curves (Core Graphics' `CGPath`), which cannot change once made;
/// `CGMutablePath` builds one. Equal when their elements are.
public class CGPath: Hashable {
    // Each element's kind, and the points of all of them in order (a kind says how many are its).
    var kinds: [CGPathElementType] = []
    var points: [CGPoint] = []
    // The point the next element starts from, and where the open subpath began; nil before a move.
    var current: CGPoint?
    var subpathStart: CGPoint?

    init() {}

    init(copying other: CGPath, transform: CGAffineTransform = .identity) {
        kinds = other.kinds
        points = transform.isIdentity ? other.points : other.points.map { $0.applying(transform) }
        current = other.current.map { $0.applying(transform) }
        subpathStart = other.subpathStart.map { $0.applying(transform) }
    }

    /// A rectangle, clockwise on screen from its top-left corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// The ellipse `rect` bounds, clockwise on screen from the middle of its right edge.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` high.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// An immutable copy. O(n) in the elements.
    public func copy() -> CGPath? { CGPath(copying: self) }
    /// An immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(copying: self, transform: transform?.pointee ?? .identity)
    }
    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: self) }
    /// A copy that can be added to, with `transform` applied to every point.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(copying: self, transform: transform?.pointee ?? .identity)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { kinds.isEmpty }

    /// The point the next element would start from; `.zero` when there is none.
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The smallest rectangle holding the outline itself (curves' extremes, not their control
    /// points); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        forEachSegment { segment in box = box.union(segment.bounds) }
        if box.isNull, let first = points.first { box = CGRect(origin: first, size: .zero) }
        return box
    }

    /// Whether the filled path covers `point` under `rule`, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let outline = transform.isIdentity ? self : CGPath(copying: self, transform: transform)
        var winding = 0
        for polygon in outline.polygons(tolerance: 0.05) {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Calls `block` with each element in order. The element's points are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let base = buffer.baseAddress else { return }
            var next = 0
            for kind in kinds {
                for offset in 0..<kind.pointCount { buffer[offset] = points[next + offset] }
                next += kind.pointCount
                var element = CGPathElement(type: kind, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.kinds == rhs.kinds && lhs.points == rhs.points }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kinds)
        for point in points { hasher.combine(point.x); hasher.combine(point.y) }
    }
}

/// A path being built (Core Graphics' `CGMutablePath`). Each `add` without a current point
/// does nothing, as Core Graphics does (it logs "no current point"); each `transform` applies
/// to the points added.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public override init() { super.init() }

    override init(copying other: CGPath, transform: CGAffineTransform = .identity) {
        super.init(copying: other, transform: transform)
    }
}
#endif
