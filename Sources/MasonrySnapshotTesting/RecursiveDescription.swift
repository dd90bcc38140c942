import AutoLayout
import UIKitRuntime
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// UIKit's `recursiveDescription` of a view tree, as swift-snapshot-testing records it (memory
/// addresses removed): one line a view, each subview indented by `   | ` a level below its
/// superview, the lines joined without a final newline.
///
/// ```
/// <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
///    | <UILabel; frame = (16 20; 288 20.3333); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
/// ```
///
/// A line is `<Class; field; …>`: the class as UIKit names it (each class says so through its
/// `uikitClassName`: this package's `Label` is `UILabel`; a subclass defined elsewhere is named as
/// the Objective-C runtime names Swift classes, `Module.Name`, with `baseClass = UILabel` when what
/// it extends is not a plain view); then the frame, with numbers printed as `%g` prints them
/// (`161.333`, `44`); and, in UIKit's order, the properties that differ from a plain view's
/// defaults: `transform`, `clipsToBounds`, `alpha`, `hidden`, `opaque`, `autoresize`,
/// `userInteractionEnabled`, `tag`, `gestureRecognizers`, then the `layer`. A label takes no
/// touches and a scroll view clips, as in UIKit, so their lines say so. What a class adds (a
/// label's text, a scroll view's offset, sizes and own recognizers, the layer's class) the view
/// states through its `descriptionExtras`. Background colours are not printed, as in the
/// descriptions swift-snapshot-testing's own references record.
enum RecursiveDescription {
    /// The description of `root` and every view below it.
    static func of(_ root: View) -> String {
        var lines: [String] = []
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + line(view))
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// One view's line: UIView's fields, with what the view's class adds (`descriptionExtras`).
    static func line(_ view: View) -> String {
        let (name, kind) = className(of: type(of: view))
        let extras = view.descriptionExtras
        var fields: [String] = []
        if name != kind, kind != "UIView" { fields.append("baseClass = \(kind)") }
        let frame = view.frame
        fields.append("frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))")
        fields += extras.afterFrame
        let transform = view.transform
        if !transform.isIdentity {
            let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            fields.append("transform = [" + entries.map { String(format: "%g", Double($0)) }.joined(separator: ", ") + "]")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if view.isHidden { fields.append("hidden = YES") }
        if !view.isOpaque { fields.append("opaque = NO") }
        if !view.autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizing(view.autoresizingMask))") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if extras.hasOwnGestureRecognizers || view.gestureRecognizers != nil { fields.append("gestureRecognizers = <NSArray>") }
        fields.append("layer = <\(extras.layerClassName)>")
        fields += extras.afterLayer
        return "<\(name); " + fields.joined(separator: "; ") + ">"
    }

    /// A frame's number as UIKit prints it (`%g`: six significant digits), zero without a sign.
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", value == 0 ? 0 : Double(value))
    }

    /// The mask as UIKit abbreviates it: `LM`, `W`, `RM`, `TM`, `H`, `BM`, joined by `+`.
    static func autoresizing(_ mask: View.AutoresizingMask) -> String {
        let names: [(View.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    // MARK: Class names

    /// How UIKit names `type`, and the UIKit class it is or extends (`UIView` at the least): the
    /// class's own `uikitClassName` when the class declares it, else the runtime's name for it.
    static func className(of type: AnyClass) -> (name: String, kind: String) {
        guard let responder = type as? Responder.Type else { return (runtimeName(of: type), "UIView") }
        let declared = responder.uikitClassName
        return (ObjectIdentifier(declared.declaredBy) == ObjectIdentifier(type) ? declared.name : runtimeName(of: type),
                declared.name)
    }

    /// The name the Objective-C runtime gives a Swift class: `Module.Name` for a class at the top
    /// of its module, `_TtC…` (the class's old-style mangled name) for one nested in a type, and
    /// the class's own name where neither can be told (a class local to a function, a private or
    /// generic one).
    static func runtimeName(of type: AnyClass) -> String {
        let reflected = String(reflecting: type)
        guard !reflected.contains("("), let path = nominalPath(type) else { return String(describing: type) }
        guard path.nested.count > 1 else { return reflected }
        let kinds = path.nested.reversed().map { String($0.kind) }.joined()
        let names = ([path.module] + path.nested.map(\.name)).map { "\($0.count)\($0)" }.joined()
        return "_Tt" + kinds + names
    }

    /// The module and the nested names and kinds (`C` class, `V` struct, `O` enum) of a
    /// nominal type, read from its mangled name; nil for any other shape.
    static func nominalPath(_ type: AnyClass) -> (module: Substring, nested: [(name: Substring, kind: Character)])? {
        guard var rest = _mangledTypeName(type)?[...] else { return nil }
        func identifier() -> Substring? {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            // A leading 0 marks words substituted from earlier identifiers.
            guard !digits.hasPrefix("0"), let length = Int(digits), rest.count >= digits.count + length else { return nil }
            rest = rest.dropFirst(digits.count)
            defer { rest = rest.dropFirst(length) }
            return rest.prefix(length)
        }
        guard let module = identifier() else { return nil }
        var nested: [(name: Substring, kind: Character)] = []
        while !rest.isEmpty {
            guard let name = identifier(), let kind = rest.first, "CVO".contains(kind) else { return nil }
            rest = rest.dropFirst()
            nested.append((name, kind))
        }
        guard nested.last?.kind == "C" else { return nil }
        return (module, nested)
    }
}
