/// UIKitLayout: UIKit's and SnapKit's names for this package's engine and DSL, with the package's
/// own, so that iOS layout code compiles on every platform with only its imports changed:
///
/// ```swift
/// #if canImport(UIKit)
/// import UIKit
/// import SnapKit
/// #else
/// import UIKitLayout
/// #endif
/// ```
///
/// It brings the package's own names too (`View`, `Button`); `UIKitNames` brings UIKit's only, and
/// is what the port plugin makes `import UIKit` of an app's file.

@_exported import Foundation  // as `import UIKit` brings it
@_exported import UIKitNames
@_exported import Masonry
@_exported import UIKitRuntime
@_exported import MasonrySnapKit
@_exported import UIKitCatalog
@_exported import UIKitNib
