import AutoLayout
import Foundation

extension Image {
    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`), kept.
    public struct SymbolConfiguration: Sendable {
        public var pointSize: CGFloat?
        public var weight: Font.Weight?
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: Font.Weight) { (self.pointSize, self.weight) = (pointSize, weight) }
        public init(weight: Font.Weight) { self.weight = weight }
        public init(textStyle: Font.TextStyle) { pointSize = textStyle.pointSize }
    }

    /// A registered symbol image (see `init?(systemName:)`); the configuration is kept aside.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName)
    }

    /// The image with a symbol configuration (the same image here).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }
}
