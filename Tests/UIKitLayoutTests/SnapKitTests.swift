import Testing
import UIKitLayout

/// SnapKit's `snp`, and what screen code sets beside constraints.
@Suite struct SnapKitTests {
    func screen() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.snp.setLabel("screen")
        return view
    }

    @Test func prepareThenActivate() {
        let root = screen(), box = UIView()
        root.addSubview(box)
        let prepared = box.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        root.layoutIfNeeded()
        // Made, not installed: the box keeps its zero frame until they are activated.
        #expect(prepared.count == 1 && !prepared[0].isActive && box.frame == .zero)
        prepared.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
        prepared.forEach { $0.deactivate() }
        #expect(!prepared[0].isActive && root.snp.label() == "screen")
    }

    @Test func groupsAndClosuresAsTargets() {
        let root = screen(), card = UIView(), shadow = UIView()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        root.addSubview(card)
        root.addSubview(shadow)
        var height: Constraint?
        card.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }.offset(10)
            make.leading.trailing.equalToSuperview().inset(16)
            height = make.height.equalTo(100).priority(.high).constraint
        }
        shadow.snp.makeConstraints { make in make.edges.equalTo(card.snp.edges) }
        root.layoutIfNeeded()
        // 10 below the safe area's top (44); 16 in from each side; the shadow on the card.
        #expect(card.frame == CGRect(x: 16, y: 54, width: 288, height: 100) && shadow.frame == card.frame)
        height?.update(offset: 150)
        root.layoutIfNeeded()
        #expect(shadow.frame.height == 150)
    }

    @Test func anUpdateThatMatchesNothingIsReportedAndInstalled() {
        let root = screen(), box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(50)
        }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            box.snp.updateConstraints { make in
                make.width.equalTo(80)   // matches: its constant changes
                make.height.equalTo(30)  // matches nothing: SnapKit traps here
            }
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("Updated constraint could not find existing matching constraint to update") == true)
        #expect(diagnostics.first?.message.contains("installed as a new constraint, as Masonry does") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    @Test func guidesTakeTheSnapKitDSL() {
        let root = screen(), guide = UILayoutGuide(), box = UIView()
        root.addLayoutGuide(guide)
        root.addSubview(box)
        guide.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(40)
            make.size.equalTo(CGSize(width: 100, height: 60))
        }
        box.snp.makeConstraints { make in
            make.top.equalTo(guide.snp.bottom)
            make.leading.equalTo(guide.snp.trailing)
            make.size.equalTo(guide.snp.edges)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 40, y: 40, width: 100, height: 60))
        #expect(box.frame == CGRect(x: 140, y: 100, width: 100, height: 60))
    }
}

@Suite struct UIKitNameTests {
    @Test func coloursLayersAndFonts() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1))
        let view = UIView()
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemRed.cgColor
        view.layer.masksToBounds = true
        #expect(view.cornerRadius == 12 && view.borderWidth == 2 && view.borderColor == .systemRed && view.clipsToBounds)
        // The text styles at the default size: headline is 17 semibold.
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.required - 1 == 999)
        Image.register(Image(size: CGSize(width: 20, height: 20)), named: "star.fill")
        #expect(UIImage(systemName: "star.fill")?.size == CGSize(width: 20, height: 20) && UIImage(systemName: "nope") == nil)
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
    }

    @Test func aButtonsTitleLabelSetsItsFont() {
        let button = UIButton(type: .custom)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        // 8 characters of 12 = 96, plus 12 + 12; 20 × 1.2 = 24, plus 6 + 6.
        #expect(button.intrinsicContentSize == CGSize(width: 120, height: 36))
        #expect(button.buttonType == .custom && button.titleLabel?.text == "Continue")
    }

    @Test func theControllersLifeCycle() {
        final class Screen: UIViewController {
            var calls: [String] = []
            let box = UIView()
            var boxHeight: NSLayoutConstraint?
            override func loadView() {
                calls.append("loadView")
                view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                calls.append("viewDidLoad")
                view.addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
                boxHeight = box.heightAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: view.topAnchor),
                                             box.widthAnchor.constraint(equalTo: view.widthAnchor), boxHeight!])
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                calls.append("viewWillLayoutSubviews")
                boxHeight?.constant = view.bounds.height / 2  // applies in this same pass
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                calls.append("viewDidLayoutSubviews")
            }
        }
        let screen = Screen()
        #expect(!screen.isViewLoaded)
        screen.view.layoutIfNeeded()
        #expect(screen.calls == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(screen.box.frame == CGRect(x: 0, y: 0, width: 300, height: 250))
    }
}

@Suite struct UIKitBehaviourTests {
    @Test func textFieldsAreSizedByTheirTextAndBorder() {
        let field = UITextField()
        field.placeholder = "Email"
        // The placeholder while empty: 5 × 10.2 = 51; 17 × 1.2 = 20.4 → 21; no border, no insets.
        #expect(field.intrinsicContentSize == CGSize(width: 51, height: 21))
        field.borderStyle = .roundedRect
        field.text = "ada@example.com"
        // 15 × 10.2 = 153 → 153 + 7 + 7; 21 + 6.5 + 6.5 = 34, as UIKit's rounded field.
        #expect(field.intrinsicContentSize == CGSize(width: 167, height: 34))
        field.font = .systemFont(ofSize: 10)
        field.borderStyle = .line
        // 15 × 6 = 90 + 8; 12 + 8.
        #expect(field.intrinsicContentSize == CGSize(width: 98, height: 20))
    }

    @Test func truncatedTextIsDrawnShortened() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 12))
        label.font = .systemFont(ofSize: 10)   // 6 points a character: 10 fit in 60
        label.text = "Hello wonderful world"
        #expect(label.lineBreakMode == .byTruncatingTail && label.drawnLines == ["Hello won…"])
        label.lineBreakMode = .byTruncatingHead
        #expect(label.drawnLines == ["…ful world"])
        label.lineBreakMode = .byTruncatingMiddle
        #expect(label.drawnLines == ["Hello…orld"])
        label.lineBreakMode = .byClipping
        #expect(label.drawnLines == ["Hello wond"])
        // Two lines of "Hello" / "wonderful" / "world": the second shows what fits of the rest.
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingTail
        #expect(label.drawnLines == ["Hello", "wonderful…"])
        label.text = "Short"
        #expect(label.drawnLines == ["Short"])
    }

    @Test func animationsTakeUIKitsLongerForms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), box = UIView()
        root.addSubview(box)
        var left: Constraint?
        box.snp.makeConstraints { make in
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        var finished = false
        let animation = UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            left?.update(offset: 100)
            root.layoutIfNeeded()
        }, completion: { finished = $0 })
        // Linear: half way in time is half way in space, from x 0 to 100.
        #expect(finished && animation.curve == .linear && animation.frame(of: box, at: 0.15)?.minX == 50)
        let spring = UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                                    options: [], animations: { left?.update(offset: 0); root.layoutIfNeeded() })
        #expect(spring.moves.count == 1 && box.frame.minX == 0)
    }

    @Test func cellsMayOverrideFittingAndMeasureWithOneSize() {
        final class FixedCell: UITableViewCell {
            override func systemLayoutSizeFitting(_ target: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                                  verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
                CGSize(width: target.width, height: 88)
            }
        }
        let cell = FixedCell(style: .default, reuseIdentifier: nil)
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 88))
        // The one-size form: the smallest size the constraints allow. A label 8 in from each edge:
        // 5 × 10.2 = 51 → 67 wide; 21 + 16 = 37 tall.
        let view = UIView(), label = UILabel()
        label.text = "Hello"
        view.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 67, height: 37))
    }

    @Test func aTextViewWithoutScrollingGrowsWithItsText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let textView = UITextView()
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        textView.text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        root.addSubview(textView)
        textView.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        // Wrapped at 300 - 2 × 5 = 290 (40 characters of 12 × 0.6 = 7.2): 39 and 30 characters,
        // two lines of 14.4 → 28.8 → 29, plus 8 above and below: 45.
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 300, height: 45))
        #expect(textView.drawnLines == ["The quick brown fox jumps over the lazy", "dog and keeps running far away"])
        textView.text = "Short"
        root.layoutIfNeeded()
        // One line: 15 + 16 = 31; empty, one line's height still: the same.
        #expect(textView.frame.height == 31)
        textView.text = ""
        root.layoutIfNeeded()
        #expect(textView.frame.height == 31)
    }

    @Test func whatCellCodeSetsBesideConstraints() {
        final class RowCell: UITableViewCell {
            var restyled = 0
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                selectionStyle = .none
                accessoryType = .disclosureIndicator
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                restyled += 1
            }
        }
        let cell = RowCell(style: .subtitle, reuseIdentifier: "row")
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected && cell.restyled == 1 && cell.selectionStyle == .none && cell.accessoryType == .disclosureIndicator)
        let label = UILabel()
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.text = "Fits"
        // Sizes use the font as set: 4 × 10.2 = 40.8 → 41.
        #expect(label.intrinsicContentSize.width == 41)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667) && UIScreen.main.scale == 2)
    }

    @Test func aRootViewsMarginsAreTheSystemsMinimumAtLeast() {
        let controller = UIViewController()
        let view: UIView = controller.view
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // The system's minimum on a phone, 16 at the sides and none above and below, from the safe area.
        #expect(view.effectiveLayoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 343, height: 586))
        // Margins set on it count where larger than the minimum.
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 0, trailing: 24)
        #expect(view.effectiveLayoutMargins == UIEdgeInsets(top: 57, left: 16, bottom: 34, right: 24))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(view.effectiveLayoutMargins == UIEdgeInsets(top: 57, left: 8, bottom: 34, right: 24))
        // 20 at the sides from 414 points wide.
        let wide = UIViewController()
        wide.view.frame = CGRect(x: 0, y: 0, width: 428, height: 926)
        #expect(wide.systemMinimumLayoutMargins.leading == 20 && wide.view.effectiveLayoutMargins.left == 20)
    }

    @Test func aCellsStyleLaysOutItsOwnLabels() {
        func laidOut(_ style: UITableViewCell.CellStyle, _ configure: (UITableViewCell) -> Void) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            configure(cell)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.layoutIfNeeded()
            return cell
        }
        // Default: the text 16 in, centred: (44 - 21) / 2; "Wi-Fi" is 5 × 10.2 → 51 wide. No detail label.
        let plain = laidOut(.default) { $0.textLabel?.text = "Wi-Fi" }
        #expect(plain.textLabel?.frame == CGRect(x: 16, y: 11.5, width: 51, height: 21) && plain.detailTextLabel == nil)
        // With an image: the image 16 in, the text 16 after it.
        let withImage = laidOut(.default) {
            $0.imageView?.image = UIImage(size: CGSize(width: 29, height: 29))
            $0.textLabel?.text = "Wi-Fi"
        }
        #expect(withImage.imageView?.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(withImage.textLabel?.frame.minX == 61)
        // Subtitle: the text (21) over the detail (12 × 1.2 = 14.4 → 15), the pair centred: top (44 - 36) / 2.
        let subtitle = laidOut(.subtitle) {
            $0.textLabel?.text = "Title"
            $0.detailTextLabel?.text = "Detail"
        }
        #expect(subtitle.textLabel?.frame == CGRect(x: 16, y: 4, width: 51, height: 21))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: 16, y: 25, width: 44, height: 15))
        // Value 1: the detail against the trailing side, 16 in: 375 - 16 - 21.
        let value = laidOut(.value1) {
            $0.textLabel?.text = "Bluetooth"
            $0.detailTextLabel?.text = "On"
        }
        #expect(value.detailTextLabel?.frame == CGRect(x: 338, y: 11.5, width: 21, height: 21))
        #expect(!value.contentView.hasAmbiguousLayout && !(value.textLabel?.hasAmbiguousLayout ?? true))
    }

    @Test func settingsThatChangeNoFrameAreKept() {
        let controller = UIViewController()
        controller.title = "Settings"
        let scroll = UIScrollView(), label = UILabel(), button = UIButton(type: .system), icon = UIImageView()
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        scroll.showsVerticalScrollIndicator = false
        scroll.alwaysBounceVertical = true
        scroll.keyboardDismissMode = .onDrag
        label.attributedText = NSAttributedString(string: "Bold")
        label.adjustsFontForContentSizeCategory = true
        label.font = .monospacedDigitSystemFont(ofSize: 10, weight: .medium).withSize(20)
        button.setTitle("Go", for: .normal)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        icon.image = UIImage(size: CGSize(width: 24, height: 24)).withRenderingMode(.alwaysTemplate)
        icon.tag = 7
        icon.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let root: UIView = controller.view
        [scroll, label, button, icon].forEach(root.addSubview)
        // The attributed text is measured as its characters: 4 × 12 = 48, 20 × 1.2 = 24.
        #expect(controller.title == "Settings" && label.text == "Bold" && label.intrinsicContentSize == CGSize(width: 48, height: 24))
        // Title insets are not part of a button's size, as in UIKit: 2 × 10.2 → 21, + 24.
        #expect(button.intrinsicContentSize.width == 45 && root.viewWithTag(7) === icon && root.viewWithTag(8) == nil)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24) && scroll.keyboardDismissMode == .onDrag)
    }

    @Test func buttonsMadeFromConfigurations() {
        var config = UIButton.Configuration.filled()
        config.title = "Sign In"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        // 7 × 10.2 = 71.4 → 72, plus 12 + 12; 17 × 1.2 = 20.4 → 21, plus 7 + 7.
        #expect(button.intrinsicContentSize == CGSize(width: 96, height: 35))
        #expect(button.backgroundColor == .systemBlue && button.titleColor(for: .normal) == .white)
        config.image = UIImage(size: CGSize(width: 20, height: 20))
        config.imagePadding = 8
        button.configuration = config
        // 20 + 8 + 72 + 24 wide; the title's line (21) is taller than the image.
        #expect(button.intrinsicContentSize == CGSize(width: 124, height: 35))
        var large = UIButton.Configuration.plain()
        large.title = "Sign In"
        large.buttonSize = .large
        let plain = UIButton(configuration: large)
        // Large: 14 above and below, 20 at the sides: 72 + 40, 21 + 28.
        #expect(plain.intrinsicContentSize == CGSize(width: 112, height: 49) && plain.titleColor(for: .normal) == .systemBlue)
        #expect(plain.configuration?.title == "Sign In")
    }
}
