import SwiftSyntax

/// Overrides declared in extensions, which Swift allows only for `@objc` members (the Objective-C
/// runtime sends every call as a message, so a subclass's extension can replace the method).
/// Here each such override is renamed, and the method it overrides — found among the ported
/// sources by its name, labels and parameter types — first hands the call to the override of
/// the most derived class `self` is an instance of. Calls, selectors and `super`-free overrides
/// then behave as on iOS; an override whose method is not in the ported sources (UIKit's own),
/// one that calls `super`, and variadic, static or accessor overrides are reported instead —
/// unless the class is declared in the same file, where the override simply moves into the
/// class's body (between `#sourceLocation` lines that keep its own line numbers).
struct ExtensionOverrides {
    /// A method declaration in file `file`, with the type it belongs to as written.
    struct Method {
        var file: Int
        var declaration: FunctionDeclSyntax
        var owner: String
        var key: String
    }

    /// Renamed overrides, by the key of the method they override.
    private(set) var overrides: [String: [Method]] = [:]
    /// The overridden methods that dispatch, by key.
    private(set) var bases: [String: [Method]] = [:]
    /// Overrides moved into the body of their class, declared in the same file.
    private(set) var moves: [(method: Method, into: ClassDeclSyntax)] = []

    /// The prefix of an override's new name; the owner's name and the method's follow.
    static let renamedPrefix = "__masonryPortOverride_"

    /// Finds the overrides in `trees` and the methods they override, reporting what cannot be done.
    init(trees: [SourceFileSyntax], report: (Int, Syntax, String) -> Void) {
        var found: [Method] = []
        var candidates: [String: [Method]] = [:]
        for (file, tree) in trees.enumerated() {
            for declaration in tree.functions() {
                guard let ownerNode = Self.owner(of: declaration),
                      ownerNode.is(ExtensionDeclSyntax.self) || ownerNode.is(ClassDeclSyntax.self),
                      let owner = typeName(of: ownerNode) else { continue }
                let method = Method(file: file, declaration: declaration, owner: owner, key: Self.key(declaration))
                if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                    if ownerNode.is(ExtensionDeclSyntax.self) { found.append(method) }
                } else {
                    candidates[method.key, default: []].append(method)
                }
            }
        }
        var classes: [String: [(file: Int, declaration: ClassDeclSyntax)]] = [:]
        for (file, tree) in trees.enumerated() {
            for item in tree.statements {
                if let declaration = item.item.as(ClassDeclSyntax.self) { classes[declaration.name.text, default: []].append((file, declaration)) }
            }
        }
        for method in found {
            let node = Syntax(method.declaration)
            if let target = Self.movableTarget(method, classes: classes) {
                moves.append((method, target))
                continue
            }
            let name = method.declaration.name.text
            if method.declaration.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                || method.declaration.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) {
                report(method.file, node, "\(name) overrides in an extension, which needs the Objective-C runtime, and a "
                    + "static or variadic override cannot be dispatched here: declare it in the class's body")
            } else if Self.callsSuper(method.declaration) {
                report(method.file, node, "\(name) overrides in an extension and calls super, which needs the Objective-C "
                    + "runtime: declare the override in the class's body")
            } else if let overridden = candidates[method.key], !overridden.isEmpty {
                overrides[method.key, default: []].append(method)
                bases[method.key] = overridden
            } else {
                report(method.file, node, "\(name) overrides in an extension a method that is not in the ported sources "
                    + "(UIKit's own?), which needs the Objective-C runtime: declare the override in the class's body")
            }
        }
    }

    /// The class an override can move into: the one class of its extension's name, declared at
    /// the top of the same file, with the override directly in an extension with no `where`.
    private static func movableTarget(_ method: Method, classes: [String: [(file: Int, declaration: ClassDeclSyntax)]]) -> ClassDeclSyntax? {
        guard let candidates = classes[method.owner], candidates.count == 1, candidates[0].file == method.file,
              let members = method.declaration.parent?.parent?.parent?.as(MemberBlockSyntax.self),
              let extensionDecl = members.parent?.as(ExtensionDeclSyntax.self), extensionDecl.genericWhereClause == nil
        else { return nil }
        return candidates[0].declaration
    }

    /// The type or extension `declaration` is a member of (through `#if` clauses).
    private static func owner(of declaration: FunctionDeclSyntax) -> Syntax? {
        var current = declaration.parent
        while let node = current {
            if node.isProtocol((any DeclGroupSyntax).self) { return node }
            current = node.parent
        }
        return nil
    }

    /// `name(label:label:)` and the parameters' types as written: what an override repeats.
    static func key(_ declaration: FunctionDeclSyntax) -> String {
        let parameters = declaration.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text + ":" }.joined()
        return "\(declaration.name.text)(\(labels))" + parameters.map { $0.type.trimmedDescription }.joined(separator: ",")
    }

    /// The name an override of `owner` takes.
    static func renamed(_ method: Method) -> String {
        let owner = String(method.owner.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return renamedPrefix + owner + "_" + method.declaration.name.text
    }

    private static func callsSuper(_ declaration: FunctionDeclSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        if let body = declaration.body { finder.walk(body) }
        return finder.found
    }

    /// The edits file `file` needs: its overrides renamed (and their `override` and availability
    /// attributes blanked, so that the call from the overridden method neither fails nor warns),
    /// and its overridden methods opened with the dispatch, on their first line.
    func edits(inFile file: Int, bytes: [UInt8], path: String, converter: SourceLocationConverter) -> SourceEdits {
        var edits = SourceEdits()
        func range(of node: some SyntaxProtocol) -> Range<Int> {
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        }
        for (method, target) in moves where method.file == file {
            let declaration = method.declaration
            let text = String(decoding: bytes[range(of: declaration)], as: UTF8.self)
            edits.blank(range(of: declaration), in: bytes)
            let brace = target.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
            let literal = DispatchGenerator.literal(path)
            let from = converter.location(for: declaration.positionAfterSkippingLeadingTrivia)
            let back = converter.location(for: brace)
            edits.replace(brace.utf8Offset..<brace.utf8Offset, with: "\n#sourceLocation(file: \(literal), line: \(from.line))\n"
                + String(repeating: " ", count: max(0, from.column - 1)) + text
                + "\n#sourceLocation(file: \(literal), line: \(back.line))\n" + String(repeating: " ", count: max(0, back.column - 1)))
        }
        for method in overrides.values.joined() where method.file == file {
            for modifier in method.declaration.modifiers where modifier.name.tokenKind == .keyword(.override) {
                edits.blank(range(of: modifier), in: bytes)
            }
            for case let .attribute(attribute) in method.declaration.attributes
            where attribute.attributeName.trimmedDescription == "available" {
                edits.blank(range(of: attribute), in: bytes)
            }
            edits.replace(range(of: method.declaration.name), with: Self.renamed(method))
        }
        for (key, methods) in bases {
            guard let receivers = overrides[key] else { continue }
            for base in methods where base.file == file {
                guard let body = base.declaration.body else { continue }
                edits.replace(range(of: body.leftBrace), with: "{ " + Self.dispatch(base.declaration, to: receivers))
                // A body of one expression returned it implicitly; after the dispatch it must say so.
                if let returned = Self.implicitlyReturned(base.declaration) {
                    let start = returned.positionAfterSkippingLeadingTrivia.utf8Offset
                    edits.replace(start..<start, with: "return ")
                }
            }
        }
        return edits
    }

    /// The expression a function of one expression returns without `return`, if it is one.
    private static func implicitlyReturned(_ declaration: FunctionDeclSyntax) -> ExprSyntax? {
        guard let statements = declaration.body?.statements, statements.count == 1,
              let result = declaration.signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(result),
              case let .expr(expression)? = statements.first?.item else { return nil }
        // A call that never returns ends the body as it is (`return` before it would not compile).
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return ["fatalError", "preconditionFailure"].contains(callee) ? nil : expression
    }

    /// One line that calls the override of the most derived receiver `self` is, if any: a
    /// receiver is skipped when `self` is also a receiver that is its subclass.
    static func dispatch(_ base: FunctionDeclSyntax, to receivers: [Method]) -> String {
        let arguments = base.signature.parameterClause.parameters.map { parameter -> String in
            let name = (parameter.secondName ?? parameter.firstName).text
            let value = parameter.type.is(AttributedTypeSyntax.self)
                && parameter.type.trimmedDescription.hasPrefix("inout") ? "&" + name : name
            return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
        }.joined(separator: ", ")
        let effects = base.signature.effectSpecifiers
        let prefix = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        var code = ""
        for (index, receiver) in receivers.enumerated() {
            var condition = "let __masonryPortSelf = \(helper)Cast(self, to: \(receiver.owner).self)"
            for (other, more) in receivers.enumerated() where other != index {
                condition += ", !(\(helper)Cast(self, to: \(more.owner).self) != nil && "
                    + "\(helper)IsSubclass(\(more.owner).self, of: \(receiver.owner).self))"
            }
            code += "if \(condition) { return \(prefix)__masonryPortSelf.\(renamed(receiver))(\(arguments)) }; "
        }
        return code
    }

    /// The prefix of the generic helpers the dispatch calls (generic, so that a cast to a class
    /// unrelated to the method's owner is a run-time miss, not a compiler warning).
    static let helper = "__masonryPortOverride"

    /// The helpers, appended once to each file whose methods dispatch.
    static let helpers = """
        private func \(helper)Cast<T>(_ object: Any, to type: T.Type) -> T? { object as? T }
        private func \(helper)IsSubclass<A, B>(_ type: A.Type, of other: B.Type) -> Bool { type is B.Type }

        """

    /// Whether file `file` declares a method that dispatches.
    func dispatches(inFile file: Int) -> Bool {
        bases.contains { overrides[$0.key] != nil && $0.value.contains { $0.file == file } }
    }
}

extension SourceFileSyntax {
    /// Every function declaration in the file, at any depth.
    func functions() -> [FunctionDeclSyntax] { declarations(of: FunctionDeclSyntax.self, lookingInside: false) }
    /// Every class declared in the file, nested ones too.
    func classes() -> [ClassDeclSyntax] { declarations(of: ClassDeclSyntax.self, lookingInside: true) }

    /// The declarations of kind `kind`, in order, with those inside them when `lookingInside`.
    private func declarations<Declaration: SyntaxProtocol>(of kind: Declaration.Type, lookingInside: Bool) -> [Declaration] {
        let finder = DeclarationFinder<Declaration>(lookingInside: lookingInside)
        finder.walk(self)
        return finder.found
    }
}

/// Collects the nodes of one kind in a tree.
private final class DeclarationFinder<Declaration: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Declaration] = []
    let lookingInside: Bool
    init(lookingInside: Bool) {
        self.lookingInside = lookingInside
        super.init(viewMode: .sourceAccurate)
    }
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let declaration = node.as(Declaration.self) else { return .visitChildren }
        found.append(declaration)
        return lookingInside ? .visitChildren : .skipChildren
    }
}
