import AutoLayout
import Foundation

/// A container controller that shows the controllers its children `show(_:sender:)` (a navigation
/// controller pushes them). Other modules' containers conform; `show` asks the closest one.
package protocol ShowingContainer: ViewController {
    /// Shows `controller` in this container.
    func showInContainer(_ controller: ViewController, sender: Any?)
}
