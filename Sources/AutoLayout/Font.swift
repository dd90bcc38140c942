import Foundation

/// A font with deterministic metrics, so layouts come out the same on every machine without a
/// system font: every character advances 0.6 × size, a line is 1.2 × size tall, and the baseline
/// sits 0.95 × size below the top of its line.
public struct Font: Equatable, Sendable {
    /// The size in points.
    public var pointSize: CGFloat

    /// A font of `pointSize` points (17 by default, UIKit's body size).
    public init(pointSize: CGFloat = 17) {
        self.pointSize = pointSize
    }

    /// UIKit's spelling: the font of the given size.
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size)
    }

    /// The horizontal advance of one character.
    public var characterWidth: CGFloat { 0.6 * pointSize }
    /// The height of one line.
    public var lineHeight: CGFloat { 1.2 * pointSize }
    /// The distance from the top of a line to its baseline.
    public var ascender: CGFloat { 0.95 * pointSize }

    /// The width of `text` on one line.
    public func width(of text: Substring) -> CGFloat {
        CGFloat(text.count) * characterWidth
    }

    /// `text` broken into lines no wider than `width` (nil: only at newlines), at spaces; a word
    /// wider than the line stands alone. At most `maximumLines` lines when that is above zero.
    public func lines(of text: String, width: CGFloat?, maximumLines: Int = 0) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else {
                lines.append(paragraph)
                continue
            }
            // One pass, counting characters as it goes: a line's width is its character count,
            // and measuring each candidate line afresh made wrapping quadratic in its length.
            var lineStart: Substring.Index?
            var lineEnd = paragraph.startIndex
            var lineCount = 0, gap = 0
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                if paragraph[index] == " " {
                    gap += 1
                    index = paragraph.index(after: index)
                    continue
                }
                let wordStart = index
                var wordCount = 0
                while index < paragraph.endIndex && paragraph[index] != " " {
                    wordCount += 1
                    index = paragraph.index(after: index)
                }
                if let start = lineStart, CGFloat(lineCount + gap + wordCount) * characterWidth > width + 1e-9 {
                    lines.append(paragraph[start..<lineEnd])
                    lineStart = wordStart
                    lineCount = wordCount
                } else if lineStart == nil {
                    lineStart = wordStart
                    lineCount = wordCount
                } else {
                    lineCount += gap + wordCount
                }
                lineEnd = index
                gap = 0
            }
            lines.append(lineStart.map { paragraph[$0..<lineEnd] } ?? paragraph.prefix(0))
        }
        if maximumLines > 0 && lines.count > maximumLines { lines.removeLast(lines.count - maximumLines) }
        return lines
    }
}
