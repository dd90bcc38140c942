import Foundation

/// Insets from the edges of a rectangle: top, left, bottom, right (UIKit's `UIEdgeInsets`).
public typealias EdgeInsets = NSEdgeInsets

extension NSEdgeInsets {
    /// No inset on any edge.
    public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
}

extension NSEdgeInsets: @retroactive Equatable {
    public static func == (lhs: NSEdgeInsets, rhs: NSEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
    }
}

/// Insets named by layout direction: leading is left in left-to-right layouts, right otherwise.
public struct DirectionalEdgeInsets: Equatable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four directional edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets these become in `direction`.
    func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension EdgeInsets {
    /// The directional insets these are in `direction`.
    func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

/// Formats a number as C's `%g` does (six significant digits), as Masonry's descriptions do.
func formatG(_ value: CGFloat) -> String {
    // Whole numbers below a million print the same either way, and are most of what is printed.
    if value == value.rounded(), abs(value) < 1e6, value != 0 || value.sign == .plus { return String(Int(value)) }
    return String(format: "%g", Double(value))
}

extension CGRect {
    /// The rectangle with its origin moved and its size kept as it is: `offsetBy` standardises a
    /// negative size first, which would shift the origin away from the engine's solution.
    func moved(by dx: CGFloat, _ dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
