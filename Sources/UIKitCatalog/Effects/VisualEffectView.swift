import AutoLayout
import Foundation

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView`): subviews go in
/// `contentView`, which fills it. The blur itself is drawn as the view's background here.
open class VisualEffectView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIVisualEffectView", VisualEffectView.self) }

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

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        contentView.fillWithContent(self, named: "UIVisualEffectView")
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
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
