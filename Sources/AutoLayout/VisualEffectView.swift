import Foundation

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView`): subviews go in
/// `contentView`, which fills it. The blur itself is drawn as the view's background here.
open class VisualEffectView: View {
    /// The view the content goes in; it fills the effect view.
    public let contentView = View()
    /// The effect (kept).
    public var effect: VisualEffect?

    /// An effect view showing `effect`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.fillWithContent(self, named: "UIVisualEffectView")
    }

    /// An effect view with no effect and a frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }
}

/// A visual effect (UIKit's `UIVisualEffect`).
open class VisualEffect {}

/// A blur (UIKit's `UIBlurEffect`).
open class BlurEffect: VisualEffect {
    /// The blur's materials.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }
    /// The material.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}

/// Vibrant content over a blur (UIKit's `UIVibrancyEffect`).
open class VibrancyEffect: VisualEffect {
    /// The blur it sits on.
    public let blurEffect: BlurEffect
    /// Vibrancy for `blurEffect`.
    public init(blurEffect: BlurEffect) { self.blurEffect = blurEffect }
}

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

extension IndexPath {
    /// A table view's row in a section (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection view's item in a section (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue } }
    }
    /// The row: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }
    /// The item: the second index, as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
