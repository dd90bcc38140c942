import AutoLayout
import UIKitRuntime
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
    /// The progress, from 0 to 1: the observed progress's fraction completed while one is observed.
    open var progress: Float {
        get { observedProgress.map { Float(min(max($0.fractionCompleted, 0), 1)) } ?? storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The filled part's colour.
    open var progressTintColor: Color?
    /// The unfilled part's colour.
    open var trackTintColor: Color?
    /// The filled part's image, drawn instead of its colour (kept: images are not drawn here).
    open var progressImage: Image?
    /// The unfilled part's image, drawn instead of its colour (kept: images are not drawn here).
    open var trackImage: Image?
    /// A progress the bar follows: `progress` reads its fraction completed (each time, as there
    /// is no key-value observing here).
    open var observedProgress: Progress?

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
