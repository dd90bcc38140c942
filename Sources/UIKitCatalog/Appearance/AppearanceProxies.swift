import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What `appearance()` can make: a class with UIKit's required decoding initializer, through
/// which each proxy is made (as every view and bar item has it, no subclass is left out).
protocol AppearanceDecodable: NSObject {
    init?(coder: NSCoder)
}

extension View: AppearanceDecodable {}
extension BarItem: AppearanceDecodable {}

/// The coder proxies are made with: there is nothing to decode.
private final class AppearanceProxyCoder: NSCoder {}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// The process's appearance proxies and their application (UIKit's `UIAppearance`).
///
/// A proxy is an instance of its class, made through `init(coder:)` beside a second instance that
/// keeps the class's defaults. As a view enters a window, each property (``AppearanceProperty``)
/// takes the value of the winning matching proxy that sets it (differs from its default), unless
/// the view's own value differs from the default: UIKit keeps values set on the instance itself
/// over the proxy's (a value set back to the default is taken for unset here). The winner is by
/// UIKit's order: scoped to containers over not; among scoped ones the outermost container, then
/// the longer chain; a trait's over none; a subclass's over its superclass's; then the later made. As in UIKit, a proxy changed later does not change views
/// already in a window.
final class AppearanceProxies {
    static let shared = AppearanceProxies()

    private final class Entry {
        let type: NSObject.Type
        let containers: [NSObject.Type]
        let trait: TraitCollection?
        let proxy: NSObject
        let defaults: NSObject
        init(type: NSObject.Type, containers: [NSObject.Type], trait: TraitCollection?, proxy: NSObject, defaults: NSObject) {
            (self.type, self.containers, self.trait, self.proxy, self.defaults) = (type, containers, trait, proxy, defaults)
        }
    }

    /// Guards the entries: proxies may be made on one thread and applied on others.
    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The proxy of `type` for `containers` and `trait`, made at the first request.
    func proxy<T: AppearanceDecodable>(of type: T.Type, containers: [any AppearanceContainer.Type], trait: TraitCollection?) -> T {
        let containerTypes = containers.compactMap { $0 as? NSObject.Type }
        func existing() -> T? {
            entries.first { $0.type == type && $0.trait == trait && $0.containers.elementsEqual(containerTypes) { $0 == $1 } }?.proxy as? T
        }
        if let proxy = lock.withLock(existing) { return proxy }
        guard let proxy = type.init(coder: AppearanceProxyCoder()), let defaults = type.init(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(type).appearance(): \(type)'s init(coder:) returned nil; appearance proxies are made through it")
        }
        return lock.withLock {
            if let proxy = existing() { return proxy }
            entries.append(Entry(type: type, containers: containerTypes, trait: trait, proxy: proxy, defaults: defaults))
            if entries.count == 1 { WindowEntry.observe { AppearanceProxies.shared.apply(to: $0) } }
            return proxy
        }
    }

    /// Applies the proxies that match `view`, then those matching the bar items it shows.
    func apply(to view: View) {
        let entries = lock.withLock { self.entries }
        guard !entries.isEmpty else { return }
        apply(entries, to: view, inside: view.next, traits: view.traitCollection)
        for item in Self.items(shownBy: view) {
            apply(entries, to: item, inside: view, traits: view.traitCollection)
        }
    }

    /// The bar items `view` shows, which take their proxies with it.
    private static func items(shownBy view: View) -> [BarItem] {
        if let toolbar = view as? Toolbar { return toolbar.items ?? [] }
        if let tabBar = view as? TabBar { return tabBar.items ?? [] }
        if let bar = view as? NavigationBar, let item = bar.owningNavigationController?.topViewController?.navigationItem {
            return (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
        }
        return []
    }

    private func apply(_ entries: [Entry], to object: NSObject, inside container: Responder?, traits: TraitCollection) {
        var matches: [(entry: Entry, outermost: Int, order: Int)] = []
        for (order, entry) in entries.enumerated() where object.isKind(of: entry.type) {
            if let trait = entry.trait, !traits.containsTraits(in: trait) { continue }
            guard let outermost = Self.outermost(entry.containers, from: container) else { continue }
            matches.append((entry, outermost, order))
        }
        // Insertion by "applies before": few proxies match one object, and the subclass rule is
        // a partial order that a sort's comparator may not be.
        var ordered: [(entry: Entry, outermost: Int, order: Int)] = []
        for match in matches {
            let position = ordered.firstIndex { Self.applies(match, before: $0) } ?? ordered.count
            ordered.insert(match, at: position)
        }
        // Per property, the last proxy that sets it wins, and only where the object's own value
        // is still its class's default (judged before any proxy writes it).
        for property in AppearanceProperty.all {
            guard let winner = ordered.last(where: { !property.same($0.entry.proxy, $0.entry.defaults) }),
                  property.same(object, winner.entry.defaults) else { continue }
            property.copy(winner.entry.proxy, object)
        }
    }

    /// How far up from `start` (1: `start` itself) the outermost of `containers` is, matched
    /// innermost first along the responder chain; 0 for none, nil if they are not all there.
    private static func outermost(_ containers: [NSObject.Type], from start: Responder?) -> Int? {
        var distance = 0
        var responder = start
        for container in containers {
            while let current = responder, !current.isKind(of: container) {
                responder = current.next
                distance += 1
            }
            guard let current = responder else { return nil }
            distance += 1
            responder = current.next
        }
        return distance
    }

    private static func applies(_ one: (entry: Entry, outermost: Int, order: Int), before other: (entry: Entry, outermost: Int, order: Int)) -> Bool {
        let oneScoped = !one.entry.containers.isEmpty, otherScoped = !other.entry.containers.isEmpty
        if oneScoped != otherScoped { return !oneScoped }
        if one.outermost != other.outermost { return one.outermost < other.outermost }
        if one.entry.containers.count != other.entry.containers.count { return one.entry.containers.count < other.entry.containers.count }
        if (one.entry.trait == nil) != (other.entry.trait == nil) { return one.entry.trait == nil }
        if one.entry.type != other.entry.type {
            if other.entry.type.isSubclass(of: one.entry.type) { return true }
            if one.entry.type.isSubclass(of: other.entry.type) { return false }
        }
        return one.order < other.order
    }
}

#if !MainActorViews
// The lock guards the entries; proxies themselves are used as views are, by one thread at a time.
extension AppearanceProxies: @unchecked Sendable {}
#endif
