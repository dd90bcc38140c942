import AutoLayout
import Foundation

extension Image {
    /// What an image is made for (UIKit's `UIImage.Configuration`): traits.
    public typealias Configuration = ImageConfiguration

    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): a point size, a weight,
    /// or a text style's size, kept with the image.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The symbol's size in points, if given.
        open var pointSize: CGFloat?
        /// The symbol's weight, if given.
        open var weight: Font.Weight?
        /// A symbol of `pointSize`.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        /// A symbol of `pointSize` and `weight`.
        public init(pointSize: CGFloat, weight: Font.Weight) { (self.pointSize, self.weight) = (pointSize, weight) }
        /// A symbol of `weight`.
        public init(weight: Font.Weight) { self.weight = weight }
        /// A symbol of the text style's size.
        public init(textStyle: Font.TextStyle) { pointSize = textStyle.pointSize }
        private override init() {}
        /// This configuration with what `other` gives over it.
        open func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            let combined = SymbolConfiguration()
            combined.pointSize = other?.pointSize ?? pointSize
            combined.weight = other?.weight ?? weight
            combined.traitCollection = other?.traitCollection ?? traitCollection
            return combined
        }
    }

    /// A registered symbol image (see `init?(systemName:)`) with `configuration`.
    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        guard let image = Image(systemName: systemName) else { return nil }
        var drawing = image.drawing
        drawing.configuration = configuration
        self.init(image, drawing: drawing)
    }

    /// A registered symbol image; the traits are those of the image here.
    public convenience init?(systemName: String, compatibleWith traitCollection: TraitCollection?) {
        self.init(systemName: systemName)
    }

    /// A registered symbol image with `configuration`; the variable value (how much of a variable
    /// symbol is filled) is not drawn here.
    public convenience init?(systemName: String, variableValue: Double, configuration: Configuration?) {
        self.init(systemName: systemName, withConfiguration: configuration)
    }

    /// The image registered under `name` with `configuration`; there are no bundles of assets here.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let image = Image(named: name) else { return nil }
        var drawing = image.drawing
        drawing.configuration = configuration
        self.init(image, drawing: drawing)
    }

    /// The image registered under `name` with `configuration`; the variable value is not drawn here.
    public convenience init?(named name: String, in bundle: Bundle?, variableValue: Double, configuration: Configuration?) {
        self.init(named: name, in: bundle, with: configuration)
    }
}
