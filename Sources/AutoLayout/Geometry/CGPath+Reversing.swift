import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// The same outline traced the other way: each subpath from its end back to its start, its
    /// curves' control points swapped, closed again if it was closed.
    package func reversed() -> CGMutablePath {
        // Each subpath: its start, its segments (kind and points after the start), closed or not.
        var subpaths: [(start: CGPoint, segments: [(CGPathElementType, [CGPoint])], closed: Bool)] = []
        var next = 0
        for kind in kinds {
            let own = Array(points[next..<(next + kind.pointCount)])
            next += kind.pointCount
            switch kind {
            case .moveToPoint: subpaths.append((own[0], [], false))
            case .closeSubpath: if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default: if !subpaths.isEmpty { subpaths[subpaths.count - 1].segments.append((kind, own)) }
            }
        }
        let result = CGMutablePath()
        for subpath in subpaths.reversed() {
            var ends = [subpath.start] + subpath.segments.map { $0.1[$0.1.count - 1] }
            result.move(to: ends.removeLast())
            for (index, (kind, own)) in subpath.segments.enumerated().reversed() {
                let to = index == 0 ? subpath.start : subpath.segments[index - 1].1.last ?? subpath.start
                switch kind {
                case .addQuadCurveToPoint: result.addQuadCurve(to: to, control: own[0])
                case .addCurveToPoint: result.addCurve(to: to, control1: own[1], control2: own[0])
                default: result.addLine(to: to)
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
#endif
