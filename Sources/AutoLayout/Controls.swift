import Foundation

// UIKit's small controls, with the intrinsic sizes they take by default on iOS 17 and the hugging
// priorities UIKit gives them; their drawing is a rectangle here.

/// An on/off switch (UIKit's `UISwitch`): 51 × 31, hugging at 750 on both axes.
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when on.
    public var onTintColor: Color?
    /// The colour of the knob.
    public var thumbTintColor: Color?

    /// A switch with a frame; its size comes from its intrinsic size under Auto Layout.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 (`.medium`) or 37 × 37 (`.large`),
/// hugging at 750; hidden while stopped when `hidesWhenStopped`, as UIKit's.
open class ActivityIndicatorView: View {
    /// The spinner's sizes, with UIKit's older names.
    public enum Style: Int, Sendable { case medium, large, whiteLarge, white, gray }

    /// The style, which sets the size.
    public var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// The spinner's colour.
    public var color: Color = .gray
    /// Whether the spinner is hidden while stopped (true by default).
    public var hidesWhenStopped = true { didSet { applyHiding() } }
    /// Whether the spinner spins.
    public private(set) var isAnimating = false

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

    /// Starts the spinner (and shows it).
    public func startAnimating() { isAnimating = true; applyHiding() }
    /// Stops the spinner (and hides it when `hidesWhenStopped`).
    public func stopAnimating() { isAnimating = false; applyHiding() }

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

/// A continuous value picked along a track (UIKit's `UISlider`): as wide as its constraints
/// make it, 31 high.
open class Slider: Control {
    /// The value, kept within the range.
    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The lowest value (0).
    open var minimumValue: Float = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() } }
    /// The highest value (1).
    open var maximumValue: Float = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() } }
    /// Whether dragging sends value changes as it goes (kept).
    public var isContinuous = true
    /// Track and knob colours.
    public var minimumTrackTintColor: Color?, maximumTrackTintColor: Color?, thumbTintColor: Color?

    /// Sets the value.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clampValue() { value = min(max(value, minimumValue), maximumValue) }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
}

/// A progress bar (UIKit's `UIProgressView`): as wide as its constraints make it, 4 high,
/// hugging at 750 vertically.
open class ProgressView: View {
    /// The bar's styles; the size is the same.
    public enum Style: Int, Sendable { case `default`, bar }

    /// The style.
    public var progressViewStyle: Style
    /// The progress, from 0 to 1.
    public var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    /// The filled part's colour.
    public var progressTintColor: Color?
    /// The unfilled part's colour.
    public var trackTintColor: Color?

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

    /// Sets the progress.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }
}

/// A row of segments, one selected (UIKit's `UISegmentedControl`): 32 high; each segment is as
/// wide as the widest segment's content (a title at 13 points, or an image) plus 12 each side,
/// or its own content's width plus 24 with `apportionsSegmentWidthsByContent`.
open class SegmentedControl: Control {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private enum Segment: Equatable { case title(String), image(Image) }
    private var segments: [Segment] = [] { didSet { invalidateIntrinsicContentSize() } }

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether segments are as wide as their own content rather than all as wide as the widest.
    public var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment's colour.
    public var selectedSegmentTintColor: Color?
    private var fixedWidths: [Int: CGFloat] = [:]

    /// A control with a segment for each item: `String`s become titles, `Image`s images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).compactMap { item in
            if let title = item as? String { return .title(title) }
            if let image = item as? Image { return .image(image) }
            return nil
        }
    }

    /// A control with no segments and a frame.
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `index` (clamped to the segments there are).
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        segments.insert(.title(title ?? ""), at: min(max(index, 0), segments.count))
    }
    /// Inserts an image segment at `index` (clamped to the segments there are).
    public func insertSegment(with image: Image?, at index: Int, animated: Bool) {
        segments.insert(image.map(Segment.image) ?? .title(""), at: min(max(index, 0), segments.count))
    }
    /// Removes the segment at `index`, if there is one.
    public func removeSegment(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }
    /// Removes every segment.
    public func removeAllSegments() { segments = []; selectedSegmentIndex = SegmentedControl.noSegment }
    /// Retitles the segment at `index`, if there is one.
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index] = .title(title ?? "") }
    }
    /// The title of the segment at `index`, if it has one.
    public func titleForSegment(at index: Int) -> String? {
        guard segments.indices.contains(index), case .title(let title) = segments[index] else { return nil }
        return title
    }
    /// Sets the segment at `index`'s image, if there is one.
    public func setImage(_ image: Image?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index] = image.map(Segment.image) ?? .title("") }
    }
    /// Fixes the segment at `index` to `width` points (0: sized by content again).
    public func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        fixedWidths[index] = width > 0 ? width : nil
        invalidateIntrinsicContentSize()
    }
    /// The width fixed for the segment at `index` (0 when sized by content).
    public func widthForSegment(at index: Int) -> CGFloat { fixedWidths[index] ?? 0 }
    /// Title text attributes (kept: the segment's title is measured at 13 points).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {}

    open override var intrinsicContentSize: CGSize {
        let font = Font(pointSize: 13)
        let contents = segments.map { segment -> CGFloat in
            switch segment {
            case .title(let title): return font.width(of: Substring(title)).rounded(.up)
            case .image(let image): return image.size.width
            }
        }
        let widest = contents.max() ?? 0
        var width: CGFloat = 0
        for (index, content) in contents.enumerated() {
            width += fixedWidths[index] ?? ((apportionsSegmentWidthsByContent ? content : widest) + 24)
        }
        return CGSize(width: width, height: 32)
    }
}

/// Dots for the pages of a paged view (UIKit's `UIPageControl`): 26 high, 16 points per page
/// plus 8 at each end; hidden with a single page when `hidesForSinglePage`.
open class PageControl: Control {
    /// The number of pages (dots).
    public var numberOfPages = 0 { didSet { numberOfPages = max(numberOfPages, 0); pagesChanged() } }
    /// The page shown, kept within the pages.
    public var currentPage = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    /// Whether a single page hides the control.
    public var hidesForSinglePage = false { didSet { pagesChanged() } }
    /// The dots' colours.
    public var pageIndicatorTintColor: Color?, currentPageIndicatorTintColor: Color?

    private func pagesChanged() {
        currentPage = min(currentPage, max(numberOfPages - 1, 0))
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
        invalidateIntrinsicContentSize()
    }

    /// The size the dots for `pageCount` pages need.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 16 : 0, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
