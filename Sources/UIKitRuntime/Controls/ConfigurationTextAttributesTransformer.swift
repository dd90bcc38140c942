import AutoLayout
import Foundation

/// What turns a configuration's default text attributes into the ones drawn (UIKit's
/// `UIConfigurationTextAttributesTransformer`): a button configuration's title font and colour.
// @unchecked Sendable: configurations are values UIKit passes on the main actor; the closure is
// the app's and is only called there.
public struct ConfigurationTextAttributesTransformer: @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer
    /// A transformer running `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
