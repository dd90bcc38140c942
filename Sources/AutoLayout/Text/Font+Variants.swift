import Foundation

extension Font {
    /// UIKit's spelling: digits of one width; the fixed metrics already give every character one.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// UIKit's spelling: the italic font of the given size (drawn upright here; the same metrics).
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(pointSize: size, weight: weight, typeface: typeface)
    }
}
