/// The Swift that lets a nib set outlets and inspectable properties without key-value coding:
/// for each file, an extension of each class declaring such properties there, with a `switch` on
/// the key that assigns the property (inside the extension, so private ones are reachable), and
/// a function asking them in turn; for the module, the setter asking each file's.
enum KeyValueGenerator {
    /// The code appended to file `index` for `properties` (all declared in it); empty if none.
    static func fileSetters(index: Int, properties: [NibProperty]) -> String {
        guard !properties.isEmpty else { return "" }
        let generator = SwitchGenerator(
            memberPrefix: "__masonryPortSet", parameters: "_ key: String, _ value: Any?", key: "key",
            arguments: "key, value", closureType: "KeyValueDispatch.Setter")
        // The property's own static type, whatever its declaration spells (or infers).
        let cases = properties.map { property in
            (property.typeName, SwitchGenerator.Case(
                name: property.name, conditions: property.conditions,
                body: "if let value = KeyValueDispatch.value(value, as: Swift.type(of: target.\(property.name))) "
                    + "{ target.\(property.name) = value }"))
        }
        return "@_spi(MasonryPort) import enum UIKitRuntime.KeyValueDispatch\n\n// Outlet and inspectable setters for the properties above.\n"
            + generator.code(file: index, closure: functionName(index), cases: cases)
    }

    /// The module's setter and the class announcing the module to nib loaders.
    static func moduleSetters(module: String, files: [Int]) -> String {
        let asked = files.isEmpty ? "false" : files.map { "\(functionName($0))(object, key, value)" }.joined(separator: "\n        || ")
        return """

            private let __masonryPortKeyValues: KeyValueDispatch.Setter = { object, key, value in
                \(asked)
            }

            /// This module's port, which a nib loader finds by name and asks to register it.
            final class __MasonryPortModule: PortedModule {
                static func register() {
                    SelectorDispatch.register(\(DispatchGenerator.literal(module)), __masonryPortDispatch)
                    KeyValueDispatch.register(\(DispatchGenerator.literal(module)), __masonryPortKeyValues)
                }
            }

            """
    }

    private static func functionName(_ index: Int) -> String { "__masonryPortKeyValuesFile\(index)" }
}
