import Foundation

extension LayoutConstraint {
    /// Masonry's debug format: `<LayoutConstraint:key@File.swift#12 View:a.left >= View:b.left + 10 ^low>`.
    var constraintDescription: String {
        var text = "<LayoutConstraint:" + (identifier ?? (kind == .user ? pointerDescription(self) : kind.rawValue))
        if let file, let line {
            text += "@"
            if let slash = file.lastIndex(of: "/") { text += file[file.index(after: slash)...] } else { text += file }
            text += "#" + String(line)
        }
        text += " " + (firstItem?.layoutDescription ?? "nil")
        if firstAttribute != .notAnAttribute { text += "." + firstAttribute.name }
        text += " " + relation.symbol
        if let secondItem {
            text += " " + secondItem.layoutDescription
            if secondAttribute != .notAnAttribute { text += "." + secondAttribute.name }
        }
        if multiplier != 1 && secondItem != nil { text += " * " + formatG(multiplier) }
        if secondItem == nil {
            text += " " + formatG(constant)
        } else if constant < 0 {
            text += " - " + formatG(-constant)
        } else if constant > 0 {
            text += " + " + formatG(constant)
        }
        if compressionPriority != 0 {
            // UIKit's words for its content-size constraints.
            text += " Hug:" + formatG(CGFloat(priority.rawValue)) + " CompressionResistance:" + formatG(CGFloat(compressionPriority))
        } else if !priority.isRequired {
            text += " ^" + priority.description
        }
        return text + ">"
    }
}

/// A constraint's one or two items, iterated without allocating an array.
struct ConstraintItems: Sequence, IteratorProtocol {
    private var first: ItemReference?
    private var second: ItemReference?

    init(_ first: ItemReference?, _ second: ItemReference?) {
        self.first = first
        self.second = second
    }

    mutating func next() -> ItemReference? {
        if let item = first {
            first = nil
            return item
        }
        defer { second = nil }
        return second
    }
}
