import AutoLayout
import Foundation
import MasonryPNG
import SnapshotTesting
import UIKitRuntime

extension Snapshotting where Value == Layer, Format == Image {
    /// The layer and its sublayers drawn on a transparent image of its bounds, at the screen's
    /// 2 pixels a point, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The layer laid out (`setNeedsLayout()`, `layoutIfNeeded()`) and drawn with its sublayers
    /// on a transparent image of its bounds, at `traits`' display scale (the screen's 2 when it
    /// has none); `precision` and `perceptualPrecision` as `Diffing<Image>.image`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: TraitCollection = .init()) -> Snapshotting {
        let scale = imageScale(traits)
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { layer in
            assumeViewIsolation {
                layer.setNeedsLayout()
                layer.layoutIfNeeded()
                return Image(PNGRenderer.rasterize(layer, scale: scale), scale: scale)
            }
        }
    }
}
