import Foundation

extension Label {
    /// The lines as drawn in the label's width: when the text does not fit (a line wider than the
    /// label, or lines beyond `numberOfLines`), the last line is shortened by `lineBreakMode`.
    public var drawnLines: [String] {
        guard let text, !text.isEmpty else { return [] }
        let width = max(0, frame.width - horizontalTextInset)
        // Wrapped where layout wrapped it, or at the frame's width when it was never laid out;
        // every line it would take, and those shown.
        let all = font.lines(of: text, width: numberOfLines == 1 ? nil : wrapWidth.map { $0 - horizontalTextInset } ?? width)
        let shown = (numberOfLines == 0 ? all : Array(all.prefix(numberOfLines))).map(String.init)
        guard let last = shown.last else { return [] }
        let cut = all.count > shown.count
        guard cut || font.width(of: Substring(last)) > width + 1e-9 else { return shown }
        let rest = cut ? last + " " + all[shown.count] : last
        return shown.dropLast() + [shortened(rest, to: width)]
    }

    /// `line` in `width` by the mode: clipped, or with "…" at its head, middle or tail.
    private func shortened(_ line: String, to width: CGFloat) -> String {
        let characters = Array(line)
        let fits = { (text: String) in self.font.width(of: Substring(text)) <= width + 1e-9 }
        guard !fits(line) else { return line }
        switch lineBreakMode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            var count = characters.count
            while count > 0 && !fits(String(characters.prefix(count))) { count -= 1 }
            return String(characters.prefix(count))
        case .byTruncatingHead:
            var count = characters.count
            while count > 0 && !fits("…" + String(characters.suffix(count))) { count -= 1 }
            return "…" + String(characters.suffix(count))
        case .byTruncatingTail:
            var count = characters.count
            while count > 0 && !fits(String(characters.prefix(count)) + "…") { count -= 1 }
            return String(characters.prefix(count)) + "…"
        case .byTruncatingMiddle:
            var count = characters.count
            while count > 0 && !fits(String(characters.prefix((count + 1) / 2)) + "…" + String(characters.suffix(count / 2))) {
                count -= 1
            }
            return String(characters.prefix((count + 1) / 2)) + "…" + String(characters.suffix(count / 2))
        }
    }
}
