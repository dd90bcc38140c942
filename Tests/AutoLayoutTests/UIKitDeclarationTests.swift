import Foundation
import Testing
@testable import AutoLayout

/// Declarations shaped as UIKit's, where code depends on the shape.
@Suite struct UIKitDeclarationTests {
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
