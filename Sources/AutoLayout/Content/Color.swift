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
    /// What a dynamic colour is resolved with for other traits (`init(dynamicProvider:)`).
    private var provider: ((TraitCollection) -> Color)?

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
        provider = color.provider
    }

    /// The colour registered under `name`, resolved for `traitCollection` when it is dynamic; nil
    /// if there is none. The registry is the process's, whatever `bundle` is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let registered = Color.registry.withLock({ $0[name] }) else { return nil }
        let color = traitCollection.map { registered.resolvedColor(with: $0) } ?? registered
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        provider = registered.provider
    }

    /// Makes `color` available as `Color(named: name)`.
    public static func register(_ color: Color, named name: String) {
        registry.withLock { $0[name] = color }
    }

    private static let registry = Mutex<[String: Color]>([:])

    /// The colour itself: what `layer.borderColor` takes, as `UIColor.cgColor` is in UIKit.
    open var cgColor: Color { self }

    /// The colour for `traits`: a dynamic colour's provider's answer, any other colour itself.
    open func resolvedColor(with traits: TraitCollection) -> Color { provider?(traits) ?? self }

    /// The colour's name as VoiceOver speaks it: its hue, lightness and greyness in words
    /// ("dark blue", "light gray"), from its components (see Color+AccessibilityName).
    open var accessibilityName: String { spokenName }

    /// This colour with `alpha` in place of its own.
    open func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: Double(alpha))
    }

    /// Makes this the current context's fill colour; nothing without a context (UIKit logs then).
    open func setFill() { CGContext.current?.setFillColor(self) }
    /// Makes this the current context's stroke colour; nothing without a context (UIKit logs then).
    open func setStroke() { CGContext.current?.setStrokeColor(self) }
    /// Makes this the current context's fill and stroke colour; nothing without a context.
    open func set() {
        setFill()
        setStroke()
    }

    // UIKit's fixed colours: pure components, not the system palette (`systemRed` is 255, 59, 48;
    // `red` is 255, 0, 0, as swift-snapshot-testing's iOS references draw it).
    open class var black: Color { Color(hex: 0x000000) }
    open class var white: Color { Color(hex: 0xFFFFFF) }
    open class var gray: Color { Color(white: 0.5, alpha: 1) }
    open class var red: Color { Color(red: 1, green: 0, blue: 0) }
    open class var orange: Color { Color(red: 1, green: 0.5, blue: 0) }
    open class var yellow: Color { Color(red: 1, green: 1, blue: 0) }
    open class var green: Color { Color(red: 0, green: 1, blue: 0) }
    open class var blue: Color { Color(red: 0, green: 0, blue: 1) }
    open class var purple: Color { Color(red: 0.5, green: 0, blue: 0.5) }
    open class var clear: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    // UIKit's named colours, with iOS's light-mode values.
    open class var lightGray: Color { Color(white: 2.0 / 3.0, alpha: 1) }
    open class var darkGray: Color { Color(white: 1.0 / 3.0, alpha: 1) }
    open class var cyan: Color { Color(red: 0, green: 1, blue: 1) }
    open class var magenta: Color { Color(red: 1, green: 0, blue: 1) }
    open class var brown: Color { Color(red: 0.6, green: 0.4, blue: 0.2) }
    open class var systemRed: Color { Color(hex: 0xFF3B30) }
    open class var systemOrange: Color { Color(hex: 0xFF9500) }
    open class var systemYellow: Color { Color(hex: 0xFFCC00) }
    open class var systemGreen: Color { Color(hex: 0x34C759) }
    open class var systemMint: Color { Color(hex: 0x00C7BE) }
    open class var systemTeal: Color { Color(hex: 0x30B0C7) }
    open class var systemCyan: Color { Color(hex: 0x32ADE6) }
    open class var systemBlue: Color { Color(hex: 0x007AFF) }
    open class var systemIndigo: Color { Color(hex: 0x5856D6) }
    open class var systemPurple: Color { Color(hex: 0xAF52DE) }
    open class var systemPink: Color { Color(hex: 0xFF2D55) }
    open class var systemBrown: Color { Color(hex: 0xA2845E) }
    open class var systemGray: Color { Color(hex: 0x8E8E93) }
    open class var systemGray2: Color { Color(hex: 0xAEAEB2) }
    open class var systemGray3: Color { Color(hex: 0xC7C7CC) }
    open class var systemGray4: Color { Color(hex: 0xD1D1D6) }
    open class var systemGray5: Color { Color(hex: 0xE5E5EA) }
    open class var systemGray6: Color { Color(hex: 0xF2F2F7) }
    open class var systemBackground: Color { Color.white }
    open class var secondarySystemBackground: Color { Color(hex: 0xF2F2F7) }
    open class var tertiarySystemBackground: Color { Color.white }
    open class var systemGroupedBackground: Color { Color(hex: 0xF2F2F7) }
    open class var secondarySystemGroupedBackground: Color { Color.white }
    open class var label: Color { Color.black }
    open class var secondaryLabel: Color { Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6) }
    open class var tertiaryLabel: Color { Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3) }
    open class var quaternaryLabel: Color { Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.18) }
    open class var placeholderText: Color { Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3) }
    open class var separator: Color { Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.29) }
    open class var opaqueSeparator: Color { Color(hex: 0xC6C6C8) }
    open class var link: Color { Color(hex: 0x007AFF) }
    open class var tintColor: Color { Color(hex: 0x007AFF) }

    open class var tertiarySystemGroupedBackground: Color { Color(hex: 0xF2F2F7) }
    open class var groupTableViewBackground: Color { Color(hex: 0xF2F2F7) }
    open class var systemFill: Color { Color(red: 120 / 255.0, green: 120 / 255.0, blue: 128 / 255.0, alpha: 0.2) }
    open class var secondarySystemFill: Color { Color(red: 120 / 255.0, green: 120 / 255.0, blue: 128 / 255.0, alpha: 0.16) }
    open class var tertiarySystemFill: Color { Color(red: 118 / 255.0, green: 118 / 255.0, blue: 128 / 255.0, alpha: 0.12) }
    open class var quaternarySystemFill: Color { Color(red: 116 / 255.0, green: 116 / 255.0, blue: 128 / 255.0, alpha: 0.08) }
    open class var darkText: Color { Color.black }
    open class var lightText: Color { Color(white: 1, alpha: 0.6) }

    /// A colour from hue, saturation and brightness, each in 0…1 (hue 0 and 1 are red).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        if abs(h - h.rounded()) < 1e-9 { h = h.rounded().truncatingRemainder(dividingBy: 6) }  // 2/3 is blue exactly
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let sector = Int(h.isFinite ? h : 0) % 6, f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }

    /// A colour given in Display P3, converted to sRGB (components outside sRGB are clamped).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(Double(red)), linear(Double(green)), linear(Double(blue)))
        self.init(red: encoded(1.2249 * r - 0.2247 * g),
                  green: encoded(-0.0420 * r + 1.0419 * g),
                  blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: Double(alpha))
    }

    /// The colour a layer holds (`layer.borderColor`), as a colour.
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Its red, green, blue and alpha components; true, as every colour here has them.
    @discardableResult
    open func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        (red, green, blue, alpha) = (CGFloat(self.red), CGFloat(self.green), CGFloat(self.blue), CGFloat(self.alpha))
        return true
    }

    /// Its hue, saturation, brightness and alpha, each in 0…1; true.
    @discardableResult
    open func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h = (h / 6 + 1).truncatingRemainder(dividingBy: 1)
        }
        (hue, saturation, brightness, alpha) = (CGFloat(h), CGFloat(maximum == 0 ? 0 : delta / maximum), CGFloat(maximum), CGFloat(self.alpha))
        return true
    }

    /// Its grey level (the mean of its components: its exact white when it is a grey) and alpha; true.
    @discardableResult
    open func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        (white, alpha) = (CGFloat((red + green + blue) / 3), CGFloat(self.alpha))
        return true
    }

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
    /// A colour chosen by traits (UIKit's `UIColor(dynamicProvider:)`): its components are the
    /// light phone's a view has unless overridden; `resolvedColor(with:)` asks the provider for others.
    public convenience init(dynamicProvider: @escaping (TraitCollection) -> Color) {
        let color = dynamicProvider(.phoneDefaults)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        provider = dynamicProvider
    }
}
