import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// The pieces a dashed stroke draws, as open subpaths of lines: `lengths` alternate dash and
    /// gap along each subpath, starting `phase` into them. The path itself when the lengths are
    /// empty or add up to nothing; at most 100 000 dashes, so that any input ends.
    package func dashed(lengths: [CGFloat], phase: CGFloat) -> CGPath {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, total.isFinite, lengths.allSatisfy({ $0 >= 0 }) else { return self }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        let result = CGMutablePath()
        var dashes = 0
        for (line, closed) in polylines(tolerance: 0.1) {
            let points = closed && line.first != line.last ? line + [line[0]] : line
            // Where in the pattern the subpath starts: each restarts at the phase, as Core Graphics does.
            var index = 0, left = pattern[0]
            var skip = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if skip < 0 { skip += period }
            while skip > 0, dashes < 100_000 {
                if skip >= left { skip -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= skip; skip = 0 }
                dashes += 1
            }
            var drawing = index % 2 == 0
            if drawing, let first = points.first { result.move(to: first) }
            for (a, b) in zip(points, points.dropFirst()) {
                var from = a
                var remaining = hypot(b.x - a.x, b.y - a.y)
                guard remaining > 0 else { continue }
                let (ux, uy) = ((b.x - a.x) / remaining, (b.y - a.y) / remaining)
                while remaining > left, dashes < 100_000 {
                    from = CGPoint(x: from.x + ux * left, y: from.y + uy * left)
                    remaining -= left
                    if drawing { result.addLine(to: from) } else { result.move(to: from) }
                    drawing.toggle()
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                    dashes += 1
                }
                left -= remaining
                if drawing { result.addLine(to: b) }
            }
        }
        return result
    }
}
#endif
