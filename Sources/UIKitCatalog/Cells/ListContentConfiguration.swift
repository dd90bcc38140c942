import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a cell's content is made from (UIKit's `UIContentConfiguration`).
public protocol ContentConfiguration {}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view that shows a content configuration (UIKit's `UIContentView`): custom cells' content
/// views adopt it and redraw when `configuration` is set.
public protocol ContentView: AnyObject {
    /// The configuration shown.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (any by default).
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool { true }
}

/// A list row's text, secondary text and image (UIKit's `UIListContentConfiguration`). Set as a
/// cell's `contentConfiguration`, it is shown by the cell's style views: `cell()` as the
/// `.default` style, `subtitleCell()` as `.subtitle`, `valueCell()` as `.value1`.
public struct ListContentConfiguration: ContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public var font: Font
        public var color: Color
        public var numberOfLines = 0
        public var alignment = TextAlignment.natural
    }
    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: Color?
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
    }

    /// The style of cell that shows it.
    public let cellStyle: TableViewCell.CellStyle
    public var text: String?
    public var secondaryText: String?
    public var image: Image?
    public var textProperties = TextProperties(font: Font(pointSize: 17), color: .label)
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// Margins around the content (kept).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    init(cellStyle: TableViewCell.CellStyle) {
        self.cellStyle = cellStyle
        secondaryTextProperties = cellStyle == .subtitle
            ? TextProperties(font: Font(pointSize: 15), color: .secondaryLabel)
            : TextProperties(font: Font(pointSize: 17), color: .secondaryLabel)
    }

    /// A row with one text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(cellStyle: .default) }
    /// A row with a text over a secondary one.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(cellStyle: .subtitle) }
    /// A row with a text and a value at its trailing end.
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(cellStyle: .value1) }

    /// Shows this configuration in `cell`'s style views.
    func apply(to cell: TableViewCell) {
        cell.style = cellStyle
        if let label = cell.textLabel {
            label.text = text
            apply(textProperties, to: label)
        }
        if let label = cell.detailTextLabel {
            label.text = secondaryText
            apply(secondaryTextProperties, to: label)
        }
        if image != nil || cell.styleImageView != nil { cell.imageView?.image = image }
        cell.setNeedsUpdateConstraints()
    }

    private func apply(_ properties: TextProperties, to label: Label) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
    }
}

extension TableViewCell {
    /// A configuration of the cell's own style, to fill in and set as `contentConfiguration`.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }
}
