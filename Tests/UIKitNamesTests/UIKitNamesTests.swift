import AppLibraryFixture
import MasonrySnapKit
import Testing
import UIKitNames

// A view file as the port makes it (`import UIKit` becomes `import UIKitNames`, `import SnapKit`
// `import MasonrySnapKit`), beside a library of the app's that has its own `Button` and `View`:
// those names stay the library's, as they are on iOS.

final class ProfileCard: UIView {
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    let model: Button

    init(model: Button) {
        self.model = model
        super.init(frame: .zero)
        nameLabel.text = model.title
        nameLabel.font = .systemFont(ofSize: 17)
        followButton.setTitle("Follow", for: .normal)
        addSubview(nameLabel)
        addSubview(followButton)
        nameLabel.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(16)
        }
        followButton.snp.makeConstraints { make in
            make.centerY.equalTo(nameLabel)
            make.right.equalToSuperview().inset(16)
            make.size.equalTo(CGSize(width: 80, height: 32))
        }
    }

    required init?(coder: NSCoder) { nil }
}

@Suite struct UIKitNamesTests {
    @Test func anAppsOwnNamesStayItsOwn() {
        let button = Button(title: "Ada")
        let view = View(name: "card")
        #expect(button.title == "Ada")
        #expect(view.name == "card")
    }

    @Test @MainActor func aViewFileLaysOutUnedited() {
        let card = ProfileCard(model: Button(title: "Ada"))
        card.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        card.layoutIfNeeded()
        #expect(card.nameLabel.text == "Ada")
        // 320 - 16 inset - 80 wide = 224; centred on the label's line, 32 high.
        #expect(card.followButton.frame.minX == 224)
        #expect(card.followButton.frame.size == CGSize(width: 80, height: 32))
        #expect(card.nameLabel.frame.origin == CGPoint(x: 16, y: 16))
        #expect(card.followButton.frame.midY == card.nameLabel.frame.midY)
    }

    @Test @MainActor func coreGraphicsAndCoreAnimationNamesComeWithUIKit() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        let layer = CAShapeLayer()
        layer.path = path
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(CGAffineTransform(scaleX: 2, y: 3).a == 2)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        // Core Graphics' colours are UIKit's colours' `cgColor`.
        let shade: CGColor = .init(red: 0, green: 0, blue: 0, alpha: 0.5)
        layer.strokeColor = shade
        #expect(layer.strokeColor == UIColor.black.withAlphaComponent(0.5).cgColor)
        // Text styles are UIKit's names, and a name gives its style back.
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline") == .headline)
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline").weight == .semibold)
        #expect(UIFont.TextStyle(rawValue: "Custom").pointSize == 17)
    }

    @Test @MainActor func drawingFunctionsComeWithUIKit() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 1)
        let context: CGContext? = UIGraphicsGetCurrentContext()
        context?.setBlendMode(CGBlendMode.normal)
        context?.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(context != nil)
        #expect(image?.size == CGSize(width: 10, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
