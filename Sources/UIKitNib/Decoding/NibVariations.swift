import AutoLayout
import Foundation

/// Size classes a document's `<variation>`s are resolved for: iPhone portrait is compact width,
/// regular height.
struct NibSizeClasses: Sendable, Equatable {
    var width: UserInterfaceSizeClass
    var height: UserInterfaceSizeClass

    /// An iPhone in portrait.
    static let phonePortrait = NibSizeClasses(width: .compact, height: .regular)

    /// The size classes of a full screen of `size`: regular width from an iPad's.
    static func screen(of size: CGSize) -> NibSizeClasses {
        NibSizeClasses(width: size.width >= 600 ? .regular : .compact, height: size.height >= 600 ? .regular : .compact)
    }

    /// Whether a variation's key (`heightClass=compact-widthClass=regular`) holds here, and how
    /// specific it is (0 for `default`, then one per size class it names); nil if it does not hold.
    func specificity(of key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let value: UserInterfaceSizeClass = pair[1] == "compact" ? .compact : pair[1] == "regular" ? .regular : .unspecified
            switch pair[0] {
            case "widthClass": guard value == width else { return nil }
            case "heightClass": guard value == height else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }
}

extension XMLNode {
    /// The element as it is for `classes`: each variation that holds (the least specific first)
    /// overrides the element's attributes with its own and its keyed children with its
    /// children of the same name and key; and the ids its masks leave out (`default`'s
    /// exclusions, less what a variation that holds includes).
    func resolved(for classes: NibSizeClasses) -> (node: XMLNode, excluded: Set<String>) {
        let variations = children.filter { $0.name == "variation" }
        guard !variations.isEmpty else { return (self, []) }
        var node = self
        node.children.removeAll { $0.name == "variation" }
        var excluded = Set<String>()
        let holding = variations.compactMap { variation in
            variation["key"].flatMap(classes.specificity).map { (variation, $0) }
        }.sorted { $0.1 < $1.1 }
        for (variation, _) in holding {
            for (name, value) in variation.attributes where name != "key" {
                if let index = node.attributes.firstIndex(where: { $0.name == name }) {
                    node.attributes[index].value = value
                } else {
                    node.attributes.append((name, value))
                }
            }
            for child in variation.children {
                if child.name == "mask" {
                    for reference in child.children {
                        guard let identifier = reference["reference"] else { continue }
                        if reference.name == "exclude" { excluded.insert(identifier) } else { excluded.remove(identifier) }
                    }
                } else if let index = node.children.firstIndex(where: { $0.name == child.name && $0["key"] == child["key"] }) {
                    node.children[index] = child
                } else {
                    node.children.append(child)
                }
            }
        }
        return (node, excluded)
    }
}
