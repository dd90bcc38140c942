import Foundation

/// Text in one font broken into lines at a width: what a label and a text view measure and draw.
/// It keeps its last two measurements — the engine asks for a size and baselines several times a
/// pass, a size-fitting pass measures unwrapped and then at a width, and breaking text into lines
/// is the costly part — and makes the lines themselves only when asked (drawing): sizing needs
/// only their number and the widest.
package struct TextLayout {
    /// The text; nil or empty lays out as no lines.
    package let text: String?
    /// The font every line is set in.
    package let font: Font
    /// The most lines; 0 means no limit.
    package let numberOfLines: Int

    private typealias Measurement = (width: CGFloat?, size: (lineCount: Int, widest: CGFloat), lines: [Substring]?)
    private var measurement: Measurement?
    private var earlierMeasurement: Measurement?
    /// Whether the text is plain ASCII (measured a byte at a time), found at its first measurement.
    private var textIsPlainASCII: Bool?

    /// `text` in `font`, within `numberOfLines` (0: no limit), not yet measured. A change of any
    /// of the three is a new layout: its holder assigns it whole, which a class holding one does
    /// without the exclusive access a mutating call would take.
    package init(text: String? = nil, font: Font = Font(), numberOfLines: Int = 1) {
        (self.text, self.font, self.numberOfLines) = (text, font, numberOfLines)
    }

    /// The lines limit as the font's measuring takes it.
    private var maximumLines: Int { numberOfLines == 1 ? 1 : numberOfLines }

    /// The size `size(wrappingAt:)` would give at `width` if it is the last measurement's width
    /// (or there is no text), else nil. O(1), and it changes nothing: a caller holding the layout
    /// in a class reads it without the exclusive access a mutating call takes.
    package func cachedSize(wrappingAt width: CGFloat?) -> (lineCount: Int, widest: CGFloat)? {
        guard let text, !text.isEmpty else { return (0, 0) }
        if let measurement, measurement.width == width { return measurement.size }
        return nil
    }

    /// How many lines the text takes wrapped at `width` (nil: unwrapped), and the widest line's
    /// width. O(1) at one of the last two widths, else one measurement of the text.
    package mutating func size(wrappingAt width: CGFloat?) -> (lineCount: Int, widest: CGFloat) {
        guard let text, !text.isEmpty else { return (0, 0) }
        if let measurement, measurement.width == width { return measurement.size }
        if let earlier = earlierMeasurement, earlier.width == width {
            earlierMeasurement = measurement
            measurement = earlier
            return earlier.size
        }
        let isPlainASCII = textIsPlainASCII ?? Font.isPlainASCII(text.utf8)
        textIsPlainASCII = isPlainASCII
        let size = font.measure(text, width: width, maximumLines: maximumLines, isPlainASCII: isPlainASCII)
        earlierMeasurement = measurement
        measurement = (width, size, nil)
        return size
    }

    /// The lines the text breaks into at `width` (nil: unwrapped), within the lines limit.
    package mutating func lines(wrappingAt width: CGFloat?) -> [Substring] {
        guard let text, !text.isEmpty else { return [] }
        if let measurement, measurement.width == width, let lines = measurement.lines { return lines }
        let lines = font.lines(of: text, width: width, maximumLines: maximumLines)
        earlierMeasurement = measurement
        measurement = (width, font.measure(lines: lines), lines)
        return lines
    }

    /// The size of the text wrapped at `width` (nil: unwrapped), its width rounded up, without
    /// keeping the measurement (UIKit's `sizeThatFits` asks at any width).
    package func fittingSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measured = font.measure(text, width: width, maximumLines: maximumLines)
        return CGSize(width: measured.widest.rounded(.up), height: height(ofLines: measured.lineCount))
    }

    /// The height of `count` lines of the font, rounded up to whole points.
    package func height(ofLines count: Int) -> CGFloat {
        (CGFloat(count) * font.lineHeight).rounded(.up)
    }

    /// The distance from the last line's baseline to the bottom of `count` lines.
    package func lastBaselineOffsetFromBottom(ofLines count: Int) -> CGFloat {
        height(ofLines: count) - (CGFloat(max(count, 1) - 1) * font.lineHeight + font.ascender)
    }

    /// The lines as drawn in `width`, broken where layout wrapped them (`wrapWidth`; nil: at
    /// `width`): when the text does not fit (a line wider than `width`, or lines beyond the limit),
    /// the last line is shortened by `lineBreakMode`.
    package func drawnLines(in width: CGFloat, wrappedAt wrapWidth: CGFloat?, lineBreakMode: LineBreakMode) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        // Every line the text would take, and those shown.
        let all = font.lines(of: text, width: numberOfLines == 1 ? nil : wrapWidth ?? width)
        let shown = (numberOfLines == 0 ? all : Array(all.prefix(numberOfLines))).map(String.init)
        guard let last = shown.last else { return [] }
        let cut = all.count > shown.count
        guard cut || font.width(of: Substring(last)) > width + 1e-9 else { return shown }
        let rest = cut ? last + " " + all[shown.count] : last
        return shown.dropLast() + [shortened(rest, to: width, by: lineBreakMode)]
    }

    /// `line` in `width` by `mode`: clipped, or with "…" at its head, middle or tail.
    private func shortened(_ line: String, to width: CGFloat, by mode: LineBreakMode) -> String {
        let characters = Array(line)
        let fits = { (text: String) in self.font.width(of: Substring(text)) <= width + 1e-9 }
        guard !fits(line) else { return line }
        switch mode {
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
