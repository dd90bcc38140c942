import AutoLayout
import Foundation
import UIKitRuntime

extension NibLoader {
    /// A `<color>`: components in sRGB, Display P3 or grey; a named colour (the app's registered
    /// one, else the value the document records for it); a system colour.
    func color(_ node: XMLNode) -> Color? {
        if let name = node["name"] {
            if let registered = Color(named: name) { return registered }
            if let recorded = document.namedColors[name], recorded["name"] != name { return color(recorded) }
            warn(node, "named color \(name) is not in the document's resources nor registered; left unset")
            return nil
        }
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            if let recorded = document.namedColors[name], recorded["systemColor"] != name { return color(recorded) }
            if let system = Self.systemColors[name.hasSuffix("Color") ? String(name.dropLast(5)) : name] { return system() }
            warn(node, "unknown system color \(name); left unset")
            return nil
        }
        let alpha = node.number("alpha") ?? 1
        if let white = node.number("white") { return Color(white: white, alpha: alpha) }
        if let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") {
            if node["customColorSpace"] == "displayP3" { return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
            return Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        }
        warn(node, "a color with no components, name or system name; left unset")
        return nil
    }

    #if MainActorViews
    private typealias MakeColor = @MainActor @Sendable () -> Color
    #else
    private typealias MakeColor = @Sendable () -> Color
    #endif

    /// The system colours by the names documents give them, without the `Color` suffix.
    private static let systemColors: [String: MakeColor] = [
        "systemBackground": { .systemBackground }, "secondarySystemBackground": { .secondarySystemBackground },
        "tertiarySystemBackground": { .tertiarySystemBackground }, "systemGroupedBackground": { .systemGroupedBackground },
        "secondarySystemGroupedBackground": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackground": { .tertiarySystemGroupedBackground },
        "label": { .label }, "secondaryLabel": { .secondaryLabel }, "tertiaryLabel": { .tertiaryLabel },
        "quaternaryLabel": { .quaternaryLabel }, "placeholderText": { .placeholderText }, "link": { .link },
        "separator": { .separator }, "opaqueSeparator": { .opaqueSeparator }, "systemFill": { .systemFill },
        "secondarySystemFill": { .secondarySystemFill }, "tertiarySystemFill": { .tertiarySystemFill },
        "quaternarySystemFill": { .quaternarySystemFill }, "systemBlue": { .systemBlue }, "systemGreen": { .systemGreen },
        "systemRed": { .systemRed }, "systemOrange": { .systemOrange }, "systemYellow": { .systemYellow },
        "systemPink": { .systemPink }, "systemPurple": { .systemPurple }, "systemTeal": { .systemTeal },
        "systemIndigo": { .systemIndigo }, "systemBrown": { .systemBrown }, "systemMint": { .systemMint },
        "systemCyan": { .systemCyan }, "systemGray": { .systemGray }, "darkText": { .darkText }, "lightText": { .lightText },
        "groupTableViewBackground": { .groupTableViewBackground }, "tableCellGroupedBackground": { .secondarySystemGroupedBackground },
        "white": { .white }, "black": { .black }, "clear": { .clear },
    ]

    /// A `<fontDescription>`: the system font (by weight or trait), a text style, or a named font;
    /// a named font this machine lacks is the system font of its size, as on iOS.
    func font(_ node: XMLNode) -> Font {
        let size = node.number("pointSize") ?? 17
        if let style = node["style"] { return Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: style)) }
        switch node["type"] {
        case "boldSystem": return Font.boldSystemFont(ofSize: size)
        case "italicSystem": return Font.italicSystemFont(ofSize: size)
        case "system": return Font.systemFont(ofSize: size, weight: NibSpelling.weight(node["weight"]))
        default: break
        }
        if let name = node["name"], let named = Font(name: name, size: size) ?? node["family"].flatMap({ Font(name: $0, size: size) }) {
            return named
        }
        return Font.systemFont(ofSize: size)
    }

    /// The image `name`: the app's, else one of the size the document records for it (drawn
    /// empty: the pixels are in the app's asset catalogue).
    func image(named name: String) -> Image? {
        if let image = Image(named: name) { return image }
        if let size = document.imageSizes[name] { return Image(size: size) }
        return nil
    }
}
