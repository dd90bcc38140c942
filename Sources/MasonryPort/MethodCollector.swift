import SwiftSyntax

/// Finds the methods selectors can name in one file: those marked `@objc` or `@IBAction`, and
/// every instance method of an `@objcMembers` class.
final class MethodCollector: SyntaxVisitor {
    private let file: Int
    private let objcMembersTypes: Set<String>
    private let report: (Syntax, String) -> Void
    private(set) var methods: [SelectorMethod] = []

    init(file: Int, objcMembersTypes: Set<String>, report: @escaping (Syntax, String) -> Void) {
        (self.file, self.objcMembersTypes, self.report) = (file, objcMembersTypes, report)
        super.init(viewMode: .sourceAccurate)
    }

    /// The classes marked `@objcMembers` in a file.
    static func objcMembersTypes(in tree: SourceFileSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.attributes.contains(named: "objcMembers"), let name = typeName(of: Syntax(node)) { names.insert(name) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let marked = node.attributes.contains(named: "objc") || node.attributes.contains(named: "IBAction")
        guard let owner = node.parent.flatMap(enclosingType) else { return .skipChildren }
        guard marked || objcMembersTypes.contains(owner) else { return .skipChildren }
        if node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        if node.genericParameterClause != nil || node.signature.effectSpecifiers?.asyncSpecifier != nil
            || parameters.contains(where: { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) }) {
            if marked {
                report(Syntax(node), "\(node.name.text) cannot be performed by a selector here: generic, async, "
                    + "variadic and inout methods are not dispatched; call it from a method that is")
            }
            return .skipChildren
        }
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let selector = node.attributes.explicitObjCName ?? ObjCName.selector(base: node.name.text, labels: labels)
        methods.append(SelectorMethod(
            typeName: owner, selector: selector, baseName: node.name.text, labels: labels,
            parameterTypes: parameters.map { $0.type.trimmedDescription },
            throwing: node.signature.effectSpecifiers?.throwsClause != nil,
            returnsValue: node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false,
            deprecated: node.attributes.marksDeprecated,
            conditions: ifConfigConditions(above: Syntax(node)), file: file))
        return .skipChildren
    }
}

/// The class whose member `node` is, by its full name; nil inside a function, a protocol, a
/// generic class or a value type (none of which a selector or a nib reaches).
func enclosingType(_ node: Syntax) -> String? {
    var current: Syntax? = node
    while let syntax = current {
        if syntax.is(ClassDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self) {
            if let generic = syntax.as(ClassDeclSyntax.self), generic.genericParameterClause != nil { return nil }
            return typeName(of: syntax)
        }
        if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self)
            || syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(ActorDeclSyntax.self) {
            return nil
        }
        current = syntax.parent
    }
    return nil
}

/// The full name of a class or extended type, with the types it is nested in: `Outer.Inner`.
func typeName(of node: Syntax) -> String? {
    var parts: [String] = []
    var current: Syntax? = node
    while let syntax = current {
        if let decl = syntax.as(ClassDeclSyntax.self) {
            parts.insert(decl.name.text, at: 0)
        } else if let decl = syntax.as(StructDeclSyntax.self) {
            parts.insert(decl.name.text, at: 0)
        } else if let decl = syntax.as(EnumDeclSyntax.self) {
            parts.insert(decl.name.text, at: 0)
        } else if let decl = syntax.as(ExtensionDeclSyntax.self) {
            parts.insert(decl.extendedType.trimmedDescription, at: 0)
            break  // an extension is at file scope
        } else if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) {
            return nil
        }
        current = syntax.parent
    }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
}

/// The conditions of the `#if` clauses `node` sits in, ported, outermost first; a `#elseif` or `#else`
/// clause's condition includes the negation of the clauses before it.
func ifConfigConditions(above node: Syntax) -> [String] {
    var conditions: [String] = []
    var current = node.parent
    while let syntax = current {
        if let clause = syntax.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
            var parts: [String] = []
            for earlier in list {
                if earlier.id == clause.id { break }
                if let condition = earlier.condition { parts.append("!(\(SourceRewriter.ported(condition)))") }
            }
            if let condition = clause.condition { parts.append("(\(SourceRewriter.ported(condition)))") }
            if !parts.isEmpty { conditions.insert(parts.joined(separator: " && "), at: 0) }
        }
        current = syntax.parent
    }
    return conditions
}

extension AttributeListSyntax {
    /// Whether an attribute of this name (`objc`, `IBAction`) is in the list.
    func contains(named name: String) -> Bool {
        contains { element in
            guard case let .attribute(attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }

    /// Whether an `@available` attribute deprecates the declaration.
    var marksDeprecated: Bool {
        contains { element in
            guard case let .attribute(attribute) = element, attribute.attributeName.trimmedDescription == "available",
                  case let .availability(arguments)? = attribute.arguments else { return false }
            return arguments.contains { $0.argument.trimmedDescription.hasPrefix("deprecated") }
        }
    }

    /// The name given by `@objc(name:)`, if any.
    var explicitObjCName: String? {
        for element in self {
            guard case let .attribute(attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  case let .objCName(pieces)? = attribute.arguments else { continue }
            return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
        }
        return nil
    }
}
