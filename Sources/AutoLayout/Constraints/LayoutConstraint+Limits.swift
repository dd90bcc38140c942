import Foundation

extension LayoutConstraint {
    /// The largest constant a constraint may have. Beyond it a solution loses the precision the
    /// solver's tolerances assume (1e-8 next to 1e9 is below a double's resolution), so layouts
    /// would come out wrong without a word; UIKit logs its own "internal limits" here too.
    static let constantLimit: CGFloat = 1e8

    /// UIKit's words for a constant beyond the limit.
    static func limitMessage(_ constant: CGFloat) -> String {
        "This LayoutConstraint is being configured with a constant that exceeds internal limits "
            + "(±1e8). constant:\(formatG(constant))."
    }
}
