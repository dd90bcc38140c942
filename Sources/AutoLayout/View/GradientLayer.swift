import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A layer filled with a colour gradient over its background (Core Animation's
/// `CAGradientLayer`): along the line from `startPoint` to `endPoint`, around `startPoint`, or
/// swept about it, in units of the bounds' size.
open class GradientLayer: Layer {
    /// The colours (`UIColor.red.cgColor`, …), from the start to the end; none draws nothing.
    open var colors: [Any]?
    /// Where each colour sits, 0 to 1 and rising; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in units of the bounds' size (the top middle, 0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (the bottom middle, 0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Along a line, around a centre, or swept about it.
    open var type = GradientType.axial

    override class func madeForView(_ view: View) -> Layer { GradientLayer(view: view) }

    /// How the colours are laid out (Core Animation's `CAGradientLayerType`).
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along the line from the start point to the end point.
        public static let axial = GradientType(rawValue: "axial")
        /// In ellipses around the start point, reaching the end point at the last colour.
        public static let radial = GradientType(rawValue: "radial")
        /// Swept clockwise about the start point, from the direction of the end point.
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours and where each sits, as drawn: the colours that are colours, at their
    /// locations when there are as many of those and all are numbers, evenly spaced otherwise.
    package var stops: [(color: Color, location: CGFloat)] {
        let shades = (colors ?? []).compactMap { $0 as? Color }
        let given = locations.map { $0.map { CGFloat($0.doubleValue) } }.flatMap { $0.allSatisfy(\.isFinite) ? $0 : nil }
        return shades.enumerated().map { index, color in
            if let given, given.count == shades.count { return (color, given[index]) }
            return (color, shades.count > 1 ? CGFloat(index) / CGFloat(shades.count - 1) : 0)
        }
    }
}
