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
