/// A source file to port: where it is (what errors will name) and its text.
public struct PortSource: Sendable {
    /// The original file's path.
    public var path: String
    /// Its text, unedited.
    public var text: String

    /// A source at `path` with `text`.
    public init(path: String, text: String) { (self.path, self.text) = (path, text) }
}

/// A ported copy: the original's text rewritten, opening with `#sourceLocation` so that errors
/// and test failures name the original's lines, then the dispatch for the methods it declares.
public struct PortedFile: Sendable {
    /// The original file's path.
    public var path: String
    /// The text to compile.
    public var text: String
}

/// Something the port could not do as asked, at its place in the original.
public struct PortDiagnostic: CustomStringConvertible, Sendable, Equatable {
    /// How serious it is: a warning leaves compilable code, an error does not.
    public enum Severity: String, Sendable { case warning, error }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// Whether the copy also says it, as a `#warning` at its place, which the compiler reports.
    public var isInCopy = false

    /// `file:line:column: warning: message`, as compilers print them.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// What porting a module's sources makes: the copies, the module's selector dispatch, and what
/// was reported.
public struct PortResult: Sendable {
    /// The ported copies, in the order of the sources.
    public var files: [PortedFile]
    /// The file that makes selectors and registers the module's dispatcher.
    public var dispatch: String
    /// Warnings and errors, by file and line.
    public var diagnostics: [PortDiagnostic]
}

/// A method a selector can name: an `@objc` or `@IBAction` method of a class, found in the
/// ported sources.
struct SelectorMethod {
    /// The class (or extended type) it belongs to, as written: `LoginView`, `Outer.Inner`.
    var typeName: String
    /// Its Objective-C name.
    var selector: String
    /// Its Swift base name and argument labels (nil: none).
    var baseName: String
    var labels: [String?]
    /// Its parameters' types as written.
    var parameterTypes: [String]
    /// Whether calling it needs `try`, and whether it returns a value to discard.
    var throwing: Bool
    var returnsValue: Bool
    /// Whether it is marked deprecated (`@available(*, deprecated)`).
    var deprecated = false
    /// The `#if` conditions it sits under, outermost first.
    var conditions: [String]
    /// The index of the file declaring it.
    var file: Int
}
