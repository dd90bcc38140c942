/// What the dispatch and the setters share: per class, an extension whose static function casts
/// the object to the class and switches on a name (inside the extension, so private members are
/// reachable); per file, a closure asking each class's function in turn.
struct SwitchGenerator {
    /// One case: its name and the `#if` conditions it sits under, outermost first.
    struct Case {
        var name: String
        var conditions: [String]
        var body: String
    }

    /// The static functions' name prefix (`__masonryPortPerform`); the file and class numbers follow.
    var memberPrefix: String
    /// The parameters after the object (`_ name: String, _ arguments: [Any?]?`).
    var parameters: String
    /// The name switched on and the arguments passed on (`name`, `name, arguments`).
    var key: String
    var arguments: String
    /// The closure's type (`SelectorDispatch.Dispatcher`).
    var closureType: String

    /// Each class's extension, then the file's closure named `closure`; `cases` in declaration order.
    func code(file: Int, closure: String, cases: [(type: String, item: Case)]) -> String {
        var types: [String] = []
        for (type, _) in cases where !types.contains(type) { types.append(type) }
        var code = ""
        // One name per class: a subclass's static function of its superclass's name would clash.
        for (number, type) in types.enumerated() {
            code += "extension \(type) {\n"
            code += "    static func \(memberPrefix)\(file)_\(number)(_ object: AnyObject, \(parameters)) -> Bool {\n"
            code += "        guard let target = object as? \(type) else { return false }\n"
            code += "        switch \(key) {\n"
            for (owner, item) in cases where owner == type {
                for condition in item.conditions { code += "        #if \(condition)\n" }
                code += "        case \(DispatchGenerator.literal(item.name)):\n"
                code += "            " + item.body + "\n"
                for _ in item.conditions { code += "        #endif\n" }
            }
            code += "        default:\n            return false\n        }\n        return true\n    }\n}\n"
        }
        // A closure, not a function: it takes the views' isolation when they have one (the trait
        // `MainActorViews`), which this file cannot test for.
        code += "let \(closure): \(closureType) = { object, \(arguments) in\n    "
        code += types.enumerated().map { "\($1).\(memberPrefix)\(file)_\($0)(object, \(arguments))" }.joined(separator: "\n        || ")
        code += "\n}\n"
        return code
    }
}
