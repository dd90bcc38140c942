/// One element of an XML document, with where it starts: what the nib reader walks.
///
/// Attributes keep the document's order (IB writes each once; a repeated name is an error the
/// reader reports). Text content is dropped except inside the few elements that carry it
/// (`<string>`), where it is kept in `text`.
public struct XMLNode: Sendable {
    /// The element's name (`label`, `constraint`).
    public var name: String
    /// The attributes as written, in order.
    public var attributes: [(name: String, value: String)]
    /// The child elements, in order.
    public var children: [XMLNode]
    /// The element's character data (entities decoded), joined.
    public var text: String
    /// Where the element's `<` is: 1-based line and column (columns count UTF-8 bytes).
    public var line: Int
    /// See `line`.
    public var column: Int

    /// The value of attribute `name`, if written.
    public subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children of the first child named `name` (`<subviews>`, `<constraints>`), or none.
    public func children(of name: String) -> [XMLNode] {
        children.first { $0.name == name && $0["key"] == nil }?.children ?? []
    }
}
