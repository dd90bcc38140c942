import AutoLayout
import Foundation

extension Canvas {
    /// How many sample rows each pixel row takes when filling a path: coverage is exact across
    /// a row and counted in sixteenths down it.
    static let pathSamples = 16

    /// Fills `polygons` (in pixels, each closed) by the winding or even-odd rule, anti-aliased,
    /// within `clip`. O(rows × samples × edges).
    mutating func fill(polygons: [[CGPoint]], evenOdd: Bool, color: Color, opacity: CGFloat, clip: CGRect?) {
        var edges: [(x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat, winding: Int)] = []
        var top = CGFloat.infinity, bottom = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
                (top, bottom) = (min(top, a.y, b.y), max(bottom, a.y, b.y))
            }
        }
        var area = CGRect(x: 0, y: 0, width: width, height: height)
        if let clip { area = area.intersection(clip) }
        guard !edges.isEmpty, !area.isNull else { return }
        let y0 = max(Int(area.minY.rounded(.down)), Int(max(top, -1).rounded(.down)))
        let y1 = min(Int(area.maxY.rounded(.up)), Int(min(bottom, CGFloat(height) + 1).rounded(.up)))
        guard y0 < y1 else { return }
        let (left, right) = (area.minX, area.maxX)
        let weight = 1 / CGFloat(Canvas.pathSamples)
        var row = [CGFloat](repeating: 0, count: width)
        var crossings: [(x: CGFloat, winding: Int)] = []
        for y in y0..<y1 {
            for index in row.indices { row[index] = 0 }
            var touched = false
            for sample in 0..<Canvas.pathSamples {
                let sy = CGFloat(y) + (CGFloat(sample) + 0.5) * weight
                guard sy >= area.minY, sy < area.maxY else { continue }
                crossings.removeAll(keepingCapacity: true)
                for edge in edges where edge.y0 <= sy && sy < edge.y1 {
                    crossings.append((edge.x0 + (sy - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0), edge.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated().dropLast() {
                    winding += crossing.winding
                    guard evenOdd ? winding % 2 != 0 : winding != 0 else { continue }
                    let from = max(crossing.x, left), to = min(crossings[index + 1].x, right)
                    guard from < to else { continue }
                    touched = true
                    Canvas.add(from, to, weight, into: &row)
                }
            }
            guard touched else { continue }
            for x in 0..<width where row[x] > 0 { blend(x, y, color, coverage: Float(min(row[x], 1) * opacity)) }
        }
    }

    // Adds `weight` times the part of each pixel that [from, to) covers.
    private static func add(_ from: CGFloat, _ to: CGFloat, _ weight: CGFloat, into row: inout [CGFloat]) {
        let first = max(0, Int(from.rounded(.down))), last = min(row.count - 1, Int(to.rounded(.up)) - 1)
        guard first <= last else { return }
        for x in first...last { row[x] += weight * span(CGFloat(x), from, to) }
    }
}
