import Foundation

/// Formats a number as C's `%g` does (six significant digits), as Masonry's descriptions do.
func formatG(_ value: CGFloat) -> String {
    // Whole numbers below a million print the same either way, and are most of what is printed.
    if value == value.rounded(), abs(value) < 1e6, value != 0 || value.sign == .plus { return String(Int(value)) }
    return String(format: "%g", Double(value))
}
