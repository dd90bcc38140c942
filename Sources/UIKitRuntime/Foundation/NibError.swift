/// A problem in a nib or storyboard file, where it is: printed as compilers print theirs.
public struct NibError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's path or name.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// Whether the problem stops the document loading (an error) or only skips a part (a warning).
    public var isWarning: Bool

    /// A problem at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String, isWarning: Bool = false) {
        (self.file, self.line, self.column, self.message, self.isWarning) = (file, line, column, message, isWarning)
    }

    /// `file:line:column: error: message` (or `warning:`).
    public var description: String {
        "\(file):\(line):\(column): \(isWarning ? "warning" : "error"): \(message)"
    }
}
