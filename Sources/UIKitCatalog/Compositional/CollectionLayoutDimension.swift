import AutoLayout
import UIKitRuntime
import Foundation

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// One side of an item's size (UIKit's `NSCollectionLayoutDimension`): a fraction of its
/// container's width or height, a length in points, or an estimate the cell's own size replaces.
open class CollectionLayoutDimension: CustomStringConvertible, @unchecked Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat
    init(_ kind: Kind, _ dimension: CGFloat) { (self.kind, self.dimension) = (kind, dimension) }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimate, replaced by the size the cell fits.
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// An estimate, replaced by the largest size the group's items fit, shared by all of them.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> CollectionLayoutDimension { .init(.uniform, estimatedDimension) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated || kind == .uniform }
    /// Whether it is an estimate shared across the group's items.
    public var isUniformAcrossSiblings: Bool { kind == .uniform }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniform: dimension
        }
    }

    /// The kind and value, as UIKit prints them.
    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        case .uniform: "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// An item's width and height (UIKit's `NSCollectionLayoutSize`).
open class CollectionLayoutSize: @unchecked Sendable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension
    /// A size of the two dimensions.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        (widthDimension, heightDimension) = (width, height)
    }
    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// Space between items (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible — at least this
/// much, sharing out the room left.
open class CollectionLayoutSpacing: @unchecked Sendable {
    /// The spacing in points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing shares out the room left.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
    init(_ spacing: CGFloat, flexible: Bool) { (self.spacing, isFlexibleSpacing) = (spacing, flexible) }
    /// At least `flexibleSpacing`, sharing out the room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
    /// Exactly `fixedSpacing`.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
}

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// Space outside an item's edges within its group (UIKit's `NSCollectionLayoutEdgeSpacing`).
open class CollectionLayoutEdgeSpacing: @unchecked Sendable {
    /// Space before the leading edge.
    public let leading: CollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: CollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: CollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: CollectionLayoutSpacing?
    /// Spacing for each edge (nil: none).
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
                bottom: CollectionLayoutSpacing?) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }
}

// @unchecked Sendable: open as UIKit's, and every property is a `let` of a Sendable value.
/// Where a supplementary item sits on its item (UIKit's `NSCollectionLayoutAnchor`): on the given
/// edges, moved by an offset in points or in fractions of the supplementary item's size.
open class CollectionLayoutAnchor: @unchecked Sendable {
    /// The edges it sits on (a corner is two edges; none: centred).
    public let edges: DirectionalRectEdge
    /// The offset from there.
    public let offset: CGPoint
    /// Whether the offset is in points.
    public let isAbsoluteOffset: Bool
    /// Whether the offset is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }
    /// An anchor on `edges`.
    public convenience init(edges: DirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, absolute: true) }
    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary item's size.
    public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, absolute: false) }
    init(edges: DirectionalRectEdge, offset: CGPoint, absolute: Bool) { (self.edges, self.offset, isAbsoluteOffset) = (edges, offset, absolute) }

    /// The frame of a supplementary item of `size` on `container`: inside the edges named, its
    /// outer sides on them, centred along the others; then moved by the offset.
    func frame(of size: CGSize, on container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width, dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum RectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }
