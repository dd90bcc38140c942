import Foundation

/// What renderers draw a view with besides its frame: colours, corners, border, opacity,
/// clipping, and the names tools find it by. Kept apart from the view, as UIKit keeps most of
/// them on the view's layer: they never change the layout, many views set none of them, and
/// those share one instance that is never written.
///
/// `@unchecked Sendable` for that shared instance: only views' own instances are written, by the
/// thread that owns their hierarchy.
final class ViewAppearance: @unchecked Sendable {
    var backgroundColor: Color?
    var borderColor: Color?
    /// The tint set on the view itself (nil inherits the superview's).
    var tintColor: Color?
    var alpha: CGFloat = 1
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var clipsToBounds = false
    var contentMode = View.ContentMode.scaleToFill
    var accessibilityIdentifier: String?
    var tag = 0

    /// The values every view starts with.
    static let initial = ViewAppearance()
}

extension View {
    /// The view's own appearance, made at the first change.
    var ownAppearance: ViewAppearance {
        if appearance === ViewAppearance.initial { appearance = ViewAppearance() }
        return appearance
    }
}

// What renderers draw, read from and written to the view's appearance (written, it becomes the
// view's own first: `ownAppearance`).
extension View {
    /// The tint set on the view itself, nil when it inherits one.
    package var ownTintColor: Color? { appearance.tintColor }
    // The layer's corner and border, stored with the view's appearance. Named for the layer: UIKit
    // has them only there, and apps declare their own `cornerRadius` on views.
    /// The radius of the view's rounded corners (`layer.cornerRadius`; 0 by default).
    package var layerCornerRadius: CGFloat { get { appearance.cornerRadius } set { ownAppearance.cornerRadius = newValue } }
    /// The width of the border drawn inside the view's edges (`layer.borderWidth`; 0 by default).
    package var layerBorderWidth: CGFloat { get { appearance.borderWidth } set { ownAppearance.borderWidth = newValue } }
    /// The border's colour (`layer.borderColor`); nil draws it black, as UIKit does.
    package var layerBorderColor: Color? { get { appearance.borderColor } set { ownAppearance.borderColor = newValue } }
    /// A name for tests and tools; descriptions and renderers use it when there is no `debugName`.
    public var accessibilityIdentifier: String? {
        get { appearance.accessibilityIdentifier }
        set { ownAppearance.accessibilityIdentifier = newValue }
    }

    /// Sets the tint of the view itself and tells the views whose tint changed with it, this one
    /// and those below that inherit it, parents first.
    func setOwnTintColor(_ color: Color?) {
        ownAppearance.tintColor = color
        var pending = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            pending.append(contentsOf: view.subviews.reversed().filter { $0.appearance.tintColor == nil })
        }
    }
}
