import AutoLayout
import Foundation
import MasonryPNG
import SnapshotTesting
import UIKitRuntime

extension Image {
    /// The image as PNG data (UIKit's `pngData()`): a drawn image rasterized; an image known by
    /// its size only is transparent. Nil for an image too large to encode.
    public func pngData() -> Data? { try? PNGRenderer.encode(bitmap) }

    /// An image of `bitmap`'s pixels at `scale`.
    convenience init(_ bitmap: Bitmap, scale: CGFloat) {
        self.init(pixelWidth: bitmap.width, height: bitmap.height, scale: scale, rgba: bitmap.rgba)
    }

    /// The image's pixels: a drawn image's recording rasterized, a PNG file's decoded; transparent
    /// ones for an image known by its size only.
    var bitmap: Bitmap {
        if let drawn = backing, drawn.displayList != nil { return PNGRenderer.rasterize(drawn) }
        if rgba == nil, let encoded, let decoded = try? PNGRenderer.decode(encoded) { return decoded }
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        return Bitmap(width: width, height: height, rgba: rgba ?? [UInt8](repeating: 0, count: width * height * 4))
    }
}

extension Diffing where Value == Image {
    /// Compares images stored as PNG, as swift-snapshot-testing's `Diffing<UIImage>.image`: equal
    /// sizes, and at least `precision` of the pixels within `1 - perceptualPrecision` of ΔE 100 of
    /// each other (see `Diffing<Bitmap>.bitmap`). `scale` is the scale references are read at.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let bitmaps = Diffing<Bitmap>.bitmap(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing.diff(
            // An image of no size (a view of zero width or height) is stored as swift-snapshot-testing
            // stores it: its placeholder, a red label saying so.
            toData: { bitmaps.toData($0.isEmpty ? assumeViewIsolation { Image.emptyPlaceholder } : $0.bitmap) },
            fromData: { Image(bitmaps.fromData($0), scale: scale ?? 2) },
            diffV2: { reference, actual in
                if actual.isEmpty {
                    return reference.isEmpty ? nil : ("Newly-taken snapshot is empty.", [])
                }
                return bitmaps.diffV2(reference.bitmap, actual.bitmap)
            })
    }
}

extension Image {
    /// Whether the image has no pixels: a drawing of a view of zero width or height.
    var isEmpty: Bool { size.width * scale < 1 || size.height * scale < 1 }

    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// What swift-snapshot-testing stores for an image of no size: a red 400 × 80 label saying
    /// that no image could be made, at 2 pixels a point.
    static var emptyPlaceholder: Bitmap {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text = "Error: No image could be generated for this view as its size was zero. "
            + "Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        return PNGRenderer.rasterize(label, options: PNGRenderer.Options(scale: 2))
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// An image itself, every pixel matching.
    public static var image: Snapshotting { image() }

    /// An image itself, within `precision` and `perceptualPrecision` (see `Diffing<Image>.image`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
