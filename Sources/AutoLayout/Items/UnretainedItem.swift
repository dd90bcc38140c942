import Foundation

/// A constraint's item as the kind it is — a view or a guide — found from its reference without
/// casting, with what the engine reads of it.
///
/// Building a constraint's expression reads each item several times: a dynamic cast at each read
/// cost more than the reading, and so did holding the item strongly (a retain as the value is
/// made, a release as it goes, for every constraint). It holds the item unretained, and so lives
/// only within one registration, while the tree (or whoever made the item) keeps the item alive
/// and nothing in the engine removes views.
enum UnretainedItem {
    case viewPointer(Unmanaged<View>)
    case guidePointer(Unmanaged<LayoutGuide>)

    /// The item `reference` names, if it is a view or guide that still exists.
    @inline(__always) init?(_ reference: ItemReference?) {
        if let view = reference?.viewPointer {
            self = .viewPointer(view)
        } else if let guide = reference?.guidePointer {
            self = .guidePointer(guide)
        } else {
            return nil
        }
    }

    /// A view that its caller keeps alive.
    static func view(_ view: View) -> UnretainedItem { .viewPointer(Unmanaged.passUnretained(view)) }

    /// A guide that its caller keeps alive.
    static func guide(_ guide: LayoutGuide) -> UnretainedItem { .guidePointer(Unmanaged.passUnretained(guide)) }

    /// The item if it is a view.
    @inline(__always) var view: View? {
        if case let .viewPointer(view) = self { return view.takeUnretainedValue() }
        return nil
    }

    /// The item if it is a guide.
    @inline(__always) var guide: LayoutGuide? {
        if case let .guidePointer(guide) = self { return guide.takeUnretainedValue() }
        return nil
    }

    var item: any LayoutItem {
        switch self {
        case let .viewPointer(view): return view.takeUnretainedValue()
        case let .guidePointer(guide): return guide.takeUnretainedValue()
        }
    }

    /// The address of the view whose coordinates the item's frame is in (a view's superview, a guide's owning view).
    @inline(__always) var parentIdentity: UnsafeMutableRawPointer? {
        switch self {
        case let .viewPointer(view): return view._withUnsafeGuaranteedRef { $0.superviewReference?.viewIdentity }
        case let .guidePointer(guide): return guide._withUnsafeGuaranteedRef { $0.owningReference?.viewIdentity }
        }
    }

    /// The solver variables, made on first use.
    @inline(__always) var variables: ItemVariables {
        switch self {
        case let .viewPointer(view): return view._withUnsafeGuaranteedRef { $0.variables }
        case let .guidePointer(guide): return guide._withUnsafeGuaranteedRef { $0.variables }
        }
    }

    /// The variables if they have been made.
    @inline(__always) var createdVariables: ItemVariables? {
        switch self {
        case let .viewPointer(view): return view._withUnsafeGuaranteedRef { $0.createdVariables }
        case let .guidePointer(guide): return guide._withUnsafeGuaranteedRef { $0.createdVariables }
        }
    }

    /// The item itself if it is a view, a guide's owning view.
    @inline(__always) var hierarchyView: View? {
        switch self {
        case let .viewPointer(view): return view.takeUnretainedValue()
        case let .guidePointer(guide): return guide._withUnsafeGuaranteedRef { $0.owningReference?.view }
        }
    }

    /// The view, if the item is one with text baselines.
#if MainActorViews
    @preconcurrency @MainActor
#endif
    @inline(__always) var textView: View? {
        guard case let .viewPointer(pointer) = self else { return nil }
        let view = pointer.takeUnretainedValue()  // not through a closure: it would check the executor
        return view.hasTextBaselines ? view : nil
    }
}
