import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view (or one of its guides) together with a layout attribute: `view.mas.left`.
///
/// Equality is by view and attribute (or group), as in Masonry (not by item).
public final class ViewAttribute: Hashable, ConstraintTarget, CustomStringConvertible {
    /// The view the attribute belongs to (a guide's owning view).
    nonisolated public var view: View? { viewReference.view }
    /// The item constrained: the view itself or one of its guides.
    public var item: (any LayoutItem)? { itemReference.item }
    // References, not `weak`: see `ItemReference`.
    private let viewReference: ItemReference
    private let itemReference: ItemReference
    /// The attribute.
    public let layoutAttribute: LayoutAttribute
    /// For a group of attributes given as one target (SnapKit's `other.snp.edges`, `.margins`):
    /// which attribute of the group each attribute of the first item relates to.
    /// `layoutAttribute` is then `notAnAttribute`.
    package let group: AttributeGroup?

    /// The attribute of the view itself.
    public convenience init(view: View, layoutAttribute: LayoutAttribute) {
        self.init(view: view, item: view, layoutAttribute: layoutAttribute)
    }

    /// The attribute of `item`, which belongs to `view`.
    public init(view: View, item: any LayoutItem, layoutAttribute: LayoutAttribute) {
        viewReference = view.itemReference
        itemReference = item.itemReference
        self.layoutAttribute = layoutAttribute
        group = nil
    }

    /// The attribute of `guide`, which belongs to its owning view (if it has one yet).
    public init(guide: LayoutGuide, layoutAttribute: LayoutAttribute) {
        viewReference = guide.owningView?.itemReference ?? guide.itemReference
        itemReference = guide.itemReference
        self.layoutAttribute = layoutAttribute
        group = nil
    }

    /// One attribute of the same view and item.
    private init(viewReference: ItemReference, itemReference: ItemReference, layoutAttribute: LayoutAttribute) {
        self.viewReference = viewReference
        self.itemReference = itemReference
        self.layoutAttribute = layoutAttribute
        group = nil
    }

    /// `attribute` of this target's view or guide: one attribute picked out of a group.
    func member(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(viewReference: viewReference, itemReference: itemReference, layoutAttribute: attribute)
    }

    /// A group of `item`'s attributes as one target; `item` belongs to `view`.
    package init(view: View, item: any LayoutItem, group: AttributeGroup) {
        viewReference = view.itemReference
        itemReference = item.itemReference
        layoutAttribute = .notAnAttribute
        self.group = group
    }

    /// A group of `guide`'s attributes as one target.
    package init(guide: LayoutGuide, group: AttributeGroup) {
        viewReference = guide.owningView?.itemReference ?? guide.itemReference
        itemReference = guide.itemReference
        layoutAttribute = .notAnAttribute
        self.group = group
    }

    /// The attribute of this target that `first` (an attribute of the constrained item) relates
    /// to: this one's own attribute, or for a group or a whole guide the one `group` picks.
    func attribute(relatedTo first: LayoutAttribute) -> LayoutAttribute {
        guard layoutAttribute == .notAnAttribute else { return layoutAttribute }
        return group?.attribute(relatedTo: first) ?? first
    }

    /// Width or height.
    public var isSizeAttribute: Bool { layoutAttribute.isSize }

    nonisolated public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
        lhs.view === rhs.view && lhs.layoutAttribute == rhs.layoutAttribute && lhs.group == rhs.group
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(view.map(ObjectIdentifier.init))
        hasher.combine(layoutAttribute)
        hasher.combine(group)
    }

    nonisolated public var description: String {
        assumeViewIsolation { (item.map { describe($0) } ?? "nil") + "." + (group?.name ?? layoutAttribute.name) }
    }
}

/// A group of attributes given as one target, by what each attribute of the first item relates
/// to in it: an edge group relates each edge (or margin) to the same edge, a margin group to that
/// edge's margin, as SnapKit relates `make.edges.equalTo(other.snp.margins)`.
package enum AttributeGroup: Sendable {
    case edges, horizontalEdges, verticalEdges, directionalEdges, directionalHorizontalEdges, directionalVerticalEdges
    case margins, directionalMargins
    case size, center, centerWithinMargins

    /// The attribute of the group that `first` relates to.
    func attribute(relatedTo first: LayoutAttribute) -> LayoutAttribute {
        switch self {
        case .margins, .directionalMargins:
            return first.isEdge ? first.withMargins : first
        case .edges, .horizontalEdges, .verticalEdges, .directionalEdges, .directionalHorizontalEdges,
             .directionalVerticalEdges:
            return first.withoutMargins.isEdge ? first.withoutMargins : first
        case .centerWithinMargins:
            return first == .centerX || first == .centerY ? first.withMargins : first
        case .center:
            return first == .centerXWithinMargins || first == .centerYWithinMargins ? first.withoutMargins : first
        case .size:
            return first
        }
    }

    /// The group's attributes in the order SnapKit lists them, whose first it falls back on.
    var members: [LayoutAttribute] {
        switch self {
        case .edges: return [.left, .top, .right, .bottom]
        case .horizontalEdges: return [.left, .right]
        case .verticalEdges, .directionalVerticalEdges: return [.top, .bottom]
        case .directionalEdges: return [.top, .bottom, .leading, .trailing]
        case .directionalHorizontalEdges: return [.leading, .trailing]
        case .margins: return [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
        case .directionalMargins: return [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]
        case .size: return [.width, .height]
        case .center: return [.centerX, .centerY]
        case .centerWithinMargins: return [.centerXWithinMargins, .centerYWithinMargins]
        }
    }

    /// What SnapKit relates each of a statement's attributes (`from`, as `make.top.left` names
    /// them) to in this group: the same attribute when the statement names exactly the group's;
    /// each edge to its margin (or back) between the four edges and the margins, plain or
    /// directional; otherwise, whatever the attribute, the group's first member — so
    /// `make.height.equalTo(v.snp.size)` relates to `width`, as SnapKit does.
    func snapKitTargets(for from: [LayoutAttribute]) -> [LayoutAttribute] {
        let statement = Set(from)
        if statement == Set(members) { return from }
        switch self {
        case .margins where statement == Set(AttributeGroup.edges.members),
             .directionalMargins where statement == Set(AttributeGroup.directionalEdges.members):
            return from.map(\.withMargins)
        case .edges where statement == Set(AttributeGroup.margins.members),
             .directionalEdges where statement == Set(AttributeGroup.directionalMargins.members):
            return from.map(\.withoutMargins)
        default:
            return from.map { _ in members[0] }
        }
    }

    /// The group's name in descriptions.
    var name: String {
        switch self {
        case .edges: return "edges"
        case .horizontalEdges: return "horizontalEdges"
        case .verticalEdges: return "verticalEdges"
        case .directionalEdges: return "directionalEdges"
        case .directionalHorizontalEdges: return "directionalHorizontalEdges"
        case .directionalVerticalEdges: return "directionalVerticalEdges"
        case .margins: return "margins"
        case .directionalMargins: return "directionalMargins"
        case .size: return "size"
        case .center: return "center"
        case .centerWithinMargins: return "centerWithinMargins"
        }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// How an item reads in messages: `View:key`, `View:0x…` (its address) without a key,
/// `LayoutGuide:identifier`.
func describe(_ item: any LayoutItem) -> String { item.layoutDescription }
