/// The Swift that lets selectors reach methods without a runtime: for each file, an extension of
/// each class declaring selector methods there, with a `switch` on the selector's name that calls
/// the method (inside the extension, so private methods are reachable), and a function asking
/// them in turn; for the module, the selector function ported code calls and the dispatcher it
/// registers.
enum DispatchGenerator {
    /// The code appended to file `index` for `methods` (all declared in it); empty if none.
    static func fileDispatch(index: Int, methods: [SelectorMethod]) -> String {
        guard !methods.isEmpty else { return "" }
        var types: [String] = []
        for method in methods where !types.contains(method.typeName) { types.append(method.typeName) }
        // The converting of arguments is the port's entry point, not API for apps.
        // Only the dispatch's own type: the file's names stay UIKit's.
        var code = "@_spi(MasonryPort) import enum UIKitRuntime.SelectorDispatch\n\n// Selector dispatch for the methods above.\n"
        // One name per class: a subclass's static function of its superclass's name would clash.
        for (number, type) in types.enumerated() {
            code += "extension \(type) {\n"
            code += "    static func \(memberName(index, number))(_ object: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool {\n"
            code += "        guard let target = object as? \(type) else { return false }\n"
            code += "        switch name {\n"
            for method in methods where method.typeName == type {
                for condition in method.conditions { code += "        #if \(condition)\n" }
                code += "        case \"\(method.selector)\":\n"
                code += "            " + call(method) + "\n"
                for _ in method.conditions { code += "        #endif\n" }
            }
            code += "        default:\n            return false\n        }\n        return true\n    }\n}\n"
        }
        // A closure of the dispatcher's type, not a function: it takes the views' isolation when
        // they have one (the trait `MainActorViews`), which this file cannot test for.
        code += "let \(functionName(index)): SelectorDispatch.Dispatcher = { object, name, arguments in\n    "
        code += types.enumerated().map { "\($1).\(memberName(index, $0))(object, name, arguments)" }
            .joined(separator: "\n        || ")
        code += "\n}\n"
        return code
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

    private static func memberName(_ file: Int, _ type: Int) -> String { "__masonryPortPerform\(file)_\(type)" }
    private static func functionName(_ index: Int) -> String { "__masonryPortFile\(index)" }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
