import AutoLayout
import UIKitRuntime
import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`): 32 high; each segment is as
/// wide as the widest segment's content (a title at 13 points, or an image) plus 12 each side,
/// or its own content's width plus 24 with `apportionsSegmentWidthsByContent`.
open class SegmentedControl: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISegmentedControl", SegmentedControl.self) }

    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private enum Segment: Equatable { case title(String), image(Image) }
    private var segments: [Segment] = [] { didSet { invalidateIntrinsicContentSize() } }

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether segments are as wide as their own content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment's colour.
    open var selectedSegmentTintColor: Color?
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

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `index` (clamped to the segments there are).
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        segments.insert(.title(title ?? ""), at: min(max(index, 0), segments.count))
    }
    /// Inserts an image segment at `index` (clamped to the segments there are).
    open func insertSegment(with image: Image?, at index: Int, animated: Bool) {
        segments.insert(image.map(Segment.image) ?? .title(""), at: min(max(index, 0), segments.count))
    }
    /// Removes the segment at `index`, if there is one.
    open func removeSegment(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }
    /// Removes every segment.
    open func removeAllSegments() { segments = []; selectedSegmentIndex = SegmentedControl.noSegment }
    /// Retitles the segment at `index`, if there is one.
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index] = .title(title ?? "") }
    }
    /// The title of the segment at `index`, if it has one.
    open func titleForSegment(at index: Int) -> String? {
        guard segments.indices.contains(index), case .title(let title) = segments[index] else { return nil }
        return title
    }
    /// Sets the segment at `index`'s image, if there is one.
    open func setImage(_ image: Image?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index] = image.map(Segment.image) ?? .title("") }
    }
    /// Fixes the segment at `index` to `width` points (0: sized by content again).
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        fixedWidths[index] = width > 0 ? width : nil
        invalidateIntrinsicContentSize()
    }
    /// The width fixed for the segment at `index` (0 when sized by content).
    open func widthForSegment(at index: Int) -> CGFloat { fixedWidths[index] ?? 0 }
    /// Title text attributes (kept: the segment's title is measured at 13 points).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {}

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
