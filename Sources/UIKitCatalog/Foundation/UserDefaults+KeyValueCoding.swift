import Foundation

extension UserDefaults {
    /// Stores `value` under `key` (NSObject's key-value coding, which Foundation on Linux lacks;
    /// for defaults it is `set(_:forKey:)`, as app code that writes it expects).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// The value stored under `key` (key-value coding's spelling of `object(forKey:)`).
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
