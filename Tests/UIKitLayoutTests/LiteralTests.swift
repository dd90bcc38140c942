import Testing
import UIKitLayout

/// Xcode's colour and image literals, typed as UIKit types them.
@Suite struct LiteralTests {
    @Test func colourLiteralsAreUIColors() {
        let brand = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let typed: UIColor = brand  // the literal's default type is UIColor, as with UIKit
        #expect(typed == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func imageLiteralsAreRegisteredImagesOrEmptyOnes() {
        UIImage.register(UIImage(size: CGSize(width: 24, height: 24)), named: "literal-star")
        let star = #imageLiteral(resourceName: "literal-star")
        #expect(star.size == CGSize(width: 24, height: 24))
        let (missing, diagnostics) = LayoutDiagnostics.collect { #imageLiteral(resourceName: "literal-nothing") }
        #expect(missing.size == .zero)
        #expect(diagnostics.map(\.message) == [
            "No image named 'literal-nothing' is registered (Image.register(_:named:)); the image literal is an empty image"])
    }
}
