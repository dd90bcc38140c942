import SwiftSyntax

/// What `#selector(...)` names: the Objective-C name of the method (or property accessor) its
/// expression refers to, looked up among the ported methods when the expression leaves out the
/// argument labels, as `#selector(didTap)` does.
struct SelectorResolver {
    let methods: [SelectorMethod]

    /// Methods of this package's classes that apps name in selectors, by base name.
    private static let libraryMethods = ["endEditing": "endEditing:"]

    /// The name `node` (a `#selector` expansion) stands for; nil if its expression names nothing.
    func selector(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first else { return nil }
        guard let (qualifier, reference) = Self.reference(in: argument.expression) else { return nil }
        let base = reference.baseName.text
        switch argument.label?.text {
        case "getter": return ObjCName.getter(base)
        case "setter": return ObjCName.setter(base)
        default: break
        }
        if let arguments = reference.argumentNames {
            let labels = arguments.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            let declared = methods.first { $0.baseName == base && $0.labels == labels }
            return declared?.selector ?? ObjCName.selector(base: base, labels: labels)
        }
        var candidates = methods.filter { $0.baseName == base }
        if let qualifier, candidates.contains(where: { $0.typeName == qualifier }) {
            candidates = candidates.filter { $0.typeName == qualifier }
        }
        // Overloads with one selector are one method; the compiler rejects the ambiguous rest.
        if let first = candidates.first { return first.selector }
        return Self.libraryMethods[base] ?? base
    }

    /// The type an expression's member is looked up in (`LoginView` in `LoginView.didTap`, nil for
    /// `self`) and the member's reference.
    private static func reference(in expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            return (base == "self" || base == "Self" ? nil : base, member.declName)
        }
        if let cast = expression.as(AsExprSyntax.self) { return reference(in: cast.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return reference(in: inner.expression)
        }
        return nil
    }
}
