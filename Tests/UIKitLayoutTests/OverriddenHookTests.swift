import Testing
import UIKitLayout

/// A card styled as apps style one — attributed title, template icon, masked corners, accessibility —
/// with a minimum height, twice as wide as tall, bordered in dark mode.
final class StyledCardView: UIView {
    let title = UILabel(), icon = UIImageView(), stack = UIStackView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        transform = .identity
        title.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 17),
                                                                           .foregroundColor: UIColor.label, .kern: 0.5])
        icon.image = UIImage(named: "x")?.withRenderingMode(.alwaysTemplate)
        icon.tintColor = .systemBlue
        stack.addArrangedSubview(title)
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        let inset = bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        _ = inset
        let h = heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        h.priority = .defaultLow
        h.identifier = "min-height"
        h.isActive = true
        widthAnchor.constraint(equalTo: heightAnchor, multiplier: 2).isActive = true
        layoutMargins = .zero
        insetsLayoutMarginsFromSafeArea = false
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseInOut], animations: {
            self.layoutIfNeeded()
        }, completion: nil)
        UIView.performWithoutAnimation { self.alpha = 1 }
        _ = safeAreaInsets.top
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 4
        p.alignment = .center
        _ = NSAttributedString(string: "x", attributes: [.paragraphStyle: p])
        isAccessibilityElement = true
        accessibilityLabel = "Card"
        accessibilityTraits = .button
    }
    required init?(coder: NSCoder) { fatalError() }
    var styles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styles.append(traitCollection.userInterfaceStyle)
        if traitCollection.userInterfaceStyle == .dark { layer.borderColor = UIColor.separator.cgColor }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = nil
    }
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}

/// A subtitle cell with a switch accessory, filled by a list content configuration.
final class ConfiguredSubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryView = UISwitch()
        accessoryType = .disclosureIndicator
        separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        textLabel?.text = "Title"
        detailTextLabel?.text = "Detail"
        imageView?.image = UIImage(systemName: "star")
        var content = defaultContentConfiguration()
        content.text = "Hello"
        content.secondaryText = "World"
        contentConfiguration = content
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A tab's home screen: a scroll view under the safe area's top, counting safe-area changes.
final class HomeTabViewController: UIViewController {
    var safeAreaChanges = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let scroll = UIScrollView()
        view.addSubview(scroll)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scroll.frameLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        overrideUserInterfaceStyle = .light
        edgesForExtendedLayout = []
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

/// A card view, a cell and a controller subclassed as iOS apps subclass them — trait changes, an
/// intrinsic height, a content configuration, safe-area callbacks — laid out and checked.
@Suite struct OverriddenHookTests {
    @Test func aDarkOverrideReachesTheViewsBelowAndNoMore() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let card = StyledCardView(frame: .zero)
        root.addSubview(card)
        #expect(card.traitCollection.userInterfaceStyle == .light)
        root.overrideUserInterfaceStyle = .dark
        #expect(card.styles == [.dark] && card.layer.borderColor == UIColor.separator)
        root.overrideUserInterfaceStyle = .dark  // no change, no call
        #expect(card.styles == [.dark])
        #expect(card.accessibilityLabel == "Card" && card.accessibilityTraits == .button && card.transform.isIdentity)
    }

    @Test func theCardsConstraintsAndIntrinsicHeightLayOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let card = StyledCardView(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        // Its intrinsic height 44 (hugging 250 against the low-priority minimum, also 44); its
        // width twice its height.
        #expect(card.frame == CGRect(x: 0, y: 0, width: 88, height: 44))
        #expect(card.constraints.contains { $0.identifier == "min-height" && $0.priority == .defaultLow })
    }

    @Test func aContentConfigurationFillsTheStyleLabels() {
        let cell = ConfiguredSubtitleCell(style: .default, reuseIdentifier: "row")
        #expect(cell.textLabel?.text == "Hello" && cell.detailTextLabel?.text == "World")
        #expect(cell.detailTextLabel?.font.pointSize == 15)
        #expect(cell.accessoryView is UISwitch)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.layoutIfNeeded()
        // .subtitle: the title (21 high) over the 15-point detail (18 high), the pair (39) centred
        // in the 60-high content view: 10.5 from the top; both 16 in.
        #expect(cell.textLabel?.frame.origin == CGPoint(x: 16, y: 10.5))
        #expect(cell.detailTextLabel?.frame.origin == CGPoint(x: 16, y: 31.5))
    }

    @Test func safeAreaChangesReachTheController() {
        let controller = HomeTabViewController()
        _ = present(controller)  // sets additional insets: 47 above, 34 below
        #expect(controller.safeAreaChanges == 1)
        #expect(controller.traitCollection.userInterfaceStyle == .light)  // overridden to light
    }

    @Test func accessibilityPropertiesAreOverriddenAsOnNSObject() {
        let field = LabelledField()
        field.titleLabel.accessibilityLabel = "Email"
        field.accessibilityTraits = .button  // ignored: the override answers
        #expect(field.accessibilityLabel == "Email")
        #expect(field.accessibilityTraits == .staticText)
        #expect(field.isAccessibilityElement)
        let plain = UIView()
        plain.accessibilityElements = [field]
        #expect(plain.accessibilityElements?.count == 1 && plain.accessibilityLabel == nil && !plain.isAccessibilityElement)
    }
}

/// A view whose accessibility comes from its parts, as app views override it.
final class LabelledField: UIView {
    let titleLabel = UILabel()
    override var accessibilityLabel: String? {
        get { titleLabel.accessibilityLabel }
        set { titleLabel.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .staticText }
        set {}
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
}
