import AutoLayout
import Foundation

/// A selector and the object it is sent to, held weakly as UIKit holds the targets of controls,
/// gesture recognizers and bar button items: a target that goes is not kept alive by its button.
package struct TargetAction {
    /// The object the selector is sent to; nil when none was given, or once it is freed.
    package weak var target: AnyObject?
    /// The method sent.
    package let action: Selector

    /// `action`, sent to `target`.
    package init(target: AnyObject?, action: Selector) {
        self.target = target
        self.action = action
    }

    /// `target` as an object selectors can be sent to, or nil when none was given. A value (a
    /// struct, an enum) has no identity a control could hold, so `api` reports it and gets nil.
    package static func object(_ target: Any?, for action: Selector, in api: String) -> AnyObject? {
        guard let target else { return nil }
        if type(of: target) is AnyClass { return target as AnyObject }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .misuse,
            message: "\(api) takes an object as target, but was given a \(type(of: target)) value: "
                + "\(action.name) will not be sent to it", file: action.file, line: action.line))
        return nil
    }
}
