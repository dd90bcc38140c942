import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime

/// A view written as iOS code writes one: its own designated initializer, and the decoding one
/// NSCoding makes required, calling `super.init(coder:)`.
private final class Avatar: View {
    let radius: CGFloat
    init(radius: CGFloat) {
        self.radius = radius
        super.init(frame: CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius))
    }
    required init?(coder: NSCoder) {
        radius = 20
        super.init(coder: coder)
    }
}

/// A controller with the same pair.
private final class Profile: ViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        name = "decoded"
        super.init(coder: coder)
    }
}

/// Declarations shaped as UIKit's, where code depends on the shape.
@Suite struct UIKitDeclarationTests {
    @Test func decodingInitializersAreRequiredAndMakeEmptyViewsAndControllers() {
        // There are no archives here: `init(coder:)` makes what `init(frame: .zero)` and
        // `init(nibName: nil, bundle: nil)` make, with the subclass's own properties.
        let avatar = Avatar(coder: NSCoder())
        #expect(avatar?.frame == .zero && avatar?.radius == 20)
        let profile = Profile(coder: NSCoder())
        #expect(profile?.name == "decoded" && profile?.isViewLoaded == false)
        #expect(Avatar(radius: 30).frame.size == CGSize(width: 60, height: 60))
    }

    @Test func implicitlyUnwrappedPropertiesGoBackToTheirDefaultsOnNil() {
        let label = Label()
        label.font = Font(pointSize: 30)
        label.textColor = .red
        let font: Font? = nil, color: Color? = nil
        label.font = font      // UIKit's `UIFont!`: nil restores the 17-point system font
        label.textColor = color  // and black
        #expect(label.font == Font(pointSize: 17) && label.textColor == .black)
        #expect(label.font.lineHeight == 20.4)  // read as a font, no unwrapping: 17 × 1.2
    }

    @Test func textSizesAreUIKitsContentSizeCategories() {
        let traits = View().traitCollection
        #expect(traits.preferredContentSizeCategory == .large)  // iOS's default
        #expect(traits.preferredContentSizeCategory == "UICTContentSizeCategoryL")  // its raw name
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test func tintColorIsInheritedAndNeverNil() {
        let parent = View(), child = View()
        parent.addSubview(child)
        #expect(child.tintColor == .tintColor)  // nothing set above: the system tint
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .green
        #expect(child.tintColor == .green)
        child.tintColor = nil  // back to inheriting
        #expect(child.tintColor == .systemPink)
    }

    @Test func weightsImagesAndTints() {
        #expect(Font.Weight(0.4) == Font.Weight.bold)  // UIKit's bold is 0.4
        #expect(Image().size == .zero)
        let image = Image(size: CGSize(width: 24, height: 16))
        #expect(image.withTintColor(.red, renderingMode: .alwaysOriginal).size == CGSize(width: 24, height: 16))
    }

    @Test func aConstraintsReadOnlyMembersAreOpenAndTheEngineLaysOutByWhatItWasMadeWith() {
        // UIKit's `NSLayoutConstraint` members are Objective-C properties, all overridable; test
        // doubles override the getters. Layout reads what the constraint was made with, as UIKit's
        // engine does.
        final class Reported: LayoutConstraint {
            override var multiplier: CGFloat { get { 3 } set {} }
            override var relation: LayoutRelation { .greaterThanOrEqual }
            override var firstAttribute: LayoutAttribute { .height }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = Reported(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                             multiplier: 0.5, constant: 0)
        LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(width.multiplier == 3 && width.relation == .greaterThanOrEqual && width.firstAttribute == .height)
        #expect(box.frame.size == CGSize(width: 150, height: 10))  // 300 × 0.5, as made
    }
}
