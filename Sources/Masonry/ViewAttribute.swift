import Foundation

/// A view (or one of its guides) together with a layout attribute: `view.mas.left`.
///
/// Equality is by view and attribute, as in Masonry (not by item).
public final class ViewAttribute: Hashable, ConstraintTarget, CustomStringConvertible {
    /// The view the attribute belongs to (a guide's owning view).
    public var view: View? { viewReference.view }
    /// The item constrained: the view itself or one of its guides.
    public var item: (any LayoutItem)? { itemReference.item }
    // References, not `weak`: see `ItemReference`.
    private let viewReference: ItemReference
    private let itemReference: ItemReference
    /// The attribute.
    public let layoutAttribute: LayoutAttribute

    /// The attribute of the view itself.
    public convenience init(view: View, layoutAttribute: LayoutAttribute) {
        self.init(view: view, item: view, layoutAttribute: layoutAttribute)
    }

    /// The attribute of `item`, which belongs to `view`.
    public init(view: View, item: any LayoutItem, layoutAttribute: LayoutAttribute) {
        viewReference = view.itemReference
        itemReference = item.itemReference
        self.layoutAttribute = layoutAttribute
    }

    /// The attribute of `guide`, which belongs to its owning view (if it has one yet).
    public init(guide: LayoutGuide, layoutAttribute: LayoutAttribute) {
        viewReference = guide.owningView?.itemReference ?? guide.itemReference
        itemReference = guide.itemReference
        self.layoutAttribute = layoutAttribute
    }

    /// Width or height.
    public var isSizeAttribute: Bool { layoutAttribute.isSize }

    public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
        lhs.view === rhs.view && lhs.layoutAttribute == rhs.layoutAttribute
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(view.map(ObjectIdentifier.init))
        hasher.combine(layoutAttribute)
    }

    public var description: String {
        (item.map { describe($0) } ?? "nil") + "." + layoutAttribute.name
    }
}

/// How an item reads in messages: `View:key`, `View:0x…` (its address) without a key,
/// `LayoutGuide:identifier`.
func describe(_ item: any LayoutItem) -> String { item.layoutDescription }
