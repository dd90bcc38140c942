import AutoLayout
import UIKitRuntime
import Foundation

/// A table view's cell (UIKit's `UITableViewCell`): subviews go in `contentView`, which fills the
/// cell, so that `systemLayoutSizeFitting` on the cell measures what its content's constraints ask.
open class TableViewCell: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITableViewCell", TableViewCell.self) }

    /// UIKit's cell styles: how `textLabel`, `detailTextLabel` and `imageView` are placed.
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The view the cell's content goes in; it fills the cell.
    open var contentView: View { ownContentView }
    private let ownContentView = View()
    // The style's views, made on first use, and the constraints that place them.
    var styleTextLabel: Label?
    var styleDetailLabel: Label?
    var styleImageView: ImageView?
    var styleGroupGuide: LayoutGuide?
    private var styleLayout: [LayoutConstraint] = []
    /// The style the cell was made with, or its content configuration's.
    public package(set) var style: CellStyle {
        didSet { if style != oldValue { setNeedsUpdateConstraints() } }
    }
    /// A view at the row's trailing end in place of the accessory (kept: the content view keeps
    /// the cell's full width here).
    open var accessoryView: View?
    /// Where the separator starts and ends (kept).
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The content configuration last set: applying one sets the style's labels and image.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { (contentConfiguration as? ListContentConfiguration)?.apply(to: self) }
    }
    /// The identifier a table view reuses the cell by.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    package var storedReuseIdentifier: String?
    /// The segue a storyboard's prototype cell performs when its row is selected.
    package var selectionSegue: SelectionSegue?

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.fillWithContent(self, named: "UITableViewCell")
        updateContentMargins()
    }

    /// A cell of the default style with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        style = .default
        storedReuseIdentifier = nil
        super.init(coder: coder)
        // An archived cell has the frame its archive gives.
        if !(coder is any ViewArchiveCoder) { frame = CGRect(x: 0, y: 0, width: 320, height: 44) }
        contentView.fillWithContent(self, named: "UITableViewCell")
        updateContentMargins()
    }

    /// The content view's margins as UIKit gives them: 11 above and below, and the system's
    /// minimum at the sides, 16, or 20 in a cell 414 points wide or wider; kept up as the cell's
    /// width changes, until screen code sets margins of its own.
    open override func layoutSubviews() {
        updateContentMargins()
        super.layoutSubviews()
    }

    /// How a table view makes a registered class: through `init(style:reuseIdentifier:)` with the
    /// default style, so every subclass that overrides that initializer has this one too.
    public required convenience init(registeredFor reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The height of the separator a table view draws under the cell, taken from the bottom of
    /// the content view as in UIKit (0 outside a table).
    var separatorHeight: CGFloat = 0 {
        didSet {
            guard separatorHeight != oldValue else { return }
            constraints.first { $0.identifier == "UITableViewCell-contentView-bottom" }?.constant = -separatorHeight
        }
    }

    /// Called before the cell is reused for another row; subclasses reset their content here.
    open func prepareForReuse() {}

    /// The style's main text (UIKit's `textLabel`), made and placed on first use.
    open var textLabel: Label? {
        if let styleTextLabel { return styleTextLabel }
        let label = makeStyleView(Label())
        styleTextLabel = label
        return label
    }

    /// The style's second text (UIKit's `detailTextLabel`); nil for `.default`, as in UIKit.
    open var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let styleDetailLabel { return styleDetailLabel }
        let label = makeStyleView(Label())
        label.textColor = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6)
        if style == .subtitle { label.font = Font(pointSize: 12) }
        styleDetailLabel = label
        return label
    }

    /// The style's image (UIKit's `imageView`), placed when it has an image.
    open var imageView: ImageView? {
        if let styleImageView { return styleImageView }
        let view = makeStyleView(StyleImageView())
        styleImageView = view
        return view
    }

    /// Places the style's views, then runs `super`'s.
    open override func updateConstraints() {
        if styleTextLabel != nil || styleDetailLabel != nil || styleImageView != nil {
            LayoutConstraint.deactivate(styleLayout)
            styleLayout = styleConstraints()
            LayoutConstraint.activate(styleLayout)
        }
        super.updateConstraints()
    }

    /// How a selected row is highlighted (kept; nothing here selects).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The mark at the row's trailing end.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// How the row is highlighted when selected (`.default`; `.none` shows no selected background).
    open var selectionStyle = SelectionStyle.default { didSet { updateSelectedBackground() } }
    /// The accessory (kept: the content view keeps the cell's full width here).
    open var accessoryType = AccessoryType.none
    /// Whether the row is selected: its selected background shows, unless its style is `.none`.
    open var isSelected = false { didSet { stateDidChange(isSelected != oldValue) } }
    /// Whether the row is highlighted: its selected background shows, unless its style is `.none`.
    open var isHighlighted = false { didSet { stateDidChange(isHighlighted != oldValue) } }

    // MARK: Configurations (CellConfiguration)

    /// The background; applied to the cell as its background colour and layer.
    open var backgroundConfiguration: BackgroundConfiguration? { didSet { backgroundConfiguration?.apply(to: self) } }
    /// Whether the background follows the cell's state (selected, highlighted).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the content configuration follows the cell's state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs after `updateConfiguration(using:)` as the state changes: apps configure the cell there.
    open var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)?
    /// The cell's state now.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        (state.isSelected, state.isHighlighted, state.isEditing) = (isSelected, isHighlighted, isEditing)
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
    /// How the row is edited (kept: there are no editing controls here).
    open var editingStyle: EditingStyle { .delete }
    /// Whether the delete button shows (never here: nothing swipes).
    open var showingDeleteConfirmation: Bool { false }
    /// How focus shows (kept).
    open var focusStyle = FocusStyle.default
    /// Whether the cell takes touches while dragged (kept).
    open var userInteractionEnabledWhileDragging = false
    /// Called before the cell shows or hides its editing and delete controls.
    open func willTransition(to state: StateMask) {}
    /// Called after.
    open func didTransition(to state: StateMask) {}
    /// How a row is edited (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// How focus shows (UIKit's `UITableViewCell.FocusStyle`).
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    /// The controls a row shows (UIKit's `UITableViewCell.StateMask`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The view behind the content, filling the cell.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { showBehindContent(backgroundView, above: nil) }
        }
    }
    /// The view behind the content while the row is selected or highlighted.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }
    /// The view behind a selected row's content while several rows can be selected (kept).
    open var multipleSelectionBackgroundView: View?

    func updateSelectedBackground() {
        let shown = (isSelected || isHighlighted) && selectionStyle != .none
        showSelectedBackground(selectedBackgroundView, shown: shown, above: backgroundView)
    }

    // MARK: Editing and indentation (kept: no editing controls are drawn here)

    /// How far the content is indented, in `indentationWidth`s.
    open var indentationLevel = 0
    /// The width of one level of indentation.
    open var indentationWidth: CGFloat = 10
    /// Whether the content indents while the table edits.
    open var shouldIndentWhileEditing = true
    /// Whether the row shows a reordering handle while editing.
    open var showsReorderControl = false
    /// The accessory while editing.
    open var editingAccessoryType = AccessoryType.none
    /// The accessory view while editing.
    open var editingAccessoryView: View?
    /// Whether the row is being edited (`setEditing(_:animated:)`).
    open var isEditing = false
    /// Starts or ends editing the row.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Selects or deselects the row; cells override it to restyle themselves.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Highlights the row or not; cells override it to restyle themselves.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// A style image view: setting its image places it again.
final class StyleImageView: ImageView {
    /// UIKit's name for this class, which declares it.
    override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIImageView", StyleImageView.self) }

    override var image: Image? {
        didSet { if image != oldValue { (superview?.superview as? TableViewCell)?.setNeedsUpdateConstraints() } }
    }
}
