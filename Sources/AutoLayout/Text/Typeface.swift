import Foundation
import Synchronization

/// What a font needs of a real typeface to measure and wrap text: its metrics in font units.
/// `Font(typeface:size:)` carries one; a font without one keeps the fixed metrics. The
/// `MasonryFonts` module provides typefaces read from TrueType and OpenType files.
public protocol Typeface: AnyObject, Sendable {
    /// The family, as fontconfig and CSS name it ("DejaVu Sans").
    var familyName: String { get }
    /// The heaviness of its strokes.
    var weight: Font.Weight { get }
    /// The size of the em square the other metrics are in.
    var unitsPerEm: CGFloat { get }
    /// The distance from the baseline up to the top of a line.
    var ascender: CGFloat { get }
    /// The distance from the baseline down to the bottom of a line (positive).
    var descender: CGFloat { get }
    /// Extra space between lines.
    var lineGap: CGFloat { get }
    /// The height of capital letters above the baseline, where the typeface records it.
    var capHeight: CGFloat? { get }
    /// The height of lowercase letters without ascenders, where the typeface records it.
    var xHeight: CGFloat? { get }
    /// The advance of one character (of its glyph; 0 if it has none).
    func advance(of scalar: Unicode.Scalar) -> CGFloat
    /// The kerning adjustment between two characters (0 where the font has none).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> CGFloat
    /// The advance of `text` on one line: its characters' advances and the kerning between them.
    func width(of text: Substring) -> CGFloat
}

extension Typeface {
    /// Not recorded: `Font` uses the system font's proportion.
    public var capHeight: CGFloat? { nil }
    /// Not recorded: `Font` uses the system font's proportion.
    public var xHeight: CGFloat? { nil }

    public func width(of text: Substring) -> CGFloat {
        var total: CGFloat = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous { total += kerning(previous, scalar) }
            total += advance(of: scalar)
            previous = scalar
        }
        return total
    }
}

extension Font {
    /// A font of `size` points drawn and measured with `typeface` (at its weight).
    public convenience init(typeface: any Typeface, size: CGFloat) {
        self.init(pointSize: size, weight: typeface.weight, typeface: typeface)
    }

    /// The font of the family `name` at `size` points, from the provider installed with
    /// ``setTypefaceProvider(_:)``; nil if there is none or it has no such family, as UIKit's
    /// `UIFont(name:size:)`.
    public convenience init?(name: String, size: CGFloat) {
        self.init(family: name, size: size, weight: .regular)
    }

    /// The font of the family `family` nearest `weight`, at `size` points, from the provider
    /// installed with ``setTypefaceProvider(_:)``; nil if there is none or it has no such family.
    public convenience init?(family: String, size: CGFloat, weight: Weight = .regular) {
        guard let typeface = Font.providerState.withLock({ $0.named })?(family, weight) else { return nil }
        self.init(typeface: typeface, size: size)
    }

    /// Makes `Font(name:size:)` find typefaces by family name and weight.
    public static func setTypefaceProvider(_ provider: (@Sendable (String, Weight) -> (any Typeface)?)?) {
        providerState.withLock { $0.named = provider }
    }

    /// Makes the system fonts (`systemFont(ofSize:)`, `Font()`, text styles) use `family`'s
    /// typefaces, found by `provider`; nil goes back to the fixed metrics.
    public static func setSystemFontFamily(_ family: String?, provider: (@Sendable (String, Weight) -> (any Typeface)?)? = nil) {
        let lookup = provider ?? providerState.withLock { $0.named }
        providerState.withLock { state in
            state.system = family.flatMap { name in lookup.map { find in { @Sendable weight in find(name, weight) } } }
            state.systemCache = [:]
        }
        hasSystemFamily.store(family != nil, ordering: .releasing)
    }

    /// The system family's typeface for `weight`, when a system family is set.
    static func systemTypeface(_ weight: Weight) -> (any Typeface)? {
        guard hasSystemFamily.load(ordering: .acquiring) else { return nil }
        return providerState.withLock { state in
            if let cached = state.systemCache[weight.rawValue] { return cached }
            let found = state.system?(weight)
            state.systemCache[weight.rawValue] = found
            return found
        }
    }

    struct ProviderState: ~Copyable {
        var named: (@Sendable (String, Weight) -> (any Typeface)?)?
        var system: (@Sendable (Weight) -> (any Typeface)?)?
        var systemCache: [CGFloat: (any Typeface)?] = [:]
    }
    static let providerState = Mutex(ProviderState())
    private static let hasSystemFamily = Atomic<Bool>(false)
}
