/// Replacements of byte ranges in a file's text, applied together. A replacement never adds or
/// removes a line, so the copy's lines are the original's and `#sourceLocation` maps them one to
/// one; an edit inside a range already replaced is dropped.
struct SourceEdits {
    private var edits: [(range: Range<Int>, text: String)] = []

    /// Replaces `range` with `text`.
    mutating func replace(_ range: Range<Int>, with text: String) { edits.append((range, text)) }

    /// Adds `other`'s replacements.
    mutating func append(_ other: SourceEdits) { edits += other.edits }

    /// Blanks `range`: spaces for its characters on one line, its line breaks kept.
    mutating func blank(_ range: Range<Int>, in bytes: [UInt8]) {
        let newlines = bytes[range].filter { $0 == UInt8(ascii: "\n") }.count
        replace(range, with: newlines == 0 ? String(repeating: " ", count: range.count) : String(repeating: "\n", count: newlines))
    }

    /// `bytes` with the replacements made.
    func applied(to bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        // An insertion goes before a replacement starting where it does.
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for edit in ordered where edit.range.lowerBound >= position {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }
}
