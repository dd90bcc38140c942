import AutoLayout
import Foundation

/// A section header or footer (UIKit's `UITableViewHeaderFooterView`): content goes in
/// `contentView`, which fills it; `textLabel` shows a title at the leading margin.
open class TableViewHeaderFooterView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UITableViewHeaderFooterView", TableViewHeaderFooterView.self) }

    /// The view the content goes in; it fills the header.
    public let contentView = View()
    /// The identifier it is reused by.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    package var storedReuseIdentifier: String?
    private var titleLabel: Label?

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.fillWithContent(self, named: "UITableViewHeaderFooterView")
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        contentView.fillWithContent(self, named: "UITableViewHeaderFooterView")
    }

    /// How a table makes a registered class: through `init(reuseIdentifier:)`, so a subclass that
    /// overrides that initializer has this one too.
    public required convenience init(registeredFor reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// A title label at the leading margin, 13 points, made on first use.
    public var textLabel: Label? {
        if let titleLabel { return titleLabel }
        let label = Label()
        label.font = Font(pointSize: 13)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        titleLabel = label
        return label
    }

    /// Called before the view is reused.
    open func prepareForReuse() {}
}
