import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Told of items pushed on and popped off a bar of its own (UIKit's `UINavigationBarDelegate`);
/// every call is optional.
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed (yes unless implemented).
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// Called after `item` was pushed.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether `item` may be popped (yes unless implemented).
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// Called after `item` was popped.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}

extension NavigationBar {
    /// Whether a navigation controller manages the items, reporting a misuse if so: UIKit raises
    /// an exception when code changes them directly.
    private func refusesManagedChange(_ call: String) -> Bool {
        guard owningNavigationController != nil else { return false }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "Cannot call \(call) directly on a UINavigationBar managed by a controller"))
        return true
    }

    /// `pushItem(_:animated:)`'s work.
    func push(_ item: NavigationItem) {
        guard !refusesManagedChange("pushItem(_:animated:)"), delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        ownItems = (ownItems ?? []) + [item]
        show(item, large: false)
        delegate?.navigationBar(self, didPush: item)
    }

    /// `popItem(animated:)`'s work.
    func pop() -> NavigationItem? {
        guard !refusesManagedChange("popItem(animated:)"), let item = ownItems?.last,
              delegate?.navigationBar(self, shouldPop: item) ?? true else { return nil }
        ownItems?.removeLast()
        show(ownItems?.last, large: false)
        delegate?.navigationBar(self, didPop: item)
        return item
    }

    /// `setItems(_:animated:)`'s work.
    func replaceItems(_ items: [NavigationItem]?) {
        guard !refusesManagedChange("setItems(_:animated:)") else { return }
        ownItems = items
        show(items?.last, large: false)
    }

    /// Draws the appearance in effect: the scroll-edge one when set (content is taken to be at the
    /// bar's edge), else the standard one; their background colour, else `barTintColor` (neither:
    /// the bar's own `backgroundColor` stays), and their title attributes' font and colour, else the bar's.
    func applyAppearance() {
        let appearance = scrollEdgeAppearance ?? standardAppearance
        if let color = appearance.backgroundColor ?? barTintColor { backgroundColor = color }
        let attributes = appearance.titleTextAttributes.isEmpty ? (titleTextAttributes ?? [:]) : appearance.titleTextAttributes
        // UIKit's `.font` and `.foregroundColor`, by the strings they stand for: UIKitNames names them.
        if let font = attributes[NSAttributedString.Key("NSFont")] as? Font { titleLabel.font = font }
        if let color = attributes[NSAttributedString.Key("NSColor")] as? Color { titleLabel.textColor = color }
    }
}
