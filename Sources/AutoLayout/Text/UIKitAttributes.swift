import Foundation

// UIKit's attributes of `AttributedString` (`font`, `foregroundColor`, …), which Foundation on
// Linux does not have: declared as UIKit declares them, a scope of keys named as
// `NSAttributedString.Key`'s, so that `title.font = .boldSystemFont(ofSize: 15)` and
// `AttributeContainer().foregroundColor(.red)` compile and read back.
extension AttributeScopes {
    /// UIKit's text attributes, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }
    /// UIKit's text attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
    /// The font of the characters.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "NSFont"
    }
    /// The colour of the characters.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSColor"
    }
    /// The colour behind the characters.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSBackgroundColor"
    }
    /// Extra space after each character, in points.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSKern"
    }
    /// How far the characters are raised from the baseline, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSBaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`string.font`), as on Apple's platforms.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
