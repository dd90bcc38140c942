import Foundation
import Synchronization

/// A colour for renderers: red, green, blue and alpha, each in 0…1.
// A class, as UIKit's `UIColor` is, so that apps extend it with `convenience init`s and `class`
// members; @unchecked Sendable because its components never change after it is made.
open class Color: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    /// A colour from its components, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A colour from `0xRRGGBB` (opaque).
    public convenience init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A colour from `"#RRGGBB"`, `"#RGB"` or `"#RRGGBBAA"` (the `#` is optional); nil if malformed.
    public convenience init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 8 {
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(hex: value)
        }
    }

    /// The colour registered under `name` with ``register(_:named:)``; nil if there is none (in
    /// place of an asset catalogue's colour sets).
    public convenience init?(named name: String) {
        guard let color = Color.registry.withLock({ $0[name] }) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Makes `color` available as `Color(named: name)`.
    public static func register(_ color: Color, named name: String) {
        registry.withLock { $0[name] = color }
    }

    private static let registry = Mutex<[String: Color]>([:])

    /// This colour with `alpha` in place of its own.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: Double(alpha))
    }

    // UIKit's fixed colours: pure components, not the system palette (`systemRed` is 255, 59, 48;
    // `red` is 255, 0, 0, as swift-snapshot-testing's iOS references draw it).
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    // UIKit's named colours, with iOS's light-mode values.
    public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemMint = Color(hex: 0x00C7BE)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemCyan = Color(hex: 0x32ADE6)
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemBrown = Color(hex: 0xA2845E)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = Color.white
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6)
    public static let tertiaryLabel = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3)
    public static let quaternaryLabel = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.18)
    public static let placeholderText = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3)
    public static let separator = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.29)
    public static let opaqueSeparator = Color(hex: 0xC6C6C8)
    public static let link = Color(hex: 0x007AFF)
    public static let tintColor = Color(hex: 0x007AFF)

    /// The named colours, by name, for layout files: iOS's system palette (`red` is `systemRed`).
    package static let named: [String: Color] = [
        "black": .black, "white": .white, "gray": .systemGray, "red": .systemRed, "orange": .systemOrange,
        "yellow": .systemYellow, "green": .systemGreen, "blue": .systemBlue, "purple": .systemPurple, "clear": .clear,
    ]

    /// A stable, pleasant colour for a name, so the same key always draws the same way.
    package static func stable(for name: String) -> Color {
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hue = Double(hash % 360) / 60
        let chroma = 0.55, lightness = 0.72
        let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }

    /// `#RRGGBB`, as SVG and HTML take it.
    package var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String { alpha == 1 ? hexString : "\(hexString) alpha \(formatG(CGFloat(alpha)))" }

    /// Colours are equal when their components are, as UIKit compares them.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The colour of a `#colorLiteral` (see `Literals.swift`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Color {
    /// A colour chosen by traits (UIKit's `UIColor(dynamicProvider:)`): resolved for the light
    /// phone's traits a view has unless overridden.
    public convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let color = dynamicProvider(.phoneDefaults)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The colour for `traits` (a resolved colour is itself).
    public func resolvedColor(with traits: TraitCollection) -> Color { self }
}
