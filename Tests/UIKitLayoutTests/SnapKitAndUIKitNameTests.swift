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
