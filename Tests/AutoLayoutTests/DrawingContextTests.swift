import Foundation
import Testing
@testable import AutoLayout

/// Contexts record drawing as a display list: paths with their style and transform, clips, and
/// the current context that paths and colours draw into.
@MainActor @Suite struct DrawingContextTests {
    private func paths(_ context: CGContext) -> [DrawnPath] {
        context.displayList.operations.compactMap { if case .path(let drawn) = $0 { drawn } else { nil } }
    }

    @Test func aSmallDrawingIsRecordedWithItsStyleAndTransform() {
        let context = CGContext(size: CGSize(width: 20, height: 20))
        context.setFillColor(Color.red.cgColor)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.saveGState()
        context.translateBy(x: 2, y: 3)
        context.setStrokeColor(Color.blue.cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 1, lengths: [4, 2])
        context.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.restoreGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 4))
        context.strokePath()
        let drawn = paths(context)
        #expect(drawn.count == 3)
        #expect(drawn[0].mode == .fill && drawn[0].fillColor == .red && drawn[0].transform == .identity)
        #expect(drawn[0].path.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
        // The stroke keeps its user space: the rectangle at the origin, the translation apart.
        #expect(drawn[1].mode == .stroke && drawn[1].strokeColor == .blue && drawn[1].lineWidth == 2)
        #expect(drawn[1].transform == CGAffineTransform(translationX: 2, y: 3))
        #expect(drawn[1].path.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(drawn[1].lineDash == [4, 2] && drawn[1].lineDashPhase == 1)
        // After the restore: identity, a 1-point black solid stroke again; the path was emptied.
        #expect(drawn[2].transform == .identity && drawn[2].lineWidth == 1 && drawn[2].strokeColor == .black)
        #expect(drawn[2].lineDash.isEmpty && drawn[2].path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(context.isPathEmpty)
    }

    @Test func clipsApplyToWhatIsDrawnAfterThemUntilRestored() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 1, y: 1, width: 2, height: 2))
        // The clip is kept in the drawing's coordinates: (1, 1, 2, 2) scaled by 2 is (2, 2, 4, 4).
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 2, height: 2))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let drawn = paths(context)
        #expect(drawn[0].clip.map(\.path.boundingBox) == [CGRect(x: 2, y: 2, width: 4, height: 4)])
        #expect(drawn[1].clip.isEmpty)
    }

    @Test func badInputIsIgnoredAndAnUnbalancedRestoreReported() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.translateBy(x: .nan, y: 1)
        context.setLineWidth(.infinity)
        context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(context.ctm == .identity && context.isPathEmpty)
        let (_, diagnostics) = LayoutDiagnostics.collect { context.restoreGState() }
        #expect(diagnostics.map(\.kind) == [.misuse])
        #expect(diagnostics.first?.message.contains("restoreGState() without a matching saveGState()") == true)
        context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(paths(context).first?.lineWidth == 1)
    }

    @Test func pathsAndColoursDrawIntoTheCurrentContextOnly() {
        let path = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        path.lineWidth = 5
        // No context: nothing happens, as in UIKit.
        #expect(UIGraphicsGetCurrentContext() == nil)
        Color.red.setFill()
        path.fill()
        let context = CGContext(size: CGSize(width: 10, height: 10))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        Color.green.setFill()
        Color.blue.setStroke()
        path.fill()
        path.stroke(with: .multiply, alpha: 0.5)
        BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)).addClip()
        Color.black.set()
        path.fill()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let drawn = paths(context)
        #expect(drawn.count == 3)
        #expect(drawn[0].mode == .fill && drawn[0].fillColor == .green && drawn[0].clip.isEmpty)
        #expect(drawn[1].mode == .stroke && drawn[1].strokeColor == .blue && drawn[1].lineWidth == 5)
        #expect(drawn[1].alpha == 0.5 && drawn[1].blendMode == .multiply)
        // The stroke's settings were the path's for its own drawing only; the clip stays.
        #expect(drawn[2].fillColor == .black && drawn[2].alpha == 1 && drawn[2].blendMode == .normal)
        #expect(drawn[2].clip.map(\.path.boundingBoxOfPath) == [CGRect(x: 0, y: 0, width: 2, height: 2)])
    }

    @Test func aPathsDashesAreReadBackAndItReversesItsOutline() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        let pattern: [CGFloat] = [6, 3, 1]
        path.setLineDash(pattern, count: 3, phase: 2)
        var read = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [6, 3, 1] && count == 3 && phase == 2)
        let reversed = path.reversing()
        var elements: [(CGPathElementType, [CGPoint])] = []
        reversed.cgPath.applyWithBlock { element in
            let e = element.pointee
            elements.append((e.type, (0..<e.type.pointCount).map { e.points[$0] }))
        }
        #expect(elements.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addLineToPoint])
        #expect(elements.map(\.1) == [[CGPoint(x: 10, y: 10)], [CGPoint(x: 15, y: 5), CGPoint(x: 10, y: 0)], [.zero]])
        #expect(reversed.lineDash == [6, 3, 1])
    }

    @Test func aViewsDrawIsRecordedOnceUntilItNeedsDisplay() {
        final class Dot: View {
            var calls: [(CGRect, Bool)] = []
            override func draw(_ rect: CGRect) {
                calls.append((rect, UIGraphicsGetCurrentContext() != nil))
                Color.red.setFill()
                BezierPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2)).fill()
            }
        }
        let view = Dot(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
        #expect(view.drawnContents?.size == CGSize(width: 8, height: 6))
        #expect(view.drawnContents?.operations.count == 1)
        #expect(view.calls.count == 1 && view.calls[0].0 == CGRect(x: 0, y: 0, width: 8, height: 6) && view.calls[0].1)
        view.setNeedsDisplay()
        _ = view.drawnContents
        #expect(view.calls.count == 2)
        // A plain view draws nothing, so renderers get nothing.
        #expect(View(frame: CGRect(x: 0, y: 0, width: 4, height: 4)).drawnContents == nil)
    }

    @Test func aLayerRendersItsBackgroundDrawingAndSublayers() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        let sublayer = Layer()
        sublayer.frame = CGRect(x: 4, y: 2, width: 3, height: 3)
        sublayer.backgroundColor = .green
        view.layer.addSublayer(sublayer)
        let context = CGContext(size: CGSize(width: 10, height: 10))
        view.layer.render(in: context)
        let drawn = paths(context)
        #expect(drawn.map(\.fillColor) == [.blue, .green])
        // The sublayer's bounds at the origin, moved by its frame's origin (4, 2).
        #expect(drawn[1].transform == CGAffineTransform(translationX: 4, y: 2))
        #expect(drawn[1].path.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 3))
    }
}
