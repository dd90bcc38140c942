import AutoLayout
import UIKitRuntime
import Foundation
import MasonryPNG
import MasonryRender
@_exported import SnapshotTesting

// Snapshot strategies for laid-out views, for swift-snapshot-testing's `assertSnapshot`. Each
// lays the view out first — at `size` when one is given — so that
// `assertSnapshot(of: view, as: .frames(size: CGSize(width: 375, height: 667)))` is the whole test.
// swift-snapshot-testing's own UIKit strategies (`.image(on:)`, `.recursiveDescription`) are in
// DeviceSnapshotting.swift.

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Gives `view` `size` (when given) and runs its layout pass.
func laidOut(_ view: View, size: CGSize?) -> View {
    if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    view.layoutIfNeeded()
    return view
}

extension Snapshotting where Value == View, Format == String {
    /// The frame tree as JSON (every view's class, key and frame).
    public static var frames: Snapshotting { frames(size: nil) }
    /// The frame tree as JSON, laid out at `size`.
    public static func frames(size: CGSize?) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { view in assumeViewIsolation { JSONRenderer.render(laidOut(view, size: size)) } }
    }

    /// The views as box drawing.
    public static var ascii: Snapshotting { ascii(size: nil) }
    /// The views as box drawing, laid out at `size`.
    public static func ascii(size: CGSize?) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in assumeViewIsolation { ASCIIRenderer.render(laidOut(view, size: size)) } }
    }

    /// The views as SVG.
    public static var svg: Snapshotting { svg(size: nil) }
    /// The views as SVG, laid out at `size`.
    public static func svg(size: CGSize?) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in assumeViewIsolation { SVGRenderer.render(laidOut(view, size: size)) } }
    }
}

extension Snapshotting where Value == View, Format == Image {
    /// The views drawn as PNG at 2 pixels a point, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The views drawn as PNG, laid out at `size`, `scale` pixels a point. As swift-snapshot-
    /// testing's image strategies: `precision` is the fraction of pixels that must match, and a
    /// pixel matches when its colour is within `1 - perceptualPrecision` of the reference's
    /// (as a fraction of the largest CIE 1976 colour difference, ΔE 100). Without `scale`,
    /// `image(precision:perceptualPrecision:size:traits:)` draws at the traits' display scale.
    public static func image(size: CGSize? = nil, scale: CGFloat, precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view in assumeViewIsolation { Image(PNGRenderer.rasterize(laidOut(view, size: size), options: PNGRenderer.Options(scale: scale)), scale: scale) }
        }
    }
}

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller's view's frame tree as JSON, laid out at `size` when given.
    public static func frames(size: CGSize?) -> Snapshotting {
        Snapshotting<View, String>.frames(size: size).pullback { controller in assumeViewIsolation { controller.view } }
    }
    /// The controller's view as box drawing, laid out at `size` when given.
    public static func ascii(size: CGSize?) -> Snapshotting {
        Snapshotting<View, String>.ascii(size: size).pullback { controller in assumeViewIsolation { controller.view } }
    }
}

extension Snapshotting where Value == ViewController, Format == Image {
    /// The controller's view drawn as PNG, laid out at `size`, `scale` pixels a point (see the
    /// `View` strategy); without `scale`, `image(on:…)` and `image(precision:…)` show the
    /// controller as swift-snapshot-testing does.
    public static func image(size: CGSize? = nil, scale: CGFloat, precision: Float = 1,
                             perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<View, Image>.image(size: size, scale: scale, precision: precision,
                                         perceptualPrecision: perceptualPrecision).pullback { controller in assumeViewIsolation { controller.view } }
    }
}
