/// Masonry: the chainable Auto Layout DSL (`make.top.left.equalTo(superview).offset(10)`), on top
/// of `AutoLayout`. The roles are Masonry's: `ConstraintMaker` records what a block builds and
/// installs it; `Constraint` is the component, `ViewConstraint` the leaf that becomes one
/// `LayoutConstraint`, `CompositeConstraint` the group that forwards to its children, and
/// `ViewAttribute` a view (or guide) plus an attribute.

@_exported import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Reports a misuse of the DSL: Masonry's own message, then the keys and the DSL line.
func reportMisuse(_ message: String, file: String?, line: Int?, constraints: [LayoutConstraint] = [],
                  kind: LayoutDiagnostic.Kind = .misuse) {
    LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, message: message, file: file, line: line, constraints: constraints))
}
