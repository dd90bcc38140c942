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
}
