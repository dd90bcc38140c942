import Foundation

// A colour's spoken name, as `accessibilityName` gives it: UIKit's own names come from a table of
// its system's; these are worked out from the components — greys by their lightness, other
// colours by the hue's name, "dark" or "light" before it by brightness and saturation.

extension Color {
    /// "red", "dark blue", "light green", "brown", "gray", "white"…
    var spokenName: String {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        if saturation < 0.15 || brightness < 0.08 {
            switch brightness {
            case ..<0.12: return "black"
            case ..<0.4: return "dark gray"
            case ..<0.6: return "gray"
            case ..<0.95: return "light gray"
            default: return "white"
            }
        }
        let degrees = hue * 360
        let hues: [(CGFloat, String)] = [(15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (195, "cyan"),
                                         (255, "blue"), (315, "purple"), (355, "pink"), (361, "red")]
        var name = hues.first { degrees < $0.0 }?.1 ?? "red"
        if (name == "orange" || name == "yellow") && brightness < 0.65 { return "brown" }
        if brightness < 0.5 { name = "dark " + name } else if saturation < 0.5 && brightness > 0.85 { name = "light " + name }
        return name
    }
}
