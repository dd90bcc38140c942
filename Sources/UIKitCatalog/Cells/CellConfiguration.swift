import AutoLayout
import UIKitRuntime
import Foundation

/// A cell's state as its configurations see it (UIKit's `UICellConfigurationState`).
public struct CellConfigurationState: Equatable {
    /// The traits of the cell.
    public var traitCollection: TraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell's section is expanded.
    public var isExpanded = false
    /// A state of the traits given.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A cell's background (UIKit's `UIBackgroundConfiguration`): a colour, corners, an inset and a
/// stroke, applied to the cell as its background colour and layer.
public struct BackgroundConfiguration {
    /// The fill; nil uses the tint.
    public var backgroundColor: Color?
    /// The radius of the corners.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background inside the cell (kept).
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The outline's colour.
    public var strokeColor: Color?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0
    /// An image behind the content (kept).
    public var image: Image?
    /// A view behind the content (kept).
    public var customView: View?

    /// No background.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(backgroundColor: .clear) }
    /// A plain list's cell: the system background.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(backgroundColor: .systemBackground) }

    /// This background for `state`: a selected or highlighted cell takes the system's selection grey.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        var updated = self
        if state.isSelected || state.isHighlighted { updated.backgroundColor = .systemGray4 }
        return updated
    }

    /// Shows this background on `cell`.
    func apply(to cell: View) {
        cell.backgroundColor = backgroundColor
        cell.layer.cornerRadius = cornerRadius
        cell.layer.borderColor = strokeColor
        cell.layer.borderWidth = strokeWidth
    }
}

/// Where a cell is in a drag (UIKit's `UICellConfigurationDragState`).
public enum CellDragState: Int, Sendable { case none, lifting, dragging }

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What table and collection cells share as their selection state changes.
protocol StatefulCell: AnyObject {
    /// Shows or hides the selected background for the state.
    func updateSelectedBackground()
    /// Updates the configurations for the state.
    func setNeedsUpdateConfiguration()
}

extension StatefulCell {
    /// The selected background follows the state; a changed state updates the configurations.
    func stateDidChange(_ changed: Bool) {
        updateSelectedBackground()
        if changed { setNeedsUpdateConfiguration() }
    }
}

extension TableViewCell: StatefulCell {}
extension CollectionViewCell: StatefulCell {}
