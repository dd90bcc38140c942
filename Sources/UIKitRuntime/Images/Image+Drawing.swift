import AutoLayout
import Foundation

// An image drawn into the current context, and images made from a context's recording.
extension Image {
    /// The image of what `context` has recorded so far, at its scale.
    convenience init(recordedBy context: CGContext) {
        if let image = context.makeImage() {
            self.init(cgImage: image, scale: context.scale, orientation: .up)
        } else {
            self.init(size: context.displayList.size, scale: context.scale)
        }
    }

    /// The pixels or recording behind the image: what it was made from, else its pixels.
    var drawnImage: CGImage? {
        if let backing { return backing }
        guard let rgba else { return nil }
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), rgba: rgba)
    }

    /// Records the image over `rect` (tiled across `tiledArea` when given) in the current context,
    /// the right way up and mirrored or turned half round as its orientation says (a quarter turn
    /// is drawn as stored); nothing without a context or for an image with neither pixels nor a drawing.
    func drawInCurrentContext(_ rect: CGRect, tiledArea: CGRect?, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let (flipX, flipY): (Bool, Bool)
        switch imageOrientation {
        case .down: (flipX, flipY) = (true, true)
        case .upMirrored: (flipX, flipY) = (true, false)
        case .downMirrored: (flipX, flipY) = (false, true)
        default: (flipX, flipY) = (false, false)
        }
        let mirror = CGAffineTransform(a: flipX ? -1 : 1, b: 0, c: 0, d: flipY ? -1 : 1,
                                       tx: flipX ? rect.minX + rect.maxX : 0, ty: flipY ? rect.minY + rect.maxY : 0)
        context.drawImage(image, in: rect, transform: mirror.concatenating(context.ctm), tiledArea: tiledArea,
                          alpha: alpha.isFinite ? min(1, max(0, alpha)) : 1, blendMode: blendMode)
    }
}

// Image views put their image in their layer's contents; renderers draw it from there.
extension Image: CGImageProviding {
    /// The file's bytes the image was made from (`init(data:)`).
    public var encodedImageData: Data? { encoded }
}
