import AutoLayout
import Foundation

/// Scales fonts and values for the user's text size (UIKit's `UIFontMetrics`). The text size here
/// is iOS's default (Large), at which every factor is 1: fonts and values come back unchanged.
public struct FontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)
    /// The style whose scaling these metrics follow.
    public let textStyle: Font.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `font` at the current text size.
    public func scaledFont(for font: Font) -> Font { font }
    /// `font` at the current text size, no larger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` at the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
