import Foundation

// Xcode's colour and image literals, `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)`, as UIKit's types take them (`UIKitLayout` names the default
// literal types, as UIKit does).

extension Color: _ExpressibleByColorLiteral {}

extension Image: _ExpressibleByImageLiteral {}
