import Foundation

extension Label {
    /// The lines as drawn in the label's width: when the text does not fit (a line wider than the
    /// label, or lines beyond `numberOfLines`), the last line is shortened by `lineBreakMode`.
    public var drawnLines: [String] {
        // Wrapped where layout wrapped it, or at the frame's width when it was never laid out.
        layout.drawnLines(in: max(0, frame.width - horizontalTextInset), wrappedAt: wrapWidth.map { $0 - horizontalTextInset },
                          lineBreakMode: lineBreakMode)
    }
}
