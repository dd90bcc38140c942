import Foundation

/// The guide that tracks the keyboard (UIKit's `UIKeyboardLayoutGuide`): across the owning view's
/// bottom, `keyboardHeight` tall, or down to the safe area's bottom when there is no keyboard.
open class KeyboardLayoutGuide: LayoutGuide {
    /// The keyboard's height over the view (0, the default: no keyboard).
    public var keyboardHeight: CGFloat = 0 {
        didSet {
            guard keyboardHeight != oldValue else { return }
            owningView?.engineIfCreated?.itemDidChange(self)
            owningView?.setNeedsLayout()
        }
    }
}
