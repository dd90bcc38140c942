import AutoLayout
import Foundation

/// UIKit's button configurations (iOS 15): a value describing the button's title, image,
/// insets and colours, applied to a button as a whole. The size is the image, the padding
/// between, the title, and the content insets — 7 above and below and 12 at the sides for the
/// medium size, as UIKit's defaults.
extension Button {
    public struct Configuration: Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Sendable { case dynamic, fixed, capsule, large, medium, small }
        /// The preset sizes: the content insets and the title's font follow them.
        public enum Size: Sendable { case mini, small, medium, large }

        /// The title; setting it replaces the attributed title with plain text.
        public var title: String? {
            get { storedTitle }
            set { (storedTitle, storedAttributedTitle) = (newValue, nil) }
        }
        /// The title with attributes; setting it sets `title` to its characters (its attributes are
        /// kept, and the button draws the configuration's font and colours).
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle ?? storedTitle.map { AttributedString($0) } }
            set { (storedAttributedTitle, storedTitle) = (newValue, newValue.map { String($0.characters) }) }
        }
        /// The subtitle, below the title (kept: the button draws one line of title).
        public var subtitle: String? {
            get { storedSubtitle }
            set { (storedSubtitle, storedAttributedSubtitle) = (newValue, nil) }
        }
        /// The subtitle with attributes; setting it sets `subtitle` to its characters.
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle ?? storedSubtitle.map { AttributedString($0) } }
            set { (storedAttributedSubtitle, storedSubtitle) = (newValue, newValue.map { String($0.characters) }) }
        }
        private var storedTitle: String?
        private var storedAttributedTitle: AttributedString?
        private var storedSubtitle: String?
        private var storedAttributedSubtitle: AttributedString?
        public var image: Image?
        /// Which side of the title the image is on (kept: the button draws it leading).
        public var imagePlacement = DirectionalRectEdge.leading
        /// How the title and subtitle align (kept).
        public var titleAlignment = TitleAlignment.automatic
        /// Space between the title and the subtitle (kept).
        public var titlePadding: CGFloat = 0
        /// Whether a spinner shows in place of the image (kept: none is drawn).
        public var showsActivityIndicator = false
        /// Whether the looks follow the button's selection (kept).
        public var automaticallyUpdateForSelection = true
        /// How a long title is cut (kept: the button's label truncates its tail).
        public var titleLineBreakMode = LineBreakMode.byTruncatingTail
        /// How a long subtitle is cut (kept).
        public var subtitleLineBreakMode = LineBreakMode.byTruncatingTail

        /// How a configuration's title and subtitle align (UIKit's `UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        /// The content insets back to the size's own.
        public mutating func setDefaultContentInsets() { contentInsets = Configuration.insets(for: buttonSize) }

        /// The configuration for `button`'s state: the same, as a configuration's looks here do not
        /// change with highlighting or selection.
        public func updated(for button: Button) -> Configuration { self }
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Turns the title's font and colour into the ones drawn.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// Turns the subtitle's font and colour into the ones drawn (kept: the subtitle is not drawn).
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// The background's colour; nil takes the style's (the tint for the filled styles).
        public var baseBackgroundColor: Color?
        /// The title's colour; nil takes the style's.
        public var baseForegroundColor: Color?
        /// Space around the content.
        public var contentInsets: DirectionalEdgeInsets
        public var cornerStyle = CornerStyle.dynamic
        /// The preset size; setting it sets the content insets and the font to its own.
        public var buttonSize = Size.medium {
            didSet { contentInsets = Configuration.insets(for: buttonSize) }
        }
        /// Whether the style fills its background.
        let isFilled: Bool

        private init(filled: Bool) {
            isFilled = filled
            contentInsets = Configuration.insets(for: .medium)
        }

        static func insets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: return DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font for the preset size.
        var font: Font {
            switch buttonSize {
            case .mini: return Font(pointSize: 12)
            case .small: return Font(pointSize: 15)
            case .medium: return Font(pointSize: 17)
            case .large: return Font(pointSize: 17)
            }
        }

        public static func plain() -> Configuration { Configuration(filled: false) }
        public static func tinted() -> Configuration { Configuration(filled: false) }
        public static func gray() -> Configuration { Configuration(filled: false) }
        public static func filled() -> Configuration { Configuration(filled: true) }
        public static func borderless() -> Configuration { Configuration(filled: false) }
        public static func bordered() -> Configuration { Configuration(filled: false) }
        public static func borderedTinted() -> Configuration { Configuration(filled: false) }
        public static func borderedProminent() -> Configuration { Configuration(filled: true) }
    }

    /// A button made from a configuration (UIKit's `UIButton(configuration:)`).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The configuration, applied whole when set: title, image, padding, insets, font, colours.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            guard let configuration = newValue else { return }
            setTitle(configuration.title, for: .normal)
            setImage(configuration.image, for: .normal)
            imagePadding = configuration.imagePadding
            contentEdgeInsets = configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
            let tint: Color = tintColor
            if configuration.isFilled {
                backgroundColor = configuration.baseBackgroundColor ?? tint
            } else if let background = configuration.baseBackgroundColor {
                backgroundColor = background
            }
            // The title's attributes: the size's font and the style's colour, then the attributed
            // title's own, then what the transformer makes of them.
            var attributes = AttributeContainer()
            attributes.font = configuration.font
            attributes.foregroundColor = configuration.baseForegroundColor ?? (configuration.isFilled ? .white : tint)
            if let run = configuration.attributedTitle?.runs.first {
                if let own = run.font { attributes.font = own }
                if let own = run.foregroundColor { attributes.foregroundColor = own }
            }
            if let transformer = configuration.titleTextAttributesTransformer { attributes = transformer(attributes) }
            font = attributes.font ?? configuration.font
            setTitleColor(attributes.foregroundColor ?? tint, for: .normal)
            switch configuration.cornerStyle {
            case .small: layerCornerRadius = 6
            case .medium, .dynamic: layerCornerRadius = 8
            case .large: layerCornerRadius = 12
            case .capsule: layerCornerRadius = .greatestFiniteMagnitude
            case .fixed: break
            }
        }
    }
}
