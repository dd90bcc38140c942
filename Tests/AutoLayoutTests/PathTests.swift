import AutoLayout
import Foundation
import Testing

/// Paths as Core Graphics builds them: elements, current point, bounds, hit testing, and
/// `BezierPath` on top (UIKit's `UIBezierPath`).
@Suite struct PathTests {
    /// Each element's kind and points, as `applyWithBlock` hands them out.
    func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            result.append((element.pointee.type, Array(UnsafeBufferPointer(start: element.pointee.points, count: count))))
        }
        return result
    }

    @Test func anEllipseIsFourCurvesClockwiseOnScreenFromTheRightEdge() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        let parts = elements(path)
        #expect(parts.map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        // Right middle (20, 5), then bottom middle (10, 10), left middle (0, 5), top middle (10, 0), back.
        #expect(parts.map { $0.1.last } == [CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0),
                                           CGPoint(x: 20, y: 5), nil])
        // The first curve's control points: 5 × 0.55228 = 2.761 below the start, 10 × 0.55228 = 5.523 right of the end.
        let first = try #require(parts.dropFirst().first?.1)
        #expect(abs(first[0].y - 7.7614) < 0.001 && first[0].x == 20)
        #expect(abs(first[1].x - 15.5228) < 0.001 && first[1].y == 10)
    }

    @Test func segmentsNeedACurrentPointAndACloseBeginsTheNextSubpathAtItsStart() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: nothing, as in Core Graphics
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 3))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))  // back at the subpath's start
        path.addLine(to: CGPoint(x: 0, y: 9))
        #expect(elements(path).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
                                           .moveToPoint, .addLineToPoint])
        #expect(elements(path)[4].1 == [CGPoint(x: 1, y: 1)])
    }

    @Test func boundsWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
        // The box holds the controls (y 40); the curve itself peaks at t = ½: 3/4 × 40 = 30.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func containsByTheWindingOrEvenOddRule() {
        // Two squares, the inner wound the same way: inside both is covered by the winding rule only.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd) && !path.contains(CGPoint(x: 11, y: 5)))
        // Moved 20 to the right, the same point is outside.
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test func arcsRunByCoreGraphicsClockwiseAndBezierPathsByTheScreens() {
        // A quarter from 0 to π/2: Core Graphics' clockwise: false runs towards larger angles, as
        // UIBezierPath's clockwise: true does. Both end at the bottom of the circle (10, 20).
        let quarter = CGMutablePath()
        quarter.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let screen = BezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(elements(quarter).count == 2 && elements(screen.cgPath).count == 2)  // a move and one curve
        #expect(abs(quarter.currentPoint.x - 10) < 1e-9 && abs(quarter.currentPoint.y - 20) < 1e-9)
        #expect(screen.cgPath == quarter)
        // The other way round is three quarters: three curves, ending at the same point.
        let long = BezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(elements(long.cgPath).count == 4)
    }

    @Test func aTangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A line to 4 before the corner (6, 0), then a quarter circle to 4 after it (10, 4).
        let parts = elements(path)
        #expect(parts.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(abs(parts[1].1[0].x - 6) < 1e-9 && abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
    }

    @Test func bezierPathsBuildPointByPointAndCopy() throws {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10) && path.currentPoint == .zero)
        #expect(path.contains(CGPoint(x: 5, y: 2)) && !path.contains(CGPoint(x: -1, y: 2)))
        path.lineWidth = 3
        let copy = try #require(path.copy() as? BezierPath)
        #expect(copy.cgPath == path.cgPath && copy.lineWidth == 3)
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds.minX == 5 && copy.bounds.minX == 0)  // the copy is its own
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func roundingSomeCornersCurvesOnlyThose() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let top = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 5, height: 5))
        let kinds = elements(top.cgPath).map(\.0)
        #expect(kinds.filter { $0 == .addCurveToPoint }.count == 2)
        // The bottom corners stay square: the path passes through them.
        let points = elements(top.cgPath).flatMap(\.1)
        #expect(points.contains(CGPoint(x: 40, y: 20)) && points.contains(CGPoint(x: 0, y: 20)))
        #expect(!points.contains(CGPoint(x: 0, y: 0)) && top.bounds == rect)
    }

    @Test func aStrokeOutlineCoversTheLineAndItsCaps() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let butt = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.boundingBox == CGRect(x: 0, y: -1, width: 10, height: 2))
        let square = line.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: -1, y: -1, width: 12, height: 2))  // a half width past each end
        #expect(square.contains(CGPoint(x: -0.5, y: 0)) && !butt.contains(CGPoint(x: -0.5, y: 0)))
    }
}
