import Foundation

/// The text a view draws (``View/drawnText``): its lines, their look, and where the first line's
/// box starts. Renderers place each line from it, so that they all put the same text in the same
/// place.
public struct DrawnText {
    /// The lines, top to bottom, each one line's characters.
    public var lines: [Substring]
    /// The font every line is drawn in.
    public var font: Font
    /// The text's colour; nil draws nothing.
    public var color: Color?
    /// How each line sits across the view: centred and right-aligned lines use the whole width;
    /// others start at `origin.x`. `.natural` follows the view's layout direction.
    public var alignment: TextAlignment
    /// Where the first line's box starts, from the view's top-left corner.
    public var origin: CGPoint

    /// Text of `lines` in `font` and `color`, aligned by `alignment`, starting at `origin`.
    public init(lines: [Substring], font: Font, color: Color?, alignment: TextAlignment = .left, origin: CGPoint = .zero) {
        (self.lines, self.font, self.color, self.alignment, self.origin) = (lines, font, color, alignment, origin)
    }
}
