import AutoLayout
import Foundation
import UIKitCatalog
import UIKitRuntime

extension NibLoader {
    /// A `<constraint>`: a missing first item is the view holding it; a missing second item with
    /// a second attribute is that view too (an aspect ratio). Placeholder constraints, which
    /// Xcode removes at build time, are dropped.
    func addConstraint(_ element: XMLNode, owner: View) {
        let node = element.resolved(for: sizeClasses).node
        if node.flag("placeholder") == true, !designTime { return }
        guard let firstName = node["firstAttribute"], let firstAttribute = NibSpelling.attribute(firstName) else {
            warn(node, "a constraint with an unknown first attribute \(node["firstAttribute"] ?? "(none)"); skipped")
            return
        }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondName = node["secondAttribute"] {
            guard let attribute = NibSpelling.attribute(secondName) else {
                warn(node, "a constraint with an unknown second attribute \(secondName); skipped")
                return
            }
            secondAttribute = attribute
        }
        guard let first = item(node["firstItem"], owner: owner, node) else { return }
        var second: AnyObject?
        if secondAttribute != .notAnAttribute {
            guard let found = item(node["secondItem"], owner: owner, node) else { return }
            second = found
        }
        guard let relation = NibSpelling.relation(node["relation"]), let multiplier = NibSpelling.multiplier(node["multiplier"]) else {
            warn(node, "a constraint with an unknown relation or multiplier; skipped")
            return
        }
        let constant = node.number("constant") ?? (node.flag("symbolic") == true ? 8 : 0)
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: multiplier, constant: constant)
        if let priority = node.number("priority") { constraint.priority = LayoutPriority(Float(min(max(priority, 1), 1000))) }
        constraint.identifier = node["identifier"]
        register(constraint, for: node)
        owner.addConstraint(constraint)
    }

    private func item(_ identifier: String?, owner: View, _ node: XMLNode) -> AnyObject? {
        guard let identifier else { return owner }
        guard let object = objects[identifier], object is View || object is LayoutGuide else {
            warn(node, "a constraint names \(identifier), which is no view or layout guide of the document; skipped")
            return nil
        }
        return object
    }

    /// An `<outlet>`, `<outletCollection>`, `<action>` or `<segue>` of `source`.
    func connect(_ node: XMLNode, from source: AnyObject) {
        switch node.name {
        case "outlet", "outletCollection":
            guard let property = node["property"], let destination = node["destination"] else { return }
            guard let target = objects[destination] else {
                warn(node, "outlet \(property) names \(destination), which is not an object of the document; skipped")
                return
            }
            if setKnownOutlet(property, of: source, to: target) { return }
            if KeyValueDispatch.setValue(target, forKey: property, on: source) { return }
            warn(node, "outlet \(property) of \(type(of: source)): no such property in the sources ported for it; not set")
        case "action":
            guard let name = node["selector"] else { return }
            let target = node["destination"].flatMap { objects[$0] }
            let selector = Selector(name)
            if let control = source as? Control {
                control.addTarget(target, action: selector, for: controlEvent(node["eventType"]))
            } else if let recognizer = source as? GestureRecognizer, let target {
                recognizer.addTarget(target, action: selector)
            } else if let item = source as? BarButtonItem {
                item.target = target
                item.action = selector
            } else {
                warn(node, "action \(name) on \(type(of: source)), which sends no actions; skipped")
            }
        case "segue":
            connectSegue(node, from: source)
        default:
            warn(node, "unknown connection <\(node.name)>; skipped")
        }
    }

    /// The outlets of this package's own classes that documents connect (data sources,
    /// delegates, gesture recognizers); true if `property` is one.
    private func setKnownOutlet(_ property: String, of source: AnyObject, to target: AnyObject) -> Bool {
        switch (property, source) {
        case ("gestureRecognizers", let view as View):
            guard let recognizer = target as? GestureRecognizer else { return false }
            view.addGestureRecognizer(recognizer)
        case ("dataSource", let table as TableView): table.dataSource = target as? TableViewDataSource
        case ("delegate", let table as TableView): table.delegate = target as? TableViewDelegate
        case ("dataSource", let collection as CollectionView): collection.dataSource = target as? CollectionViewDataSource
        case ("delegate", let collection as CollectionView): collection.delegate = target as? CollectionViewDelegate
        case ("delegate", let field as TextField): field.delegate = target as? TextFieldDelegate
        case ("delegate", let textView as TextView): textView.delegate = target as? TextViewDelegate
        case ("delegate", let scroll as ScrollView): scroll.delegate = target as? ScrollViewDelegate
        case ("view", let controller as ViewController):
            guard let view = target as? View else { return false }
            controller.view = view
        default: return false
        }
        return true
    }

    private func controlEvent(_ name: String?) -> Control.Event {
        let events: [String: Control.Event] = [
            "touchUpInside": .touchUpInside, "touchDown": .touchDown, "touchUpOutside": .touchUpOutside,
            "valueChanged": .valueChanged, "editingChanged": .editingChanged, "editingDidBegin": .editingDidBegin,
            "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit, "primaryActionTriggered": .primaryActionTriggered,
            "touchCancel": .touchCancel, "touchDragInside": .touchDragInside,
        ]
        return name.flatMap { events[$0] } ?? .touchUpInside
    }
}
