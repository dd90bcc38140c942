import Foundation
import Synchronization

/// A misuse of the layout API or a conflict between constraints, reported instead of a crash.
///
/// The engine never traps on bad input: what UIKit would throw or log becomes one of these,
/// with UIKit's (or Masonry's) own wording, the keys of the views involved and, when the DSL made
/// the constraint, the source line.
///
/// `@unchecked Sendable`, as an `Error` must be, though the constraints it names are not: a
/// handler on another thread may read them to report, while only the thread that owns their
/// hierarchy changes them.
public struct LayoutDiagnostic: Error, CustomStringConvertible, @unchecked Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Required constraints that cannot hold together.
        case unsatisfiable
        /// Attributes that cannot be related (location with size, across axes, leading with left…).
        case invalidPairing
        /// Items with no common ancestor, or not in a hierarchy.
        case noCommonAncestor
        /// A NaN or infinite number, or a priority outside (0, 1000].
        case invalidValue
        /// Any other misuse of the API.
        case misuse
    }

    /// What went wrong.
    public var kind: Kind
    /// The explanation: UIKit's or Masonry's wording first, then context.
    public var message: String
    /// The source file of the constraint involved, when known.
    public var file: String?
    /// The source line of the constraint involved, when known.
    public var line: Int?
    /// The constraints involved, such as a conflicting set.
    public var constraints: [LayoutConstraint]

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil, constraints: [LayoutConstraint] = []) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.constraints = constraints
    }

    public var description: String {
        guard let file, let line else { return message }
        return "\(message) (\(file):\(line))"
    }
}

/// Where diagnostics go: a process-wide handler, or a collector on the current thread.
public enum LayoutDiagnostics {
    private static let storedHandler = Mutex<@Sendable (LayoutDiagnostic) -> Void>({ diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    })
    private static let collectors = ThreadLocal<[Collector]>("swift-masonry.LayoutDiagnostics.collectors")

    /// Receives every diagnostic not collected by ``collect(_:)``; by default prints it to
    /// standard error. Settable at any time, from any thread.
    public static var handler: @Sendable (LayoutDiagnostic) -> Void {
        get { storedHandler.withLock { $0 } }
        set { storedHandler.withLock { $0 = newValue } }
    }

    /// Runs `body` and returns what it produced together with the diagnostics it raised on this
    /// thread, which then do not reach ``handler``.
    public static func collect<R>(_ body: () throws -> R) rethrows -> (R, [LayoutDiagnostic]) {
        let collector = Collector()
        let result = try collectors.withPushed(collector, body)
        return (result, collector.diagnostics)
    }

    /// Sends a diagnostic to the innermost collector of this thread, or else to the handler.
    /// Layers built on this module (the DSL) report their own misuse through it.
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let collector = collectors.top() {
            collector.diagnostics.append(diagnostic)
        } else {
            handler(diagnostic)
        }
    }

    private final class Collector {
        var diagnostics: [LayoutDiagnostic] = []
    }
}
