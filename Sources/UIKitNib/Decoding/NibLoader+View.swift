import AutoLayout
import Foundation
import UIKitRuntime

extension NibLoader {
    /// Fills `view` from its element: UIView's attributes, its class's, its subviews, guides,
    /// runtime attributes; its constraints and connections wait for `finish()`.
    func decode(_ element: XMLNode, into view: View) {
        let (node, excluded) = element.resolved(for: sizeClasses)
        register(view, for: node)
        didMake(view)
        decodeViewAttributes(node, into: view)
        decodeClassAttributes(node, into: view)
        decodeSubviews(node, into: view, excluding: excluded)
        decodeGuides(node, of: view)
        for constraint in node.children(of: "constraints") where constraint.name == "constraint" && !excluded.contains(constraint["id"] ?? "") {
            pendingConstraints.append((constraint, view))
        }
        for connection in node.children(of: "connections") { pendingConnections.append((connection, view)) }
        decodeRuntimeAttributes(node, of: view)
    }

    /// UIView's own attributes.
    func decodeViewAttributes(_ node: XMLNode, into view: View) {
        if let frame = node.child("rect", key: "frame")?.rect { view.frame = frame }
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = mask.autoresizingMask }
        if node.flag("translatesAutoresizingMaskIntoConstraints") == false { view.translatesAutoresizingMaskIntoConstraints = false }
        if let mode = node["contentMode"] {
            if let contentMode = NibSpelling.contentMode(mode) { view.contentMode = contentMode } else { warn(node, "unknown contentMode \(mode)") }
        }
        if let tag = node["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let alpha = node.number("alpha") { view.alpha = alpha }
        if let hidden = node.flag("hidden") { view.isHidden = hidden }
        if let clips = node.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = node.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let multiple = node.flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let opaque = node.flag("opaque") { view.isOpaque = opaque }
        if let preserves = node.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = node.flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        let priorities: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in priorities {
            guard let value = node.number(name) else { continue }
            let priority = LayoutPriority(Float(min(max(value, 1), 1000)))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        if designTime { setPlaceholderIntrinsicSize(node, of: view) }
        for color in node.children where color.name == "color" {
            switch color["key"] {
            case "backgroundColor": view.backgroundColor = self.color(color)
            case "tintColor": view.tintColor = self.color(color)
            default: break
            }
        }
        if let margins = node.child("edgeInsets", key: "layoutMargins")?.insets { view.layoutMargins = margins }
        if let margins = node.child("directionalEdgeInsets", key: "directionalLayoutMargins")?.directionalInsets {
            view.directionalLayoutMargins = margins
        }
        if let accessibility = node.child("accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
        }
    }

    /// Xcode's design-time intrinsic size (`placeholderIntrinsicWidth`/`Height`); with
    /// `storedTextSizes`, a text view's stored size as its intrinsic size, as Xcode measured it.
    private func setPlaceholderIntrinsicSize(_ node: XMLNode, of view: View) {
        var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        if storedTextSizes, NibLoader.textElements.contains(node.name), let stored = node.child("rect", key: "frame")?.rect {
            size = stored.size
        }
        if let width = node.number("placeholderIntrinsicWidth") { size.width = width }
        if let height = node.number("placeholderIntrinsicHeight") { size.height = height }
        if size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric { view.placeholderIntrinsicSize = size }
    }

    /// The elements whose size depends on text.
    static let textElements: Set<String> = ["label", "button", "textField", "textView", "searchBar", "segmentedControl"]

    /// The subviews: a stack view's are arranged, a cell's go in its content view.
    func decodeSubviews(_ node: XMLNode, into view: View, excluding excluded: Set<String> = []) {
        for child in node.children(of: "subviews") where !excluded.contains(child["id"] ?? "") {
            guard let subview = makeView(child) else { continue }
            if let stack = view as? StackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
    }

    /// The view's layout guides, registered under their ids so that constraints find them.
    func decodeGuides(_ node: XMLNode, of view: View) {
        for guide in node.children where guide.name == "viewLayoutGuide" {
            switch guide["key"] {
            case "safeArea": register(view.safeAreaLayoutGuide, for: guide)
            case "layoutMargins": register(view.layoutMarginsGuide, for: guide)
            case "contentLayoutGuide": if let scroll = view as? ScrollView { register(scroll.contentLayoutGuide, for: guide) }
            case "frameLayoutGuide": if let scroll = view as? ScrollView { register(scroll.frameLayoutGuide, for: guide) }
            default: warn(guide, "unknown layout guide \(guide["key"] ?? "")")
            }
        }
        for guide in node.children(of: "layoutGuides") where guide.name == "layoutGuide" {
            let layoutGuide = LayoutGuide()
            if let identifier = guide["identifier"] { layoutGuide.identifier = identifier }
            view.addLayoutGuide(layoutGuide)
            register(layoutGuide, for: guide)
        }
    }

    /// `userDefinedRuntimeAttributes`: the layer's and view's key paths Xcode users set most are
    /// applied; others reach the object's ported `@IBInspectable` properties, or are warned about.
    func decodeRuntimeAttributes(_ node: XMLNode, of object: AnyObject) {
        for attribute in node.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            if let view = object as? View, applyKnownKeyPath(keyPath, value, to: view) { continue }
            if KeyValueDispatch.setValue(value, forKey: keyPath, on: object) { continue }
            warn(attribute, "runtime attribute \(keyPath) of \(type(of: object)): no such property in the sources ported for it")
        }
    }

    private func runtimeValue(_ attribute: XMLNode) -> Any? {
        let value = attribute["value"]
        switch attribute["type"] {
        case "boolean": return value == "YES"
        case "number":
            if let number = attribute.child("integer", key: "value")?.number("value") ?? attribute.child("real", key: "value")?.number("value") {
                return number
            }
            return value.flatMap { Double($0) }.map { CGFloat($0) }
        case "string", "localizedString": return value
        case "color": return attribute.child("color", key: "value").flatMap { color($0) }
        case "size": return attribute.child("size", key: "value")?.size
        case "rect": return attribute.child("rect", key: "value")?.rect
        case "point": return attribute.child("point", key: "value").flatMap { point in
            point.number("x").flatMap { x in point.number("y").map { CGPoint(x: x, y: $0) } }
        }
        case "image": return value.flatMap { image(named: $0) }
        default: return value
        }
    }

    private func applyKnownKeyPath(_ keyPath: String, _ value: Any?, to view: View) -> Bool {
        let number = value as? CGFloat
        switch keyPath {
        case "layer.cornerRadius", "cornerRadius": if let number { view.layer.cornerRadius = number; return true }
        case "layer.borderWidth", "borderWidth": if let number { view.layer.borderWidth = number; return true }
        case "layer.masksToBounds", "clipsToBounds": if let flag = value as? Bool { view.clipsToBounds = flag; return true }
        case "layer.borderColor", "borderColor": if let color = value as? Color { view.layer.borderColor = color.cgColor; return true }
        case "layer.shadowOpacity": if let number { view.layer.shadowOpacity = Float(number); return true }
        case "layer.shadowRadius": if let number { view.layer.shadowRadius = number; return true }
        case "accessibilityIdentifier": if let text = value as? String { view.accessibilityIdentifier = text; return true }
        default: return false
        }
        return false
    }
}
