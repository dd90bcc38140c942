import Testing
import UIKitLayout

/// UIKit's behaviour where screens written with SnapKit rely on it: animations in UIKit's longer
/// forms, cells measured as table views measure them, a text view growing with its text, a scroll
/// view's adjusted content inset, what cell code sets beside its constraints.
@Suite struct UIKitBehaviourTests {
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

    @Test func adjustedContentInsetAddsTheSafeAreaAsTheBehaviourSays() {
        let controller = UIViewController()
        let scroll = UIScrollView()
        controller.view.addSubview(scroll)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        _ = present(controller)  // 47 above, 34 below
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 54, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes  // content 0 high: nothing scrolls
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }

    @Test func labelsAndImagesTakeNoTouchesAndScrollViewsClipAsInUIKit() {
        #expect(!UILabel().isUserInteractionEnabled && !UIImageView(image: nil).isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled && UIButton(type: .system).isUserInteractionEnabled)
        #expect(UIScrollView().clipsToBounds && UITextView().clipsToBounds && UITextField().clipsToBounds && !UIView().clipsToBounds)
        #expect(UITableView().clipsToBounds && UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).clipsToBounds)
        #expect(UIView().isOpaque && UILabel().isOpaque && !UIButton(type: .custom).isOpaque && !UITextField().isOpaque)
        // A tap on a label lands on the view under it, as a cell's tap does on iOS, until the
        // label is told to take touches.
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        card.addSubview(title)
        #expect(card.hitTest(CGPoint(x: 50, y: 20), with: nil) === card)
        title.isUserInteractionEnabled = true
        #expect(card.hitTest(CGPoint(x: 50, y: 20), with: nil) === title)
    }

    @Test func aControllersOwnViewIsTheScreensSizeAndFollowsItsSuperview() {
        let controller = UIViewController()
        #expect(controller.view.frame == UIScreen.main.bounds && UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func theDeviceIsThePhoneOfTheScreen() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && UI_USER_INTERFACE_IDIOM() == .phone)
        #expect(device.systemName == "iOS" && device.model == "iPhone" && device.batteryLevel == -1)
        // UIKit's raw values, which code stores and compares.
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1 && UIUserInterfaceIdiom.pad.rawValue == 1
                && UIUserInterfaceIdiom.mac.rawValue == 5)
        // Unknown until orientation notifications begin; nested begins need as many ends.
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func aControllersTopLayoutGuideIsTypedAsUILayoutSupportSoOverloadsResolve() {
        // UIKit types `topLayoutGuide` as `UILayoutSupport`: a library with one overload for
        // guides and one for layout supports (EasyPeasy's `to(_:)`) picks the second.
        func to(_ guide: UILayoutGuide) -> String { "guide" }
        func to(_ support: UILayoutSupport) -> String { "support" }
        let controller = UIViewController()
        #expect(to(controller.topLayoutGuide) == "support" && to(controller.view.safeAreaLayoutGuide) == "guide")
        // SnapKit's `snp` and the anchors reach it through the protocol.
        let bar = UIView()
        controller.view.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.top.equalTo(controller.topLayoutGuide.snp.bottom)
            make.left.right.equalToSuperview()
            make.height.equalTo(10)
        }
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.topLayoutSupportGuide.length = 20
        controller.view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 320, height: 10))  // under the 20 of the guide
    }

    @Test func layoutGuidesAreTakenAsUILayoutSupport() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let guide: UILayoutSupport = controller.topLayoutGuide
        controller.topLayoutSupportGuide.length = 64
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: guide.bottomAnchor),
            NSLayoutConstraint(item: bar, attribute: .height, relatedBy: .equal, toItem: guide, attribute: .height,
                               multiplier: 0.5, constant: 0),
            bar.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
        ])
        controller.view.layoutIfNeeded()
        // Below the 64-point guide, half its height: 32.
        #expect(guide.length == 64 && bar.frame == CGRect(x: 0, y: 64, width: 100, height: 32))
    }

    @Test func layersAndPathsAreMadeAndSubclassedAsInUIKit() {
        final class RoundLayer: CALayer {
            override var cornerRadius: CGFloat { get { 12 } set {} }
        }
        nonisolated final class Outline: UIBezierPath {}  // UIBezierPath is not the main actor's
        // A layer of no view keeps its own values; a subclass's override is what is read.
        let layer = CALayer()
        (layer.cornerRadius, layer.opacity, layer.masksToBounds) = (8, 0.5, true)
        #expect(layer.cornerRadius == 8 && layer.opacity == 0.5 && layer.masksToBounds)
        #expect(RoundLayer().cornerRadius == 12)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
        let copy = Outline(cgPath: rounded.cgPath)
        #expect(copy.cgPath == rounded.cgPath && copy.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aContactAddButtonIsAsLargeAsItsPlusOnIOS() {
        // swift-snapshot-testing's iOS reference records 24.3333 × 23.6667, the plus image's size.
        let add = UIButton(type: .contactAdd)
        let size = CGSize(width: 24 + 1.0 / 3, height: 23 + 2.0 / 3)
        #expect(add.intrinsicContentSize == size)
        #expect(add.imageView?.image?.size == size && add.currentTitle == nil)
        // The plus is shown by the image view, a subview filling the button once it is laid out.
        add.frame = CGRect(origin: .zero, size: size)
        add.layoutIfNeeded()
        #expect(add.subviews.first === add.imageView && add.imageView?.frame == CGRect(origin: .zero, size: size))
        #expect(add.imageView?.clipsToBounds == true && add.imageView?.isUserInteractionEnabled == false)
        // A button without an image has none; one that loses its image loses the view.
        let plain = UIButton(type: .system)
        #expect(plain.subviews.isEmpty)
        add.setImage(nil, for: .normal)
        #expect(add.subviews.isEmpty)
    }

    @Test func aButtonsCurrentTitleColourAndImageFollowItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.red, for: .selected)
        #expect(button.currentTitle == "Follow" && button.currentImage == nil)
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.currentTitleColor == .red)
        // A state without a title of its own falls back to the normal state's, as UIKit's.
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Follow")
    }
}
