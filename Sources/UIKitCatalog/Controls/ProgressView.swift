import AutoLayout
import Foundation

/// A progress bar (UIKit's `UIProgressView`): as wide as its constraints make it, 4 high,
/// hugging at 750 vertically.
open class ProgressView: View {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIProgressView", ProgressView.self) }

    /// The bar's styles; the size is the same.
    public enum Style: Int, Sendable { case `default`, bar }

    /// The style.
    open var progressViewStyle: Style
    /// The progress, from 0 to 1.
    open var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    /// The filled part's colour.
    open var progressTintColor: Color?
    /// The unfilled part's colour.
    open var trackTintColor: Color?

    /// A bar of `style` at no progress.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A default bar with a frame.
    public override convenience init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }
}
