/// The Swift that lets selectors reach methods without a runtime: for each file, an extension of
/// each class declaring selector methods there, with a `switch` on the selector's name that calls
/// the method (inside the extension, so private methods are reachable), and a function asking
/// them in turn; for the module, the selector function ported code calls and the dispatcher it
/// registers.
enum DispatchGenerator {
    /// The code appended to file `index` for `methods` (all declared in it); empty if none.
    static func fileDispatch(index: Int, methods: [SelectorMethod]) -> String {
        guard !methods.isEmpty else { return "" }
        // The converting of arguments is the port's entry point, not API for apps.
        // Only the dispatch's own type: the file's names stay UIKit's.
        let generator = SwitchGenerator(
            memberPrefix: "__masonryPortPerform", parameters: "_ name: String, _ arguments: [Any?]?", key: "name",
            arguments: "name, arguments", closureType: "SelectorDispatch.Dispatcher")
        let cases = methods.map { ($0.typeName, SwitchGenerator.Case(name: $0.selector, conditions: $0.conditions, body: call($0))) }
        return "@_spi(MasonryPort) import enum UIKitRuntime.SelectorDispatch\n\n// Selector dispatch for the methods above.\n"
            + generator.code(file: index, closure: functionName(index), cases: cases)
    }

    /// The module's file: the selector function and the dispatcher asking each file's function.
    static func moduleDispatch(module: String, files: [Int]) -> String {
        let asked = files.isEmpty ? "false" : files.map { "\(functionName($0))(object, name, arguments)" }.joined(separator: "\n        || ")
        return """
            // Made by the port of this module's sources: the selectors they write and the methods
            // those selectors reach.
            import UIKitLayout
            @_spi(MasonryPort) import UIKitRuntime

            /// The selector `name`, written at `file` and `line`; registers this module's methods.
            func \(SourceRewriter.selectorFunction)(_ name: String, file: String = #fileID, line: Int = #line) -> Selector {
                SelectorDispatch.register(\(literal(module)), __masonryPortDispatch)
                return Selector(name, file: file, line: line)
            }

            private let __masonryPortDispatch: SelectorDispatch.Dispatcher = { object, name, arguments in
                \(asked)
            }

            """
    }

    /// The call of `method` on `target` with the arguments converted to its parameter types.
    private static func call(_ method: SelectorMethod) -> String {
        var bindings = ["let arguments"]
        var passed: [String] = []
        for (index, type) in method.parameterTypes.enumerated() {
            let swiftType = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
            bindings.append("let a\(index) = SelectorDispatch.argument(arguments, \(index), as: (\(swiftType)).self, for: name)")
            let label = method.labels[index].map { "\($0): " } ?? ""
            passed.append(label + "a\(index)")
        }
        let invocation = "target.\(method.baseName)(\(passed.joined(separator: ", ")))"
        let statement = (method.returnsValue || method.throwing ? "_ = " : "") + (method.throwing ? "try? " : "") + invocation
        let condition = method.parameterTypes.isEmpty ? "arguments != nil" : bindings.joined(separator: ", ")
        return "if \(condition) { \(statement) }"
    }

    private static func functionName(_ index: Int) -> String { "__masonryPortFile\(index)" }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
