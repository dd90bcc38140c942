import Foundation

extension View {
    /// `View:key` (the accessibility identifier without a key), or `View:0x…` without either; the
    /// class name is the dynamic one (`Label:title`).
    package var keyDescription: String {
        String(describing: type(of: self)) + ":" + (debugName ?? accessibilityIdentifier ?? pointerDescription(self))
    }

    public var description: String {
        "<\(keyDescription); frame = (\(formatG(frame.minX)) \(formatG(frame.minY)); \(formatG(frame.width)) \(formatG(frame.height)))>"
    }
}
