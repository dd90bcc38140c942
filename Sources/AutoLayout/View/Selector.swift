import Foundation

/// A method named as Objective-C names it (`didTap`, `didTap:`, `handleWithGesture:`), which a
/// control, gesture, timer or notification performs on its target (UIKit's `Selector`). There is
/// no Objective-C runtime here: the methods a selector can reach are the ones the port plugin
/// found in an app's sources, each target answering through the dispatcher generated for its
/// class (``SelectorDispatch``).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name: one colon per argument.
    public let name: String
    /// Where the selector was written, for the diagnostic of one no target answers.
    public let file: String?
    /// The line it was written on.
    public let line: Int?

    /// The selector named `name`, written at `file` and `line`.
    public init(_ name: String, file: String? = #fileID, line: Int? = #line) {
        (self.name, self.file, self.line) = (name, file, line)
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) { self.init(name, file: nil, line: nil) }

    /// How many arguments the method takes: one for each colon of the name.
    public var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

    public var description: String { name }

    // Selectors are equal by name wherever they were written.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
