import Foundation

#if !canImport(CoreGraphics)
extension CGMutablePath {
    /// Begins a subpath at `point` (a point that is not a number, or infinite, adds nothing).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let point = point.applying(transform)
        guard point.x.isFinite, point.y.isFinite else { return }
        append(.moveToPoint, [point])
        (current, subpathStart) = (point, point)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        addSegment(.addLineToPoint, [point.applying(transform)])
    }

    /// A quadratic curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addSegment(.addQuadCurveToPoint, [control.applying(transform), end.applying(transform)])
    }

    /// A cubic curve from the current point to `end`, pulled towards `control1` then `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        addSegment(.addCurveToPoint, [control1.applying(transform), control2.applying(transform), end.applying(transform)])
    }

    /// Closes the open subpath with a line back to its start, which becomes the current point.
    public func closeSubpath() {
        guard current != nil, kinds.last != .closeSubpath else { return }
        append(.closeSubpath, [])
        current = subpathStart
    }

    /// Straight lines through `points`, beginning a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], transform: transform)
        closeSubpath()
    }

    /// Each rectangle of `rects`, closed.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse in `rect`: four cubic curves, clockwise on screen from the middle of the
    /// right edge, as Core Graphics draws one.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (kx, ky) = (rx * CGMutablePath.kappa, ry * CGMutablePath.kappa)
        let (cx, cy) = (rect.midX, rect.midY)
        move(to: CGPoint(x: rect.maxX, y: cy), transform: transform)
        for (end, c1, c2) in [
            (CGPoint(x: cx, y: rect.maxY), CGPoint(x: rect.maxX, y: cy + ky), CGPoint(x: cx + kx, y: rect.maxY)),
            (CGPoint(x: rect.minX, y: cy), CGPoint(x: cx - kx, y: rect.maxY), CGPoint(x: rect.minX, y: cy + ky)),
            (CGPoint(x: cx, y: rect.minY), CGPoint(x: rect.minX, y: cy - ky), CGPoint(x: cx - kx, y: rect.minY)),
            (CGPoint(x: rect.maxX, y: cy), CGPoint(x: cx + kx, y: rect.minY), CGPoint(x: rect.maxX, y: cy - ky)),
        ] {
            addCurve(to: end, control1: c1, control2: c2, transform: transform)
        }
        closeSubpath()
    }

    /// A closed rectangle with quarter-ellipse corners `cornerWidth` × `cornerHeight` (each at
    /// most half the side), clockwise on screen from the end of the top-left corner.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, corners: .allCorners, radii: CGSize(width: cornerWidth, height: cornerHeight),
                       transform: transform)
    }

    /// A closed rectangle whose `corners` are quarter ellipses `radii` wide and high (each at most
    /// half the side), clockwise on screen from the end of the top-left corner: the one shape
    /// both this and `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` make.
    func addRoundedRect(in rect: CGRect, corners: RectCorner, radii: CGSize, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let w = max(0, min(radii.width, rect.width / 2)), h = max(0, min(radii.height, rect.height / 2))
        guard w > 0, h > 0, !corners.isEmpty else { return addRect(rect, transform: transform) }
        let k = CGMutablePath.kappa
        // Each corner from the top right on: where its curve begins, the corner, where it ends.
        let spots: [(RectCorner, CGPoint, CGPoint, CGPoint)] = [
            (.topRight, CGPoint(x: rect.maxX - w, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY + h)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY - h), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - w, y: rect.maxY)),
            (.bottomLeft, CGPoint(x: rect.minX + w, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY - h)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY + h), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + w, y: rect.minY)),
        ]
        move(to: corners.contains(.topLeft) ? CGPoint(x: rect.minX + w, y: rect.minY) : CGPoint(x: rect.minX, y: rect.minY),
             transform: transform)
        for (corner, from, point, to) in spots {
            guard corners.contains(corner) else {
                if corner != .topLeft { addLine(to: point, transform: transform) }  // the close goes back to it
                continue
            }
            addLine(to: from, transform: transform)
            addCurve(to: to, control1: CGPoint(x: from.x + (point.x - from.x) * k, y: from.y + (point.y - from.y) * k),
                     control2: CGPoint(x: to.x + (point.x - to.x) * k, y: to.y + (point.y - to.y) * k), transform: transform)
        }
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the
    /// x axis towards the y axis), joined to the current point by a line. `clockwise` is in Core
    /// Graphics' unflipped space, so `true` runs towards smaller angles: anticlockwise on screen,
    /// the opposite of `UIBezierPath`'s.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let turn = 2 * CGFloat.pi
        var delta = clockwise ? startAngle - endAngle : endAngle - startAngle
        delta = delta >= turn ? turn : delta.truncatingRemainder(dividingBy: turn)
        if delta < 0 { delta += turn }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -delta : delta,
                       transform: transform)
    }

    /// An arc of `delta` radians around `center` from `startAngle`, joined to the current point
    /// by a line: cubic curves of at most a quarter turn each.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        // A line joins the current point to the arc's start, unless it is there already.
        let start = point(startAngle)
        if current == nil {
            move(to: start, transform: transform)
        } else if let from = current, hypot(from.x - start.applying(transform).x, from.y - start.applying(transform).y) > 1e-9 {
            addLine(to: start, transform: transform)
        }
        // Whole turns past the first add nothing to see, so the pieces are bounded whatever `delta` is.
        let pieces = max(1, min(64, Int((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let end = angle + step
            let (a, b) = (point(angle), point(end))
            addCurve(to: b, control1: CGPoint(x: a.x - k * sin(angle), y: a.y + k * cos(angle)),
                     control2: CGPoint(x: b.x + k * sin(end), y: b.y - k * cos(end)), transform: transform)
            angle = end
        }
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// that line and to the line on to `tangent2End`; a line to `tangent1End` when they are straight.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let start = current else { return }
        // The current point is already transformed; the tangents are worked out before transforming.
        let inverse = transform.inverted()
        let p0 = start.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let (u, v) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let (lu, lv) = ((u.x * u.x + u.y * u.y).squareRoot(), (v.x * v.x + v.y * v.y).squareRoot())
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(max(-1, min(1, (u.x * v.x + u.y * v.y) / (lu * lv))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u.x / lu * distance, y: p1.y + u.y / lu * distance)
        let t2 = CGPoint(x: p1.x + v.x / lv * distance, y: p1.y + v.y / lv * distance)
        let toCenter = radius / sin(angle / 2)
        let bisector = CGPoint(x: u.x / lu + v.x / lv, y: u.y / lu + v.y / lv)
        let lb = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let center = CGPoint(x: p1.x + bisector.x / lb * toCenter, y: p1.y + bisector.y / lb * toCenter)
        let from = atan2(t1.y - center.y, t1.x - center.x), to = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = to - from
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        addRelativeArc(center: center, radius: radius, startAngle: from, delta: sweep, transform: transform)
    }

    /// Every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = CGPath(copying: path, transform: transform)
        kinds += added.kinds
        points += added.points
        if added.current != nil { (current, subpathStart) = (added.current, added.subpathStart) }
    }

    // The ratio of a quarter circle's control arm to its radius: 4/3 (√2 − 1).
    static let kappa: CGFloat = 0.5522847498307936

    private func append(_ kind: CGPathElementType, _ added: [CGPoint]) {
        kinds.append(kind)
        points += added
    }

    // A segment needs a current point; after a close it begins a new subpath where the last ended.
    private func addSegment(_ kind: CGPathElementType, _ added: [CGPoint]) {
        guard let from = current, added.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if kinds.last == .closeSubpath { move(to: from) }
        append(kind, added)
        current = added.last
    }
}

extension CGAffineTransform {
    /// The transform that undoes this one; this one unchanged when it cannot be undone.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
#endif
