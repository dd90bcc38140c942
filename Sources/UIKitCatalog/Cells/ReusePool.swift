import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A view a table or collection view makes from a registered class and pools for reuse.
package protocol ReusableView: AnyObject {
    /// Makes a view for the pool (the initializer UIKit would call for `reuseIdentifier`).
    init(registeredFor reuseIdentifier: String)
    /// The identifier the view is pooled under; nil: it is not pooled.
    var reuseIdentifier: String? { get }
    /// Called as the view is taken from the pool again.
    func prepareForReuse()
}

extension TableViewCell: ReusableView {}
extension TableViewHeaderFooterView: ReusableView {}
extension CollectionReusableView: ReusableView {}

#if MainActorViews
/// What makes a reusable view from a nib: nil when the nib holds none of the kind asked for.
package typealias ReuseMaker<Element> = @MainActor () -> Element?
#else
/// What makes a reusable view from a nib: nil when the nib holds none of the kind asked for.
package typealias ReuseMaker<Element> = () -> Element?
#endif

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The classes registered by reuse identifier, and the views that left the screen, pooled by
/// their identifier until a dequeue takes one back: what tables and collections share. A view is
/// in at most one list, and never both in the pool and in the tree.
package struct ReusePool<Element: View & ReusableView> {
    private var classes: [String: Element.Type] = [:]
    private var makers: [String: ReuseMaker<Element>] = [:]
    private var idle: [String: [Element]] = [:]

    /// Makes views of `type` for `identifier` (nil unregisters); replaces a maker.
    mutating func register(_ type: Element.Type?, for identifier: String) {
        classes[identifier] = type
        makers[identifier] = nil
    }

    /// Makes views for `identifier` with `make` (a nib's or a storyboard prototype's); replaces a class.
    package mutating func register(maker make: @escaping ReuseMaker<Element>, for identifier: String) {
        makers[identifier] = make
        classes[identifier] = nil
    }

    /// A pooled view of `identifier`, prepared for reuse, or else a new one of the registered
    /// class; nil if neither.
    mutating func dequeue(_ identifier: String) -> Element? {
        if let view = idle[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let make = makers[identifier] { return make() }
        return classes[identifier].map { $0.init(registeredFor: identifier) }
    }

    /// Takes `view` out of the tree and pools it under its identifier (views without one are let go).
    mutating func recycle(_ view: Element) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { idle[identifier, default: []].append(view) }
    }
}

extension View {
    /// `type` as a class of `Base` to register for reuse; a class that is not one is reported
    /// (UIKit raises an exception at the dequeue) and registers nothing.
    func registrable<Base: View>(_ type: AnyClass?, as base: Base.Type, _ identifier: String) -> Base.Type? {
        guard let type else { return nil }
        guard let registered = type as? Base.Type else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "\(type) registered for reuse identifier "
                + "\"\(identifier)\" in \(keyDescription) is not a \(base.uikitClassName.name) subclass: nothing is registered"))
            return nil
        }
        return registered
    }
}
