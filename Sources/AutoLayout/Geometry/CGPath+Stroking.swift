import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// The outline a stroke `lineWidth` wide covers, as a path to fill with the winding rule
    /// (Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`): a
    /// quadrilateral per straight piece, with the joins and caps asked for, all wound the same way.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let outline = CGMutablePath()
        let half = lineWidth / 2
        guard half > 0, half.isFinite else { return outline }
        func add(_ polygon: [CGPoint]) {
            var area: CGFloat = 0
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                area += a.x * b.y - b.x * a.y
            }
            guard area != 0 else { return }
            outline.addLines(between: area > 0 ? polygon : polygon.reversed(), transform: transform)
            outline.closeSubpath()
        }
        func dot(_ p: CGPoint) { outline.addEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: lineWidth, height: lineWidth), transform: transform) }
        for (line, closed) in polylines(tolerance: 0.1) {
            var points = line
            if closed, let first = points.first, points.count > 1, points[points.count - 1] == first { points.removeLast() }
            guard points.count > 1 else {
                if let only = points.first, lineCap != .butt { lineCap == .round ? dot(only) : add(square(only, half)) }
                continue
            }
            let count = closed ? points.count : points.count - 1
            var normals: [CGPoint] = []
            for index in 0..<count {
                let (a, b) = (points[index], points[(index + 1) % points.count])
                let length = hypot(b.x - a.x, b.y - a.y)
                let n = length > 0 ? CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half) : .zero
                normals.append(n)
                var (start, end) = (a, b)
                if !closed, lineCap == .square, length > 0 {
                    let along = CGPoint(x: (b.x - a.x) / length * half, y: (b.y - a.y) / length * half)
                    if index == 0 { start = CGPoint(x: a.x - along.x, y: a.y - along.y) }
                    if index == count - 1 { end = CGPoint(x: b.x + along.x, y: b.y + along.y) }
                }
                add([start + n, end + n, end - n, start - n])
            }
            // Joins between consecutive pieces, on the outer side of the turn.
            for index in (closed ? 0 : 1)..<count {
                let corner = points[index]
                let (n1, n2) = (normals[(index - 1 + count) % count], normals[index])
                switch lineJoin {
                case .round: dot(corner)
                case .bevel: add([corner, corner + n1, corner + n2]); add([corner, corner - n1, corner - n2])
                case .miter:
                    let sum = n1 + n2, length = hypot(sum.x, sum.y)
                    let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
                    let ratio = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-9)  // miter length over width
                    if length > 0, ratio <= miterLimit {
                        let tip = CGPoint(x: sum.x / length * half * ratio, y: sum.y / length * half * ratio)
                        add([corner, corner + n1, corner + tip, corner + n2]); add([corner, corner - n1, corner - tip, corner - n2])
                    } else {
                        add([corner, corner + n1, corner + n2]); add([corner, corner - n1, corner - n2])
                    }
                }
            }
            if !closed, lineCap == .round { dot(points[0]); dot(points[points.count - 1]) }
        }
        return outline
    }

    private func square(_ p: CGPoint, _ half: CGFloat) -> [CGPoint] {
        [CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
         CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)]
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
#endif
