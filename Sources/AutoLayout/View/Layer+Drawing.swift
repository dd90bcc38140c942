import Foundation

// A layer drawn into a context: what `draw(in:)` and `render(in:)` do, and where contents go.
extension Layer {
    /// `draw(in:)`'s work: a view's layer draws the view (`draw(_:)`, the context current), any
    /// other asks its delegate.
    func drawOwnContent(in ctx: CGContext) {
        if let view {
            view.drawWithCurrentContext(ctx)
        } else {
            delegate?.draw(self, in: ctx)
        }
    }

    /// `render(in:)`'s work, as Core Animation composites a layer: its background, its contents
    /// image, what it draws, its sublayers (inside its bounds when it masks), then its border.
    func renderTree(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        ctx.setAlpha(ctx.state.alpha * CGFloat(max(0, min(1, opacity))))
        let outline = CGPath(roundedRect: bounds, cornerWidth: min(cornerRadius, bounds.width / 2, bounds.height / 2),
                             cornerHeight: min(cornerRadius, bounds.width / 2, bounds.height / 2), transform: nil)
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = (contents as? CGImageProviding)?.cgImage {
            let size = image.displayList?.size ?? CGSize(width: CGFloat(image.width) / max(contentsScale, 0.01),
                                                         height: CGFloat(image.height) / max(contentsScale, 0.01))
            let placed = contentsPlacement(of: size)
            ctx.drawImage(image, in: placed, transform: ctx.ctm)
        }
        draw(in: ctx)
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            ctx.translateBy(x: sublayer.frame.minX - sublayer.bounds.minX, y: sublayer.frame.minY - sublayer.bounds.minY)
            sublayer.renderTree(in: ctx)
            ctx.restoreGState()
        }
        let width = min(borderWidth, bounds.width / 2, bounds.height / 2)
        if width > 0 {
            let inner = bounds.insetBy(dx: width / 2, dy: width / 2)
            let radius = max(0, min(cornerRadius, bounds.width / 2, bounds.height / 2) - width / 2)
            ctx.addPath(CGPath(roundedRect: inner, cornerWidth: radius, cornerHeight: radius, transform: nil))
            ctx.setStrokeColor(borderColor ?? .black)
            ctx.setLineWidth(width)
            ctx.strokePath()
        }
        ctx.restoreGState()
    }

    /// Where contents of `size` points go in the bounds: as the view's `contentMode` says for a
    /// view's layer (UIKit sets the gravity from it), else as `contentsGravity` says.
    package func contentsPlacement(of size: CGSize) -> CGRect {
        if let view { return view.contentsPlacement(of: size) }
        return Layer.place(size, in: bounds, gravity: contentsGravity)
    }

    /// Where contents of `size` go in `box` by `gravity`: stretched, scaled to fit or fill
    /// keeping their proportions, or at their size against an edge, a corner or the middle.
    package static func place(_ size: CGSize, in box: CGRect, gravity: ContentsGravity) -> CGRect {
        guard size.width > 0, size.height > 0 else { return box }
        var placed = CGRect(origin: .zero, size: size)
        switch gravity {
        case .resize: return box
        case .resizeAspect, .resizeAspectFill:
            let (sx, sy) = (box.width / size.width, box.height / size.height)
            let factor = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            placed.size = CGSize(width: size.width * factor, height: size.height * factor)
        default: break
        }
        let name = gravity.rawValue.lowercased()
        let x = name.contains("left") ? box.minX : name.contains("right") ? box.maxX - placed.width : box.midX - placed.width / 2
        let y = name.hasPrefix("top") ? box.minY : name.hasPrefix("bottom") ? box.maxY - placed.height : box.midY - placed.height / 2
        placed.origin = CGPoint(x: x, y: y)
        return placed
    }
}

extension View {
    /// Where contents of `size` points (the layer's image, what `draw(_:)` recorded) go in the
    /// bounds, as `contentMode` says.
    package func contentsPlacement(of size: CGSize) -> CGRect {
        let modes: [ContentMode: Layer.ContentsGravity] = [
            .scaleAspectFit: .resizeAspect, .scaleAspectFill: .resizeAspectFill, .center: .center, .top: .top,
            .bottom: .bottom, .left: .left, .right: .right, .topLeft: .topLeft, .topRight: .topRight,
            .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
        ]
        return Layer.place(size, in: bounds, gravity: modes[contentMode] ?? .resize)
    }
}
