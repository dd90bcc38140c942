import Foundation

#if !canImport(CoreGraphics)
/// One drawn piece of a path: a line or a curve from its first point to its last.
struct PathSegment {
    /// The start, the control points, the end.
    var points: [CGPoint]

    /// The point a fraction `t` (0…1) along the curve (de Casteljau).
    func point(at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return level[0]
    }

    /// The tight bounds: the ends and each extreme of the curve between them.
    var bounds: CGRect {
        var box = CGRect(origin: points[0], size: .zero).union(CGRect(origin: points[points.count - 1], size: .zero))
        for t in extremes where t > 0 && t < 1 { box = box.union(CGRect(origin: point(at: t), size: .zero)) }
        return box
    }

    // Where the derivative of x or y is zero: a linear equation for a quadratic, a quadratic for a cubic.
    private var extremes: [CGFloat] {
        var roots: [CGFloat] = []
        for axis in [\CGPoint.x, \CGPoint.y] {
            let v = points.map { $0[keyPath: axis] }
            if v.count == 3 {
                let denominator = v[0] - 2 * v[1] + v[2]
                if denominator != 0 { roots.append((v[0] - v[1]) / denominator) }
            } else if v.count == 4 {
                let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3], b = 2 * (v[0] - 2 * v[1] + v[2]), c = v[1] - v[0]
                if abs(a) < 1e-12 {
                    if b != 0 { roots.append(-c / b) }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                    }
                }
            }
        }
        return roots
    }

    /// Points along the segment after its start, no farther than about `tolerance` from it.
    func flattened(tolerance: CGFloat) -> [CGPoint] {
        guard points.count > 2 else { return [points[points.count - 1]] }
        // The control polygon's length bounds the curve's; the pieces grow with its square root.
        let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) { sum, pair in
            sum + hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y)
        }
        let pieces = max(1, min(256, Int((length / max(tolerance, 0.001)).squareRoot().rounded(.up))))
        return (1...pieces).map { point(at: CGFloat($0) / CGFloat(pieces)) }
    }
}

extension CGPath {
    /// Calls `body` with each line and curve, closing lines included.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        var next = 0, last = CGPoint.zero, start = CGPoint.zero
        for kind in kinds {
            let own = Array(points[next..<(next + kind.pointCount)])
            next += kind.pointCount
            switch kind {
            case .moveToPoint: (last, start) = (own[0], own[0])
            case .closeSubpath:
                if last != start { body(PathSegment(points: [last, start])) }
                last = start
            default:
                body(PathSegment(points: [last] + own))
                last = own[own.count - 1]
            }
        }
    }

    /// Each subpath as a polygon, curves replaced by lines no farther than `tolerance` from them;
    /// filling treats every subpath as closed, as Core Graphics does.
    package func polygons(tolerance: CGFloat) -> [[CGPoint]] { polylines(tolerance: tolerance).map(\.points) }

    /// Each subpath as an open or closed polyline, for stroking.
    package func polylines(tolerance: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = [], line: [CGPoint] = []
        var next = 0, last = CGPoint.zero
        for kind in kinds {
            let own = Array(points[next..<(next + kind.pointCount)])
            next += kind.pointCount
            switch kind {
            case .moveToPoint:
                if line.count > 1 { result.append((line, false)) }
                line = [own[0]]
                last = own[0]
            case .closeSubpath:
                if line.count > 1 { result.append((line, true)) }
                line = line.first.map { [$0] } ?? []
                last = line.first ?? last
            default:
                line += PathSegment(points: [last] + own).flattened(tolerance: tolerance)
                last = own[own.count - 1]
            }
        }
        if line.count > 1 { result.append((line, false)) }
        return result
    }

    /// The part of the path from the fraction `start` of its length to `end` (Core Animation's
    /// `strokeStart` and `strokeEnd`), curves as lines; the whole path when that is all of it.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        guard start > 0 || end < 1 else { return self }
        let lines = polylines(tolerance: 0.05).map { line in line.closed ? line.points + [line.points[0]] : line.points }
        let total = lines.reduce(CGFloat(0)) { sum, line in
            sum + zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let (from, to) = (max(0, start) * total, min(1, end) * total)
        let result = CGMutablePath()
        guard from < to else { return result }
        var walked: CGFloat = 0
        for line in lines {
            var open = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > from, walked < to else { open = false; continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = max(0, min(1, (distance - walked) / length))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !open { result.move(to: at(from)); open = true }
                result.addLine(to: at(to))
            }
        }
        return result
    }
}
#endif
