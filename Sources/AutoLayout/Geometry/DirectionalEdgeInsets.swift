import Foundation

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
    package func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}
