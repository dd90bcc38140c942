import Foundation
import UIKitRuntime

/// A small XML reader for the documents Xcode writes: elements, attributes, character data,
/// comments, processing instructions, CDATA and a DOCTYPE (skipped), the five predefined entities
/// and character references.
///
/// Foundation's `XMLParser` would do, but its errors carry no column on every platform and its
/// limits are not ours to set; this one reports `file:line:column` and bounds what a hostile
/// document costs: nesting deeper than `maximumDepth` or more than `maximumAttributes` on one
/// element is an error, and the work is linear in the document's bytes.
struct XMLReader {
    /// Elements nested deeper than this are refused (IB documents nest a few dozen deep).
    static let maximumDepth = 256
    /// Attributes on one element beyond this are refused (IB writes fewer than forty).
    static let maximumAttributes = 128

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Reads `data`; `file` names it in errors.
    static func read(_ data: Data, file: String) throws(NibError) -> XMLNode {
        var reader = XMLReader(bytes: [UInt8](data), file: file)
        return try reader.document()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Document

    private mutating func document() throws(NibError) -> XMLNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        var root: XMLNode?
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw error("text outside the document's element")
            }
            if try skipMarkup() { continue }
            guard root == nil else { throw error("a second root element") }
            root = try element(depth: 1)
        }
        guard let root else { throw error("no root element") }
        return root
    }

    /// Skips a comment, processing instruction or DOCTYPE at `<`; false if an element starts here.
    private mutating func skipMarkup() throws(NibError) -> Bool {
        if starts("<?") { try skip(past: "?>", what: "processing instruction"); return true }
        if starts("<!--") { try skip(past: "-->", what: "comment"); return true }
        if starts("<!DOCTYPE") { try skip(past: ">", what: "DOCTYPE"); return true }
        return false
    }

    // MARK: Elements

    private mutating func element(depth: Int) throws(NibError) -> XMLNode {
        guard depth <= Self.maximumDepth else {
            throw error("elements nested deeper than \(Self.maximumDepth)")
        }
        let (startLine, startColumn) = (line, index - lineStart + 1)
        index += 1  // <
        let name = try self.name(what: "element name")
        var node = XMLNode(name: name, attributes: [], children: [], text: "", line: startLine, column: startColumn)
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw error("the document ends inside <\(name)>") }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in <\(name)>")
                }
                index += 2
                return node
            }
            if bytes[index] == UInt8(ascii: ">") { index += 1; break }
            guard hadSpace else { throw error("expected a space before an attribute in <\(name)>") }
            let (attributeLine, attributeColumn) = (line, index - lineStart + 1)
            let attribute = try self.name(what: "attribute name")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after attribute \(attribute)")
            }
            index += 1
            skipSpace()
            let value = try quoted()
            if node.attributes.contains(where: { $0.name == attribute }) {
                throw NibError(file: file, line: attributeLine, column: attributeColumn,
                               message: "attribute \(attribute) written twice in <\(name)>")
            }
            guard node.attributes.count < Self.maximumAttributes else {
                throw error("more than \(Self.maximumAttributes) attributes in <\(name)>")
            }
            node.attributes.append((attribute, value))
        }
        // Content.
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the document ends inside <\(name)>, opened at \(startLine):\(startColumn)") }
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                if byte == UInt8(ascii: "&") { text += try reference() } else { text.append(byte); advance() }
                continue
            }
            if starts("</") {
                let (closeLine, closeColumn) = (line, index - lineStart + 1)
                index += 2
                let closing = try self.name(what: "closing tag name")
                guard closing == name else {
                    throw NibError(file: file, line: closeLine, column: closeColumn,
                                   message: "</\(closing)> closes <\(name)>, opened at \(startLine):\(startColumn)")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("expected '>' in </\(name)>") }
                index += 1
                node.text = String(decoding: text, as: UTF8.self)
                return node
            }
            if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                text += bytes[start..<(index - 3)]
                continue
            }
            if try skipMarkup() { continue }
            node.children.append(try element(depth: depth + 1))
        }
    }

    private mutating func name(what: String) throws(NibError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws(NibError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("expected a quoted attribute value")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the document ends inside an attribute value") }
            let byte = bytes[index]
            if byte == quote { index += 1; break }
            if byte == UInt8(ascii: "<") { throw error("'<' inside an attribute value") }
            if byte == UInt8(ascii: "&") { value += try reference() } else { value.append(byte); advance() }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// An entity or character reference at `&`, as UTF-8.
    private mutating func reference() throws(NibError) -> [UInt8] {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            index = start
            throw error("an '&' that starts no entity")
        }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var scalar: UInt32?
            if body.hasPrefix("#x") { scalar = UInt32(body.dropFirst(2), radix: 16) }
            else if body.hasPrefix("#") { scalar = UInt32(body.dropFirst(), radix: 10) }
            guard let scalar, let character = Unicode.Scalar(scalar), scalar != 0 else {
                index = start
                throw error("unknown entity &\(body);")
            }
            return Array(String(Character(character)).utf8)
        }
    }

    // MARK: Scanning

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            advance()
        }
        return index > start
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
        index += 1
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private mutating func skip(past end: StaticString, what: String) throws(NibError) {
        let (startLine, startColumn) = (line, index - lineStart + 1)
        while index < bytes.count {
            if starts(end) { index += end.utf8CodeUnitCount; return }
            advance()
        }
        throw NibError(file: file, line: startLine, column: startColumn, message: "unterminated \(what)")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
             UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private func error(_ message: String) -> NibError {
        NibError(file: file, line: line, column: index - lineStart + 1, message: message)
    }
}
