import AutoLayout
import Foundation

/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 (`.medium`) or 37 × 37 (`.large`),
/// hugging at 750; hidden while stopped when `hidesWhenStopped`, as UIKit's.
open class ActivityIndicatorView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIActivityIndicatorView", ActivityIndicatorView.self) }

    /// The spinner's sizes, with UIKit's older names.
    public enum Style: Int, Sendable { case medium, large, whiteLarge, white, gray }

    /// The style, which sets the size.
    open var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// The spinner's colour; setting nil restores the default gray, so it is never nil, as UIKit's.
    open var color: Color! {
        get { storedColor }
        set { storedColor = newValue ?? .gray }
    }
    private var storedColor = Color.gray
    /// Whether the spinner is hidden while stopped (true by default).
    open var hidesWhenStopped = true { didSet { applyHiding() } }
    /// Whether the spinner spins.
    open private(set) var isAnimating = false

    /// A stopped spinner of `style` (hidden, as UIKit's, until it starts).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        applyHiding()
    }

    /// A stopped medium spinner with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!  // never nil: views are made without an archive here
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        applyHiding()
    }

    /// Starts the spinner (and shows it).
    open func startAnimating() { isAnimating = true; applyHiding() }
    /// Stops the spinner (and hides it when `hidesWhenStopped`).
    open func stopAnimating() { isAnimating = false; applyHiding() }

    private func applyHiding() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    open override var intrinsicContentSize: CGSize {
        switch style {
        case .medium, .white, .gray: return CGSize(width: 20, height: 20)
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        }
    }
}
