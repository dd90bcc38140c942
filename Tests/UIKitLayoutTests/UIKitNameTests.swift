import Testing
import UIKitLayout

/// UIKit's names for the engine's types and members: colours, layers, fonts, priorities, images,
/// a button's title label, a controller's `loadView` and layout callbacks.
@Suite struct UIKitNameTests {
    @Test func coloursLayersAndFonts() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1))
        let view = UIView()
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemRed.cgColor
        view.layer.masksToBounds = true
        #expect(view.layerCornerRadius == 12 && view.layerBorderWidth == 2 && view.layerBorderColor == .systemRed && view.clipsToBounds)
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
