import SwiftSyntax

/// Rewrites one file for Linux: imports of UIKit, SnapKit and Masonry become `UIKitLayout`
/// (others that do not exist here are reported and removed); Objective-C and Interface Builder
/// attributes and `dynamic` go, their declarations kept; `#selector(...)`, `Selector("...")` and
/// `NSSelectorFromString("...")` become this module's selector; `#Preview` blocks and
/// `PreviewProvider` types go; `canImport(UIKit)` asks for `UIKitLayout`.
final class SourceRewriter: SyntaxVisitor {
    private let bytes: [UInt8]
    private let availableModules: Set<String>
    private let resolve: (MacroExpansionExprSyntax) -> String?
    private let report: (Syntax, PortDiagnostic.Severity, String, Bool) -> Void
    private(set) var edits = SourceEdits()

    /// The modules whose names `UIKitLayout` provides.
    static let providedModules: Set<String> = ["UIKit", "SnapKit", "Masonry", "CoreGraphics", "QuartzCore"]
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
        if Self.providedModules.contains(module) {
            edits.replace(range(of: node), with: "import UIKitLayout")
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

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        switch callee {
        case "Selector", "NSSelectorFromString":
            // A name written by hand: made here so that the module's dispatcher is registered.
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  literal.segments.count == 1, literal.segments.first?.is(StringSegmentSyntax.self) == true
            else { return .visitChildren }
            edits.replace(range(of: node.calledExpression), with: Self.selectorFunction)
        case "canImport":
            guard let argument = node.arguments.first?.expression,
                  Self.providedModules.contains(argument.trimmedDescription) else { return .visitChildren }
            edits.replace(range(of: argument), with: "UIKitLayout")
        default:
            break
        }
        return .visitChildren
    }
}
