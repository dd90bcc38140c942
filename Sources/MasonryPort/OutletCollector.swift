import SwiftSyntax

/// A property a nib sets: an `@IBOutlet` (or outlet collection) or `@IBInspectable` stored or
/// settable property of a class.
struct NibProperty {
    /// The class (or extended type) it belongs to, as written.
    var typeName: String
    /// Its name, the key the document connects.
    var name: String
    /// The `#if` conditions it sits under, outermost first.
    var conditions: [String]
    /// The index of the file declaring it.
    var file: Int
}

/// Finds the properties nibs set in one file.
final class OutletCollector: SyntaxVisitor {
    private let file: Int
    private(set) var properties: [NibProperty] = []

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let marked = ["IBOutlet", "IBInspectable", "GKInspectable"].contains { node.attributes.contains(named: $0) }
        guard marked, node.bindingSpecifier.tokenKind == .keyword(.var),
              !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              let owner = node.parent.flatMap(enclosingType) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // A computed property without a setter cannot be set; observers (`didSet`) can.
            if case let .accessors(accessors)? = binding.accessorBlock?.accessors,
               accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
               !accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
                continue
            }
            if case .getter? = binding.accessorBlock?.accessors { continue }
            properties.append(NibProperty(typeName: owner, name: name, conditions: ifConfigConditions(above: Syntax(node)), file: file))
        }
        return .skipChildren
    }
}
