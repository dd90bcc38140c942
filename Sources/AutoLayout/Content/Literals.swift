import Foundation

// Xcode's colour and image literals, `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)`, as UIKit's types take them (`UIKitLayout` names the default
// literal types, as UIKit does).

extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Image: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`: the one registered under `name`. UIKit traps on a missing
    /// resource; here it is reported and the literal is an empty image.
    public init(imageLiteralResourceName name: String) {
        if let image = Image(named: name) {
            self = image
        } else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "No image named '\(name)' is registered (Image.register(_:named:)); the image literal is an empty image"))
            self.init()
        }
    }
}
