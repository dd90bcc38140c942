import AutoLayout
import SnapshotTesting
import UIKitRuntime
import Foundation

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller and the children below it, one a line, as UIKit's `_printHierarchy` prints
    /// them and swift-snapshot-testing records them (without addresses): each controller's class,
    /// where it is in appearing, and its view's class — or that the view is not loaded, or is not
    /// in the window. Taken while the controller is shown, as `recursiveDescription` is.
    public static var hierarchy: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
            assumeViewIsolation {
                SnapshotWindow.show(controller, on: ViewImageConfig(), traits: TraitCollection()) { _, _ in
                    ControllerHierarchy.of(controller)
                }
            }
        }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The text of `.hierarchy`.
enum ControllerHierarchy {
    /// The lines for `root` and its children, depth first, each level indented by `   | `.
    static func of(_ root: ViewController) -> String {
        var lines: [String] = []
        var pending = [(root, 0)]
        while let (controller, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + line(for: controller))
            pending.append(contentsOf: controller.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// `<UINavigationController>, state: appeared, view: <UILayoutContainerView>`.
    static func line(for controller: ViewController) -> String {
        let name = RecursiveDescription.className(of: type(of: controller)).name
        let view: String
        if controller.isViewLoaded {
            let loaded: View = controller.view
            view = "<\(RecursiveDescription.className(of: type(of: loaded)).name)>"
                + (loaded.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        return "<\(name)>, state: \(controller.appearanceState.rawValue), view: \(view)"
    }
}
