import Cassowary
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Other conforming types are refused when a constraint is activated, as UIKit refuses them.
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
    /// A reference to the item that does not keep it alive (see ``ItemReference``): a view's or
    /// guide's own; types other than views and guides get a new, weak reference each time.
    package var itemReference: ItemReference {
        if let view = self as? View { return view.itemReference }
        if let guide = self as? LayoutGuide { return guide.itemReference }
        return ItemReference(other: self)
    }
}

/// The four solver variables of an item — its frame in its superview's coordinates (a guide's in
/// its owning view's), as `frame` is — created when the item first takes part in a layout.
final class ItemVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    // The marks below are unchecked for the same reason as the engine's own properties: read at
    // every registration.
    /// The engine the item is registered in (its serial number; 0 for none), and the engine's own
    /// constraints for it. Kept here rather than in a dictionary of the engine's: every
    /// constraint asks whether its items are registered. A measuring engine
    /// (`systemLayoutSizeFitting`) keeps its own pair, so measuring never takes an item from the
    /// engine of its tree.
    @exclusivity(unchecked) private var engineSerial: UInt64 = 0
    @exclusivity(unchecked) private var engineImplicit: [LayoutConstraint] = []
    @exclusivity(unchecked) private var fittingSerial: UInt64 = 0
    @exclusivity(unchecked) private var fittingImplicit: [LayoutConstraint] = []

    /// The serial of the engine (a measuring one, or the tree's) the item is registered in.
    func serial(fitting: Bool) -> UInt64 { fitting ? fittingSerial : engineSerial }

    /// That engine's own constraints for the item.
    func implicit(fitting: Bool) -> [LayoutConstraint] { fitting ? fittingImplicit : engineImplicit }

    /// Records the item's registration in an engine (serial 0: none) and its own constraints there.
    func register(serial: UInt64, implicit: [LayoutConstraint], fitting: Bool) {
        if fitting {
            fittingSerial = serial
            fittingImplicit = implicit
        } else {
            engineSerial = serial
            engineImplicit = implicit
        }
    }

    /// The variables of the item `reference` names; each variable's context is that reference,
    /// which is how the engine finds the item whose variable changed.
    init(name: String, reference: ItemReference) {
        if name.isEmpty {
            minX = Variable("", context: reference)
            minY = Variable("", context: reference)
            width = Variable("", context: reference)
            height = Variable("", context: reference)
        } else {
            minX = Variable(name + ".minX", context: reference)
            minY = Variable(name + ".minY", context: reference)
            width = Variable(name + ".width", context: reference)
            height = Variable(name + ".height", context: reference)
        }
    }

    /// The solved frame, in the superview's (or owning view's) coordinates.
    var rect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}

/// What the engine needs of an item, whichever kind it is.
extension LayoutItem {
    /// The view this item belongs to in the hierarchy: itself, or a guide's owning view.
    var hierarchyView: View? {
        if let view = self as? View { return view }
        return (self as? LayoutGuide)?.owningView
    }

    /// How the item reads in descriptions and diagnostics: `View:key` or `LayoutGuide:identifier`.
    package var layoutDescription: String {
        if let view = self as? View { return view.keyDescription }
        if let guide = self as? LayoutGuide { return "LayoutGuide:" + guide.identifier }
        return String(describing: type(of: self)) + ":" + pointerDescription(self)
    }
}

/// `0x…`, the object's address, as Masonry and UIKit print items and constraints without a key
/// (so a log line can be matched to the object in a debugger).
func pointerDescription(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
