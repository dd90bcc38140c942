import Foundation

// Xcode's colour literal, `#colorLiteral(red:green:blue:alpha:)`, as UIKit's colour takes it
// (`UIKitLayout` names the default literal types, as UIKit does; the image literal is
// `UIKitRuntime`'s, with `Image`).

extension Color: _ExpressibleByColorLiteral {}
