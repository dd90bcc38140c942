import AutoLayout
import UIKitRuntime
import Foundation

// What a controller shows in the bars of the containers above it, kept on the controller.

extension ViewController {
    /// The nearest navigation controller above this one (itself excluded).
    public var navigationController: NavigationController? { closestAncestor(NavigationController.self) }

    /// What a navigation bar shows for this controller; its title is the controller's unless set.
    public var navigationItem: NavigationItem {
        if let item = kept(\ViewController.navigationItem) { return item }
        let item = NavigationItem(controller: self)
        keep(\ViewController.navigationItem, item)
        return item
    }
}
