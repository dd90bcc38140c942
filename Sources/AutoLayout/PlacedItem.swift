import Foundation

/// A constraint's item as the kind it is — a view or a guide — found from its reference without
/// casting, with what the engine reads of it. Building a constraint's expression reads each item
/// several times, and a dynamic cast at each read cost more than the reading.
enum PlacedItem {
    case view(View)
    case guide(LayoutGuide)

    /// The item `reference` names, if it is a view or guide that still exists.
    init?(_ reference: ItemReference?) {
        if let view = reference?.view {
            self = .view(view)
        } else if let guide = reference?.guide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    var item: any LayoutItem {
        switch self {
        case let .view(view): return view
        case let .guide(guide): return guide
        }
    }

    var variables: ItemVariables {
        switch self {
        case let .view(view): return view.variables
        case let .guide(guide): return guide.variables
        }
    }

    /// The item itself if it is a view, a guide's owning view.
    var hierarchyView: View? {
        switch self {
        case let .view(view): return view
        case let .guide(guide): return guide.owningView
        }
    }

    /// The view whose coordinates the item's frame is in: a view's superview, a guide's owning view.
    var parent: View? {
        switch self {
        case let .view(view): return view.superview
        case let .guide(guide): return guide.owningView
        }
    }

    /// The view, if the item is one with text baselines.
    var textView: View? {
        guard case let .view(view) = self, view.hasTextBaselines else { return nil }
        return view
    }
}
