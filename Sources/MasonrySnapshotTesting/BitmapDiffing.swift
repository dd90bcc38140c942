import Foundation
import MasonryPNG
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Compares bitmaps stored as PNG: equal sizes, and at least `precision` of the pixels within
    /// `1 - perceptualPrecision` of ΔE 100 of each other. A failure says how many pixels differ
    /// and by how much at most, and attaches both images.
    public static func bitmap(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        Diffing.diff(
            toData: { (try? PNGRenderer.encode($0)) ?? Data() },
            fromData: { (try? PNGRenderer.decode($0)) ?? Bitmap(width: 0, height: 0, rgba: []) },
            diffV2: { reference, actual in
                let attachments: [DiffAttachment] = [
                    .data((try? PNGRenderer.encode(reference)) ?? Data(), name: "reference.png"),
                    .data((try? PNGRenderer.encode(actual)) ?? Data(), name: "failure.png"),
                ]
                guard reference.width == actual.width, reference.height == actual.height else {
                    return ("The image is \(actual.width) × \(actual.height) pixels; the reference is "
                        + "\(reference.width) × \(reference.height).", attachments)
                }
                guard let message = BitmapComparison(reference, actual).failure(precision: precision,
                                                                                 perceptualPrecision: perceptualPrecision)
                else { return nil }
                return (message, attachments)
            })
    }
}

/// Two bitmaps of one size, compared pixel by pixel in CIE L*a*b*.
struct BitmapComparison {
    let reference: Bitmap
    let actual: Bitmap

    init(_ reference: Bitmap, _ actual: Bitmap) {
        self.reference = reference
        self.actual = actual
    }

    /// Why the bitmaps do not match within the tolerances, or nil when they do.
    func failure(precision: Float, perceptualPrecision: Float) -> String? {
        let pixels = reference.width * reference.height
        guard pixels > 0 else { return nil }
        let limit = Double(max(0, 1 - perceptualPrecision)) * 100
        var differing = 0
        var worst = 0.0
        for pixel in 0..<pixels {
            let index = pixel * 4
            if reference.rgba[index..<index + 4] == actual.rgba[index..<index + 4] { continue }
            let difference = BitmapComparison.deltaE(Array(reference.rgba[index..<index + 4]), Array(actual.rgba[index..<index + 4]))
            worst = max(worst, difference)
            if difference > limit { differing += 1 }
        }
        let matching = Float(pixels - differing) / Float(pixels)
        guard matching < precision else { return nil }
        return "\(differing) of \(pixels) pixels differ by more than ΔE \(String(format: "%.2f", limit)) "
            + "(the largest ΔE \(String(format: "%.2f", worst))); \(String(format: "%.4f", matching)) match, "
            + "\(precision) must."
    }

    /// The CIE 1976 colour difference of two RGBA pixels, each composited over white first.
    static func deltaE(_ a: [UInt8], _ b: [UInt8]) -> Double {
        let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    /// sRGB (over white) to CIE L*a*b* under D65.
    static func lab(_ pixel: [UInt8]) -> (Double, Double, Double) {
        let alpha = Double(pixel[3]) / 255
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255 * alpha + (1 - alpha)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(pixel[0]), linear(pixel[1]), linear(pixel[2]))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
