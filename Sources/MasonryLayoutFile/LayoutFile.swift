import Foundation
import Masonry
import UIKitRuntime
import Yams

/// A place in a layout file: 1-based line and column.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// An error in a layout file, where it is and what was expected.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String { "\(file):\(location): error: \(message)" }
}

/// Every error found in a layout file, in file order.
public struct LayoutFileErrors: Error, CustomStringConvertible {
    public var errors: [LayoutFileError]

    public init(_ errors: [LayoutFileError]) {
        self.errors = errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A layout file, read: the root and the views in file order.
public struct LayoutFile {
    /// One view of the tree.
    public struct ViewDeclaration {
        public enum Kind: String, CaseIterable { case View, Label, Button, ScrollView, ImageView, StackView }

        public var key: String
        public var kind: Kind
        /// The parent's key; `nil` for the root.
        public var parent: String?
        public var text: String?
        public var fontSize: Double?
        /// An image view's image size in points (`image: [width, height]`).
        public var imageSize: CGSize?
        public var lines: Int?
        public var preferredMaxLayoutWidth: Double?
        public var color: Color?
        public var margins: EdgeInsets?
        /// Whether the view is hidden (a stack view collapses it).
        public var isHidden: Bool?
        /// A stack view's settings; its children are its arranged views, in file order.
        public var stack: StackSettings?
        /// Content hugging priority, both axes (UIKit's default 250 when absent).
        public var hugging: Double?
        /// Compression resistance priority, both axes (UIKit's default 750 when absent).
        public var compressionResistance: Double?
        /// Each constraint line, parsed, with where it starts in the file.
        var constraints: [(statement: ConstraintStatement, location: SourceLocation)]
        public var location: SourceLocation
        /// The font's family (`font: {family: "DejaVu Sans", size: 15, weight: bold}`): an
        /// installed typeface, found through `Font(family:size:weight:)`.
        public var fontFamily: String?
        /// The font's weight.
        public var fontWeight: Font.Weight?
        /// Where the font is declared.
        public var fontLocation: SourceLocation?
    }

    /// What a `class: StackView` declaration sets; each is the stack view's default when absent.
    public struct StackSettings {
        public var axis: LayoutAxis?
        public var distribution: StackView.Distribution?
        public var alignment: StackView.Alignment?
        public var spacing: Double?
        public var isLayoutMarginsRelativeArrangement: Bool?
        public var isBaselineRelativeArrangement: Bool?
    }

    /// `views: [a, b, c]` laid out along an axis with Masonry's `distributeViews`.
    public struct Distribution {
        public var views: [(key: String, location: SourceLocation)]
        public var axis: LayoutAxis
        public var fixedSpacing: Double?
        public var fixedItemLength: Double?
        public var leadSpacing: Double
        public var tailSpacing: Double
        public var location: SourceLocation
    }

    public var path: String
    public var title: String?
    public var size: CGSize
    public var color: Color?
    public var rootKey: String
    public var rootMargins: EdgeInsets?
    public var safeArea: EdgeInsets
    public var topLayoutGuide: Double
    public var bottomLayoutGuide: Double
    public var views: [ViewDeclaration]
    public var distributions: [Distribution]
}

extension LayoutFile {
    /// Reads the file at `path`; every error found is returned, each with its line and column.
    public static func read(path: String) -> Result<LayoutFile, LayoutFileErrors> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LayoutFileErrors([LayoutFileError(file: path, location: SourceLocation(line: 1, column: 1),
                                             message: "cannot read the file (missing or unreadable)")]))
        }
        return parse(data, path: path)
    }

    /// Parses a layout file's bytes, which must be UTF-8; `path` only names it in errors.
    public static func parse(_ data: Data, path: String) -> Result<LayoutFile, LayoutFileErrors> {
        if let text = String(validating: data, as: UTF8.self) { return parse(text, path: path) }
        // Where the first byte that is not part of a character is.
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1, column = 1
        while case let .valid(encoded) = parser.parseScalar(from: &bytes) {
            if Unicode.UTF8.decode(encoded) == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return .failure(LayoutFileErrors([LayoutFileError(
            file: path, location: SourceLocation(line: line, column: column),
            message: "the file is not UTF-8: the bytes here are not a character")]))
    }

    /// The largest magnitude a number in a layout file may have: beyond any screen, and small
    /// enough that sums and products of frames stay finite.
    public static let numberLimit = 1_000_000.0

    /// How deep views may be nested (the root's children are at depth 1): far deeper than any
    /// screen, and bounded so that every file lays out and renders in bounded time.
    public static let depthLimit = 256

    /// Parses a layout file's text; `path` only names it in errors.
    public static func parse(_ text: String, path: String) -> Result<LayoutFile, LayoutFileErrors> {
        var reader = LayoutFileReader(path: path)
        let file = reader.read(text)
        if let file, reader.errors.isEmpty { return .success(file) }
        return .failure(LayoutFileErrors(reader.errors))
    }
}

extension LayoutFile {
    /// The error for a number beyond ``numberLimit``.
    static func outOfRange(_ text: String) -> String {
        "the number \(text.prefix(40)) is out of range: layout files take numbers from -1000000 to 1000000"
    }
}
