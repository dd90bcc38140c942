import AutoLayout
import Foundation

// UIKit's target-action initializers of bar button items, and a tap for tests: bars are not drawn
// as views that take touches here, so an item is tapped directly.

extension BarButtonItem {
    /// A titled item sending `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        configure(style: style, target: target, action: action, in: "init(title:style:target:action:)")
    }

    /// A pictured item sending `action` to `target` when tapped.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        configure(style: style, target: target, action: action, in: "init(image:style:target:action:)")
    }

    /// A pictured item with a second image for a landscape phone's bar (kept).
    public convenience init(image: Image?, landscapeImagePhone: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// A titled or pictured item sending `action` to `target` when tapped, with `menu`.
    public convenience init(title: String?, image: Image?, target: AnyObject?, action: Selector?,
                            menu: Menu? = nil) {
        self.init(title: title, image: image, menu: menu)
        configure(style: style, target: target, action: action, in: "init(title:image:target:action:menu:)")
    }

    /// A system item sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        configure(style: style, target: target, action: action, in: "init(barButtonSystemItem:target:action:)")
    }

    private func configure(style: Style, target: Any?, action: Selector?, in api: String) {
        self.style = style
        self.action = action
        if let action { self.target = TargetAction.object(target, for: action, in: api) }
    }

    /// Taps the item as a finger would: runs `primaryAction`, or else sends `action` to `target`
    /// with the item as sender. Nothing while disabled. A nil target would go up the responder
    /// chain, which a bar item is not in here, so it is reported.
    public func tap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        guard let target else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .misuse, message: "BarButtonItem \(title.map { "\"\($0)\" " } ?? "")sends \(action.name) to no "
                    + "target: a nil (or freed) target goes up the responder chain in UIKit, and bar items are "
                    + "not in one here", file: action.file, line: action.line))
            return
        }
        SelectorDispatch.perform(action, on: target, with: [self])
    }
}
