import Foundation

// What a path's drawing members do with the current context: each sets the context's stroke or
// fill rule from the path, draws, and leaves the context's state as it found it.
extension BezierPath {
    /// Fills or strokes the path in the current context; nothing without one (UIKit logs then).
    func drawInCurrentContext(_ mode: CGPathDrawingMode, blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let context = CGContext.current else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if alpha != 1, alpha.isFinite { context.setAlpha(context.state.alpha * min(1, max(0, alpha))) }
        context.beginPath()
        context.addPath(cgPath)
        if mode == .stroke {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDashPhase, lengths: lineDash)
            context.strokePath()
        } else {
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
        context.restoreGState()
    }

    /// Adds the path's inside to the current context's clip; nothing without a context.
    func clipCurrentContext() {
        guard let context = CGContext.current else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Keeps `count` dash lengths read from `pattern`; none when it is nil or `count` is not positive.
    func setDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            lineDash = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            lineDash = []
        }
        lineDashPhase = phase.isFinite ? phase : 0
    }

    /// Writes the dash lengths, their count and the phase where asked.
    func readDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in lineDash.enumerated() { pattern[index] = length } }
        count?.pointee = lineDash.count
        phase?.pointee = lineDashPhase
    }

    /// A path of the reversed outline with this one's stroke and fill rule.
    func reversedCopy() -> BezierPath {
        let reversed = (copy() as? BezierPath) ?? BezierPath()
        reversed.cgPath = cgPath.reversed()
        return reversed
    }
}
