import Testing
import UIKitLayout

final class EditingLog: UITextFieldDelegate {
    var events: [String] = []
    var allowsEnd = true
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin \(textField.placeholder ?? "")") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("end \(textField.placeholder ?? "")") }
}

/// Controls' sizes and behaviour, responders, and the screen-code conveniences around them.
@Suite struct ControlTests {
    @Test func controlsHaveUIKitsIntrinsicSizes() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        // "One" and "Two": 3 × 13 × 0.6 = 23.4 → 24, + 12 each side = 48 a segment.
        #expect(UISegmentedControl(items: ["One", "Two"]).intrinsicContentSize == CGSize(width: 96, height: 32))
        let pages = UIPageControl()
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 64, height: 26))  // 3 × 16 + 16
    }

    @Test func aSpinnerHidesWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func valuesStayInTheirRanges() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.maximumValue = 5
        #expect(slider.value == 5)
        let pages = UIPageControl()
        pages.numberOfPages = 2
        pages.currentPage = 7
        #expect(pages.currentPage == 1)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        segments.removeSegment(at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func actionsRunForTheirEventsUnlessDisabled() {
        var taps: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { action in
            taps.append("\((action.sender as? UIButton)?.title(for: .normal) ?? "?")")
        })
        #expect(button.title(for: .normal) == "Send")
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(taps == ["Send"])
        button.isEnabled = false
        #expect(button.state == .disabled)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == ["Send"])
    }

    @Test func oneFirstResponderPerTreeAndTheDelegateHearsOfIt() {
        let log = EditingLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let email = UITextField(), password = UITextField()
        email.placeholder = "email"
        password.placeholder = "password"
        email.delegate = log
        password.delegate = log
        root.addSubview(email)
        root.addSubview(password)
        #expect(email.becomeFirstResponder())
        #expect(email.isFirstResponder && email.isEditing)
        #expect(password.becomeFirstResponder())
        #expect(!email.isFirstResponder && password.isFirstResponder)
        log.allowsEnd = false
        #expect(!root.endEditing(true))  // the delegate refuses
        log.allowsEnd = true
        #expect(root.endEditing(true))
        #expect(log.events == ["begin email", "end email", "begin password", "end password"])
        #expect(!UIView().becomeFirstResponder())
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

    @Test func subviewOrderAndIndexPaths() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        root.insertSubview(b, aboveSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && IndexPath(item: 3, section: 1) == path)
    }

    @Test func namedColoursFontMetricsAndRotation() {
        UIColor.register(UIColor(red: 1, green: 0, blue: 0, alpha: 1), named: "Brand")
        #expect(UIColor(named: "Brand") == .init(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(named: "Nowhere") == nil)
        #expect(UIColor.black.withAlphaComponent(0.5).alpha == 0.5)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 20) == 20)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)

        final class Rotating: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                coordinator.animate(alongsideTransition: { _ in self.sizes.append(self.view.bounds.size) }, completion: nil)
            }
        }
        let controller = Rotating()
        controller.transition(to: CGSize(width: 667, height: 375))
        #expect(controller.sizes == [CGSize(width: 667, height: 375), CGSize(width: 667, height: 375)])
    }

    @Test func presentingRecordsThePairAndDismissingEndsIt() {
        let base = UIViewController(), sheet = UIViewController()
        var done = 0
        base.present(sheet, animated: true) { done += 1 }
        #expect(base.presentedViewController === sheet && sheet.presentingViewController === base)
        sheet.dismiss(animated: true) { done += 1 }
        #expect(base.presentedViewController == nil && done == 2)
    }
}

/// Springs and struts: frames with an autoresizing mask follow their superview's size.
@Suite struct AutoresizingTests {
    @Test func flexibleWidthAndHeightFollowTheSuperview() {
        final class Screen: UIViewController {
            let table = UITableView(frame: .zero, style: .plain)
            let badge = UIView(frame: CGRect(x: 270, y: 10, width: 40, height: 20))
            let centred = UIView(frame: CGRect(x: 110, y: 100, width: 100, height: 50))
            override func viewDidLoad() {
                super.viewDidLoad()
                table.frame = view.bounds  // 320 × 416
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                badge.autoresizingMask = [.flexibleLeftMargin]
                centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
                [table, badge, centred].forEach(view.addSubview)
            }
        }
        let screen = Screen()
        _ = present(screen)  // 320 × 416 → 375 × 667
        #expect(screen.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // The left margin takes the whole 55: 270 + 55 = 325, still 10 from the right.
        #expect(screen.badge.frame == CGRect(x: 325, y: 10, width: 40, height: 20))
        // Margins of 110 and 110 share the 55 equally: 137.5 each side.
        #expect(screen.centred.frame == CGRect(x: 137.5, y: 100, width: 100, height: 50))
        screen.view.autoresizesSubviews = false
        screen.view.frame.size.width = 320
        #expect(screen.table.frame.width == 375)
    }
}

/// Frame-based code: sizeThatFits, sizeToFit, convert, windows.
@Suite struct FrameCodeTests {
    @Test func labelsSizeToTheirTextAndWrapToAWidth() {
        let label = UILabel()
        label.text = "Hello world"
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 113, height: 21))  // 11 × 10.2 = 112.2 → 113; 20.4 → 21
        label.numberOfLines = 0
        // At 60 wide the words go on two lines: 2 × 20.4 = 40.8 → 41; the wider, "world", 51.
        #expect(label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 51, height: 41))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        #expect(UISwitch().sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }

    @Test func pointsAndRectsConvertThroughScrollOffsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let row = UIView(frame: CGRect(x: 10, y: 600, width: 100, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        // The row is 600 down the content, the content scrolled 500: 100 down the scroll view,
        // which is 100 down the root.
        #expect(row.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 205))
        #expect(root.convert(CGRect(x: 15, y: 205, width: 1, height: 1), to: row) == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 200))
        #expect(scroll.convert(CGPoint(x: 0, y: 0), from: row) == CGPoint(x: 10, y: 600))
    }

    @Test func aWindowHoldsItsRootControllerAndTheScreensSafeArea() {
        let controller = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let notched = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        notched.rootViewController = UIViewController()
        notched.makeKeyAndVisible()
        #expect(notched.rootViewController?.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(notched.isKeyWindow)
    }
}

/// Bars, pickers, alerts and the rest of the second round of screen-code names.
@Suite(.serialized) struct MoreControlTests {
    @Test func barsAndPickersHaveUIKitsHeights() {
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISearchBar().intrinsicContentSize.height == 56)
        #expect(UIToolbar().intrinsicContentSize.height == 44)
        #expect(UITabBar().intrinsicContentSize.height == 49)
        let picker = UIDatePicker()
        #expect(picker.intrinsicContentSize.height == 34)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize.height == 216)
        let stepper = UIStepper()
        stepper.value = 120
        #expect(stepper.value == 100)
    }

    @Test func anAlertRunsTheActionItsButtonWouldAndGoesAway() {
        let screen = UIViewController()
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var deleted = false
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        alert.addTextField { $0.placeholder = "Type DELETE" }
        screen.present(alert, animated: true)
        #expect(screen.presentedViewController === alert && alert.title == "Delete?")
        alert.trigger(delete)
        #expect(deleted && screen.presentedViewController == nil)
        #expect(alert.textFields?.first?.placeholder == "Type DELETE")
    }

    @Test func animationsCanBeTurnedOff() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: .zero)
        root.addSubview(box)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let animation = UIView.animate(withDuration: 0.3) { box.frame.origin.x = 10 }
        #expect(animation.moves.isEmpty && box.frame.origin.x == 10)
        #expect(UIColor { $0.userInterfaceStyle == .dark ? .black : .white } == .white)
    }
}
