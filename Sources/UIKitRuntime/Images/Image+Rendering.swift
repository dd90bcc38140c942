import AutoLayout
import Foundation

extension Image {
    /// How an image is drawn: as is, or as a template tinted with the view's tint colour.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The image with `edit` made to how it is drawn (the pixels and size are the same).
    func with(_ edit: (inout Drawing) -> Void) -> Image {
        var drawing = self.drawing
        edit(&drawing)
        return Image(self, drawing: drawing)
    }

    /// The image at the size that fits in `box` keeping its proportions; its pixels are not
    /// resampled here, so the thumbnail has its size only.
    func thumbnail(fitting box: CGSize) -> Image? {
        guard size.width > 0, size.height > 0 else { return nil }
        let factor = min(box.width / size.width, box.height / size.height)
        return Image(size: CGSize(width: (size.width * factor).rounded(), height: (size.height * factor).rounded()), scale: scale)
    }
}

extension Image.Orientation {
    /// The orientation mirrored left to right.
    var mirrored: Self {
        switch self {
        case .up: .upMirrored
        case .down: .downMirrored
        case .left: .leftMirrored
        case .right: .rightMirrored
        case .upMirrored: .up
        case .downMirrored: .down
        case .leftMirrored: .left
        case .rightMirrored: .right
        }
    }
}
