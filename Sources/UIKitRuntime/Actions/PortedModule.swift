import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A module of ported sources, announcing itself without being called first: the port makes a
/// class of this protocol named `__MasonryPortModule` in each module, which a nib loader finds by
/// its module-qualified name and asks to register the module's selector dispatcher and
/// key-value setter before connecting outlets and actions.
@_spi(MasonryPort)
public protocol PortedModule: AnyObject {
    /// Registers the module's dispatcher with `SelectorDispatch` and setter with `KeyValueDispatch`.
    static func register()
}

extension KeyValueDispatch {
    /// The ported module named `module`, if its port made one; registers it. O(1) after the first
    /// lookup of a name.
    @_spi(MasonryPort)
    @discardableResult
    public static func registerPortedModule(_ module: String) -> Bool {
        guard let type = NSClassFromString(module + ".__MasonryPortModule") as? any PortedModule.Type else { return false }
        type.register()
        return true
    }

    /// `value` as the property type `T`: numbers converted between `CGFloat`, `Double`, `Float`,
    /// `Int` and `Bool` as key-value coding converts `NSNumber`s; nil if it is no `T`. For the
    /// setters the port generates.
    @_spi(MasonryPort)
    nonisolated public static func value<T>(_ value: Any?, as type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        let number: Double? = switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as Bool: value ? 1 : 0
        default: nil
        }
        guard let number else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return number.isFinite ? Int(exactly: number.rounded()) as? T : nil
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }
}
