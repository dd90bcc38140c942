import SwiftSyntax

/// The initializer a table or collection view makes a registered class with. Swift without the
/// Objective-C runtime can make an instance from a class value only through a `required`
/// initializer, so this package's reusable views declare `init(registeredFor:)`, which calls the
/// initializer UIKit calls (`init(style:reuseIdentifier:)`, `init(frame:)`). A subclass that
/// declares a designated initializer of its own does not inherit it: here it gets one, on the
/// line of its closing brace, calling that initializer — or, when the class does not have it,
/// stopping with the message Swift gives on iOS when UIKit calls an initializer a Swift class
/// did not implement.
struct ReusableInitializers {
    /// How UIKit makes a registered view of each reusable class: the initializer's labels, its
    /// name, and the call.
    static let makers: [String: (labels: [String], name: String, call: String)] = {
        let cell = (["frame"], "init(frame:)", "self.init(frame: .zero)")
        return [
            "UITableViewCell": (["style", "reuseIdentifier"], "init(style:reuseIdentifier:)",
                                "self.init(style: .default, reuseIdentifier: reuseIdentifier)"),
            "UITableViewHeaderFooterView": (["reuseIdentifier"], "init(reuseIdentifier:)", "self.init(reuseIdentifier: reuseIdentifier)"),
            "UICollectionViewCell": cell, "UICollectionReusableView": cell, "UICollectionViewListCell": cell,
        ]
    }()

    /// Insertions by file: the byte offset of a class's closing brace and the initializer put before it.
    private(set) var insertions: [Int: [(offset: Int, text: String)]] = [:]

    init(trees: [SourceFileSyntax]) {
        var classes: [String: [(file: Int, declaration: ClassDeclSyntax)]] = [:]
        for (file, tree) in trees.enumerated() {
            for declaration in tree.classes() { classes[declaration.name.text, default: []].append((file, declaration)) }
        }
        for (name, declarations) in classes {
            for (file, declaration) in declarations {
                guard let maker = Self.reusableBase(of: declaration, in: classes).flatMap({ Self.makers[$0] }) else { continue }
                let initializers = Self.initializers(of: declaration)
                let labels = initializers.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
                let designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
                guard !designated.isEmpty, !labels.contains(["registeredFor"]) else { continue }
                // Text of the app's generated initializer, which stops only where iOS stops (UIKit
                // making a registered class through an initializer the class does not have).
                let unimplemented = "Use of unimplemented initializer '\(maker.name)' for class '\(name)'"
                let body = labels.contains(maker.labels) ? maker.call
                    : "fatalError(\"\(unimplemented)\")"  // safe: generated text, the trap Swift itself emits there
                let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
                let text = " \(access)required convenience init(registeredFor reuseIdentifier: String) { \(body) } "
                insertions[file, default: []].append((declaration.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, text))
            }
        }
    }

    /// The edits file `file` needs.
    func edits(inFile file: Int) -> SourceEdits {
        var edits = SourceEdits()
        for insertion in insertions[file] ?? [] { edits.replace(insertion.offset..<insertion.offset, with: insertion.text) }
        return edits
    }

    /// The UIKit reusable class `declaration` descends from, through classes of the ported sources.
    private static func reusableBase(of declaration: ClassDeclSyntax, in classes: [String: [(file: Int, declaration: ClassDeclSyntax)]]) -> String? {
        var current = declaration
        var seen: Set<String> = []
        while let inherited = current.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            let name = inherited.hasPrefix("UIKit.") ? String(inherited.dropFirst(6)) : inherited
            if makers[name] != nil { return name }
            guard seen.insert(name).inserted, let next = classes[name], next.count == 1 else { return nil }
            current = next[0].declaration
        }
        return nil
    }

    /// The initializers declared in the class's body (through `#if` clauses).
    private static func initializers(of declaration: ClassDeclSyntax) -> [InitializerDeclSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [InitializerDeclSyntax] = []
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(declaration.memberBlock)
        return finder.found
    }
}
