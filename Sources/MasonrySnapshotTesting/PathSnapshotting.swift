import AutoLayout
import Foundation
import MasonryPNG
import SnapshotTesting
import UIKitRuntime

extension Snapshotting where Value == CGPath, Format == Image {
    /// The path filled black by the even-odd rule on a transparent image of its bounds, one
    /// pixel a point, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path drawn by `drawingMode` (black, 1-point strokes) on a transparent image of its
    /// outline's bounds, `scale` pixels a point; `precision` and `perceptualPrecision` as
    /// `Diffing<Image>.image`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { path in
            let bitmap = PNGRenderer.rasterize(path, bounds: path.boundingBoxOfPath, scale: scale,
                                               style: PNGRenderer.PathStyle(drawingMode: drawingMode))
            return Image(bitmap, scale: scale)
        }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// The path's elements, a line each, numbers with one to three decimals.
    public static var elementsDescription: Snapshotting { elementsDescription(numberFormatter: pathNumberFormatter()) }

    /// The path's elements, a line each: the kind (`MoveTo`, `LineTo`, `QuadCurveTo`, `CurveTo`,
    /// `Close`) and its points, control points first; a blank line before each subpath after the first.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting.lines.pullback { path in
            var text = ""
            path.applyWithBlock { element in
                let kind = element.pointee.type
                if kind == .moveToPoint && !text.isEmpty { text += "\n" }
                let points = UnsafeBufferPointer(start: element.pointee.points, count: kind.pointCount)
                let described = points.map { point in
                    "(\(numberFormatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"), "
                        + "\(numberFormatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"))"
                }
                text += kind.describedName + " " + described.joined(separator: " ") + "\n"
            }
            return text
        }
    }
}

extension Snapshotting where Value == BezierPath, Format == Image {
    /// The path filled black by its own fill rule on a transparent image of its bounds, one
    /// pixel a point, every pixel matching.
    public static var image: Snapshotting { image() }

    /// The path filled black by its own fill rule on a transparent image of its bounds (control
    /// points included), `scale` pixels a point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { path in
            let style = PNGRenderer.PathStyle(drawingMode: path.usesEvenOddFillRule ? .eoFill : .fill)
            return Image(PNGRenderer.rasterize(path.cgPath, bounds: path.bounds, scale: scale, style: style), scale: scale)
        }
    }
}

extension Snapshotting where Value == BezierPath, Format == String {
    /// The path's elements (see `Snapshotting<CGPath, String>.elementsDescription`).
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { $0.cgPath }
    }

    /// The path's elements, numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { $0.cgPath }
    }
}

/// One to three decimals, a point between them, no grouping, whatever the locale. (Foundation
/// here keeps only the minimum of decimals without a number style, so the decimal style is set.)
private func pathNumberFormatter() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.decimalSeparator = "."
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    return formatter
}

extension CGPathElementType {
    fileprivate var describedName: String {
        switch self {
        case .moveToPoint: "MoveTo"
        case .addLineToPoint: "LineTo"
        case .addQuadCurveToPoint: "QuadCurveTo"
        case .addCurveToPoint: "CurveTo"
        case .closeSubpath: "Close"
        }
    }
}
