import SwiftSyntax

/// Rewrites one file for Linux: imports of UIKit, SnapKit and Masonry become this package's
/// modules of their names (`UIKitNames`, `MasonrySnapKit`, `UIKitLayout`; others that do not exist here are reported and removed); Objective-C and Interface Builder
/// attributes and `dynamic` go, their declarations kept; `#selector(...)`, `Selector("...")` and
/// `NSSelectorFromString("...")` become this module's selector; `#Preview` blocks and
/// `PreviewProvider` types go; `canImport(UIKit)` asks for `UIKitLayout` and `os(iOS)` is true.
final class SourceRewriter: SyntaxVisitor {
    private let bytes: [UInt8]
    private let availableModules: Set<String>
    private let resolve: (MacroExpansionExprSyntax) -> String?
    private let report: (Syntax, PortDiagnostic.Severity, String, Bool) -> Void
    private(set) var edits = SourceEdits()
    /// The selectors the file names, by `#selector` or by a string.
    private(set) var namedSelectors: Set<String> = []

    /// The modules whose names this package provides, and the module of its that provides only
    /// them: an app's own `Button` stays unambiguous beside another library's.
    static let providedModules: [String: String] = [
        "UIKit": "UIKitNames", "CoreGraphics": "UIKitNames", "QuartzCore": "UIKitNames",
        "SnapKit": "MasonrySnapKit", "Masonry": "UIKitLayout",
    ]
    /// The attributes that need the Objective-C runtime or Interface Builder.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]
    /// The name ported code calls for a selector.
    static let selectorFunction = "__masonryPortSelector"

    init(bytes: [UInt8], availableModules: Set<String>, resolve: @escaping (MacroExpansionExprSyntax) -> String?,
         report: @escaping (Syntax, PortDiagnostic.Severity, String, Bool) -> Void) {
        (self.bytes, self.availableModules, self.resolve, self.report) = (bytes, availableModules, resolve, report)
        super.init(viewMode: .sourceAccurate)
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if let provider = Self.providedModules[module] {
            edits.replace(range(of: node), with: "import \(provider)")
        } else if !availableModules.contains(module) {
            let message = "import of \(module) removed: there is no such module here; "
                + "declare the names the file uses from it in a file of the test target"
            report(Syntax(node), .warning, message, true)
            edits.replace(range(of: node), with: "#warning(\"\(message)\")")
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.removedAttributes.contains(node.attributeName.trimmedDescription) { edits.blank(range(of: node), in: bytes) }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            edits.blank(range(of: node), in: bytes)
        case .keyword(.optional):
            report(Syntax(node), .error, "an optional protocol requirement needs the Objective-C runtime: "
                + "make it required with a default implementation in a protocol extension, and call it without `?`", false)
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            edits.blank(range(of: node), in: bytes)
            return .skipChildren
        }
        guard node.macroName.text == "selector" else { return .visitChildren }
        if let name = resolve(node) {
            namedSelectors.insert(name)
            edits.replace(range(of: node), with: "\(Self.selectorFunction)(\"\(name)\")")
        } else {
            report(Syntax(node), .error, "this #selector names no method: write `#selector(method)` or "
                + "`#selector(method(_:))` with the method's own name", false)
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { edits.blank(range(of: node), in: bytes) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let previews = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
        if previews {
            edits.blank(range(of: node), in: bytes)
            return .skipChildren
        }
        return .visitChildren
    }

    /// What a compilation condition becomes here: `canImport(UIKit)` (or another module
    /// this package provides) asks for `UIKitLayout`, and `os(iOS)` is true, as the app's code
    /// runs as on iOS; nil for any other.
    static func portedCondition(_ node: FunctionCallExprSyntax) -> String? {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              node.arguments.count == 1, let argument = node.arguments.first?.expression.trimmedDescription else { return nil }
        switch callee {
        case "canImport" where providedModules[argument] != nil: return "canImport(UIKitLayout)"
        case "os" where argument == "iOS": return "true"
        default: return nil
        }
    }

    /// The condition of an `#if` clause, with its calls ported (``portedCondition(_:)``).
    static func ported(_ condition: ExprSyntax) -> String {
        final class Finder: SyntaxVisitor {
            var replacements: [(Range<Int>, String)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let text = SourceRewriter.portedCondition(node) {
                    replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(condition)
        var text = Array(condition.trimmedDescription.utf8)
        let start = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        for (range, replacement) in finder.replacements.reversed() {
            text.replaceSubrange((range.lowerBound - start)..<(range.upperBound - start), with: Array(replacement.utf8))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `node` is (in) the condition of an `#if` clause.
    private static func isCondition(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) { return clause.condition.map { Syntax($0) } == current }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        switch callee {
        case "Selector", "NSSelectorFromString":
            // A name written by hand: made here so that the module's dispatcher is registered.
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return .visitChildren }
            namedSelectors.insert(segment.content.text)
            edits.replace(range(of: node.calledExpression), with: Self.selectorFunction)
        case "canImport", "os":
            guard let replacement = Self.portedCondition(node), Self.isCondition(node) else { break }
            // Padded where shorter, so that the columns after it stay the original's.
            let width = range(of: node).count
            edits.replace(range(of: node), with: replacement + String(repeating: " ", count: max(0, width - replacement.count)))
        default:
            break
        }
        return .visitChildren
    }
}
