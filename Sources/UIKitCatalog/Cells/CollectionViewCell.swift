import AutoLayout
import Foundation

/// A collection view's cell (UIKit's `UICollectionViewCell`): subviews go in `contentView`, which
/// fills the cell.
open class CollectionViewCell: CollectionReusableView {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UICollectionViewCell", CollectionViewCell.self) }

    /// The view the cell's content goes in; it fills the cell.
    open var contentView: View { ownContentView }
    private let ownContentView = View()

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.fillWithContent(self, named: "UICollectionViewCell")
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    /// The segue a storyboard's prototype cell performs when its item is selected.
    package var selectionSegue: SelectionSegue?

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.fillWithContent(self, named: "UICollectionViewCell")
    }

    /// Whether the item is selected: its selected background shows.
    open var isSelected = false { didSet { stateDidChange(isSelected != oldValue) } }
    /// Whether the item is highlighted: its selected background shows.
    open var isHighlighted = false { didSet { stateDidChange(isHighlighted != oldValue) } }
    /// The content, as a configuration the cell shows (kept: list configurations show in table cells).
    open var contentConfiguration: (any ContentConfiguration)?

    // MARK: Configurations (CellConfiguration)

    /// The background; applied to the cell as its background colour and layer.
    open var backgroundConfiguration: BackgroundConfiguration? { didSet { backgroundConfiguration?.apply(to: self) } }
    /// Whether the background follows the cell's state (selected, highlighted).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the content configuration follows the cell's state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs after `updateConfiguration(using:)` as the state changes: apps configure the cell there.
    open var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?
    /// The cell's state now.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        (state.isSelected, state.isHighlighted, state.isEditing) = (isSelected, isHighlighted, false)
        return state
    }
    /// A background of the cell's kind, to fill in and set as `backgroundConfiguration`.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
    /// Updates the configurations for the cell's state: at once here, where UIKit waits for the next layout.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    /// Updates the background for `state` (when automatic), then runs `configurationUpdateHandler`.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            background.updated(for: state).apply(to: self)
        }
        configurationUpdateHandler?(self, state)
    }
    /// Called as a drag of the cell starts or ends (never here: nothing drags cells).
    open func dragStateDidChange(_ dragState: CellDragState) {}


    /// The view behind the content, filling the cell.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { showBehindContent(backgroundView, above: nil) }
        }
    }
    /// The view behind the content while the item is selected or highlighted.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    func updateSelectedBackground() {
        showSelectedBackground(selectedBackgroundView, shown: isSelected || isHighlighted, above: backgroundView)
    }
}
