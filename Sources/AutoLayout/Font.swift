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
        CGFloat(Font.isPlainASCII(text.utf8) ? text.utf8.count : text.count) * characterWidth
    }

    /// Whether every byte is one character: ASCII without carriage returns (`"\r\n"` is one).
    static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// `text` broken into lines no wider than `width` (nil: only at newlines), at spaces; a word
    /// wider than the line stands alone. At most `maximumLines` lines when that is above zero.
    public func lines(of text: String, width: CGFloat?, maximumLines: Int = 0) -> [Substring] {
        var lines = (Font.isPlainASCII(text.utf8) ? asciiLines(of: text, width: width) : nil)
            ?? characterLines(of: text, width: width)
        if maximumLines > 0 && lines.count > maximumLines { lines.removeLast(lines.count - maximumLines) }
        return lines
    }

    /// ``lines(of:width:maximumLines:)`` for plain ASCII, a byte at a time (walking characters
    /// costs far more); nil if the text is not stored contiguously.
    private func asciiLines(of text: String, width: CGFloat?) -> [Substring]? {
        let utf8 = text.utf8
        func at(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var lines: [Substring] = []
        let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            var paragraph = 0
            while true {
                var end = paragraph
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if let width, width > 0 {
                    var index = paragraph, lineStart = -1, lineEnd = paragraph, lineCount = 0, gap = 0
                    while index < end {
                        if bytes[index] == 0x20 {
                            gap += 1
                            index += 1
                            continue
                        }
                        let wordStart = index
                        while index < end && bytes[index] != 0x20 { index += 1 }
                        let wordCount = index - wordStart
                        if lineStart >= 0 && CGFloat(lineCount + gap + wordCount) * characterWidth > width + 1e-9 {
                            lines.append(text[at(lineStart)..<at(lineEnd)])
                            lineStart = wordStart
                            lineCount = wordCount
                        } else if lineStart < 0 {
                            lineStart = wordStart
                            lineCount = wordCount
                        } else {
                            lineCount += gap + wordCount
                        }
                        lineEnd = index
                        gap = 0
                    }
                    lines.append(lineStart >= 0 ? text[at(lineStart)..<at(lineEnd)] : text[at(paragraph)..<at(paragraph)])
                } else {
                    lines.append(text[at(paragraph)..<at(end)])
                }
                guard end < bytes.count else { break }
                paragraph = end + 1
            }
        }
        return done == nil ? nil : lines
    }

    /// ``lines(of:width:maximumLines:)`` for any text, a character at a time.
    private func characterLines(of text: String, width: CGFloat?) -> [Substring] {
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
        return lines
    }
}
