import AutoLayout
import UIKitRuntime
import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`): 32 high; each segment is as
/// wide as the widest segment's content (a title in the normal state's font, 13 points unless
/// the title text attributes give one, or an image) plus 12 each side, or its own content's
/// width plus 24 with `apportionsSegmentWidthsByContent`. A tap on an enabled segment selects
/// it, sends `.valueChanged` and runs the segment's action; a momentary control then selects
/// none again.
open class SegmentedControl: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISegmentedControl", SegmentedControl.self) }

    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// Which segments an appearance setting applies to, by position (UIKit's `UISegmentedControl.Segment`).
    public enum Segment: Int, Sendable { case any, left, center, right, alone }

    /// What a segment shows and the settings kept for it.
    struct SegmentItem {
        enum Content: Equatable { case title(String), image(Image) }
        var content: Content
        var isEnabled = true
        var contentOffset = CGSize.zero
        var action: Action?
    }
    var segments: [SegmentItem] = [] { didSet { invalidateIntrinsicContentSize() } }

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether segments are as wide as their own content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment's colour.
    open var selectedSegmentTintColor: Color?
    /// Whether a tap selects a segment only while its actions run, leaving none selected after.
    open var isMomentary = false
    var fixedWidths: [Int: CGFloat] = [:]
    /// The appearance settings (title attributes, background and divider images, position adjustments).
    var looks = SegmentLooks()

    /// A control with a segment for each item: `String`s become titles, `Image`s images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).compactMap { item in
            if let title = item as? String { return SegmentItem(content: .title(title)) }
            if let image = item as? Image { return SegmentItem(content: .image(image)) }
            return nil
        }
    }

    /// A control with no segments and a frame.
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// A control with a segment for each action, showing its title (or its image without one)
    /// and running it when the segment is selected.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { SegmentItem(content: SegmentedControl.content(of: $0), action: $0) }
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `index` (clamped to the segments there are).
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        insert(SegmentItem(content: .title(title ?? "")), at: index)
    }
    /// Inserts an image segment at `index` (clamped to the segments there are).
    open func insertSegment(with image: Image?, at index: Int, animated: Bool) {
        insert(SegmentItem(content: image.map(SegmentItem.Content.image) ?? .title("")), at: index)
    }
    /// Inserts a segment for `action` at `index` (clamped), showing its title or image and running it when selected.
    open func insertSegment(action: Action, at index: Int, animated: Bool) {
        insert(SegmentItem(content: SegmentedControl.content(of: action), action: action), at: index)
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
        if segments.indices.contains(index) { segments[index].content = .title(title ?? "") }
    }
    /// The title of the segment at `index`, if it has one.
    open func titleForSegment(at index: Int) -> String? {
        guard segments.indices.contains(index), case .title(let title) = segments[index].content else { return nil }
        return title
    }
    /// Sets the segment at `index`'s image, if there is one.
    open func setImage(_ image: Image?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].content = image.map(SegmentItem.Content.image) ?? .title("") }
    }
    /// The image of the segment at `index`, if it shows one.
    open func imageForSegment(at index: Int) -> Image? {
        guard segments.indices.contains(index), case .image(let image) = segments[index].content else { return nil }
        return image
    }
    /// Fixes the segment at `index` to `width` points (0: sized by content again).
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        fixedWidths[index] = width > 0 ? width : nil
        invalidateIntrinsicContentSize()
    }
    /// The width fixed for the segment at `index` (0 when sized by content).
    open func widthForSegment(at index: Int) -> CGFloat { fixedWidths[index] ?? 0 }
    /// Enables or disables the segment at `index`: a tap on a disabled one selects nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].isEnabled = enabled }
    }
    /// Whether the segment at `index` takes taps (false past the last segment).
    open func isEnabledForSegment(at index: Int) -> Bool { segments.indices.contains(index) && segments[index].isEnabled }
    /// Moves the segment at `index`'s content by `offset` within the segment (kept for drawing).
    open func setContentOffset(_ offset: CGSize, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].contentOffset = offset }
    }
    /// How far the segment at `index`'s content is moved (zero past the last segment).
    open func contentOffsetForSegment(at index: Int) -> CGSize {
        segments.indices.contains(index) ? segments[index].contentOffset : .zero
    }
    /// Sets the action of the segment at `index`, which it then shows and runs when selected.
    open func setAction(_ action: Action, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index] = SegmentItem(content: SegmentedControl.content(of: action), isEnabled: segments[index].isEnabled,
                                      contentOffset: segments[index].contentOffset, action: action)
    }
    /// The action of the segment at `index`, if it has one.
    open func actionForSegment(at index: Int) -> Action? { segments.indices.contains(index) ? segments[index].action : nil }
    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? SegmentedControl.noSegment
    }

    // MARK: Appearance, kept per state and bar metrics (see `SegmentedControl+Looks`)

    /// Sets the title's attributes for `state`; the normal state's font measures the titles.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        looks.titleAttributes[state] = attributes
        if state == .normal { invalidateIntrinsicContentSize() }
    }
    /// The title's attributes set for `state`, if any were.
    open func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? { looks.titleAttributes[state] }
    /// Sets the segments' background image for `state` and `barMetrics` (kept for drawing).
    open func setBackgroundImage(_ backgroundImage: Image?, for state: ControlState, barMetrics: BarMetrics) {
        looks.backgrounds[SegmentLooks.Key(state, barMetrics)] = backgroundImage
    }
    /// The background image for `state` and `barMetrics`, else for `state` at `.default` metrics.
    open func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        looks.backgroundImage(for: state, barMetrics: barMetrics)
    }
    /// Sets the image between two segments in the states given (kept for drawing).
    open func setDividerImage(_ dividerImage: Image?, forLeftSegmentState leftState: ControlState,
                              rightSegmentState rightState: ControlState, barMetrics: BarMetrics) {
        looks.dividers[SegmentLooks.DividerKey(leftState, rightState, barMetrics)] = dividerImage
    }
    /// The image between two segments in the states given, else at `.default` metrics.
    open func dividerImage(forLeftSegmentState leftState: ControlState, rightSegmentState rightState: ControlState,
                           barMetrics: BarMetrics) -> Image? {
        looks.dividerImage(left: leftState, right: rightState, barMetrics: barMetrics)
    }
    /// Moves the content of segments at `leftCenterRightOrAlone` positions by `adjustment` (kept for drawing).
    open func setContentPositionAdjustment(_ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: BarMetrics) {
        looks.adjustments[SegmentLooks.AdjustmentKey(leftCenterRightOrAlone, barMetrics)] = adjustment
    }
    /// The adjustment for segments at that position, else for `.any` position, else zero.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics) -> Offset {
        looks.adjustment(for: leftCenterRightOrAlone, barMetrics: barMetrics)
    }

    // MARK: Taps

    /// A finger lifted: on an enabled segment it selects it, sends `.valueChanged` and runs the
    /// segment's action (a momentary control selects none after), then the control's own events.
    open override func touchesEnded(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        if isEnabled, let touch = touches.first {
            let index = segmentIndex(atX: touch.location(in: self).x)
            if let index, isEnabledForSegment(at: index), point(inside: touch.location(in: self), with: event) {
                select(index)
            }
        }
        super.touchesEnded(touches, with: event)
    }

    open override var intrinsicContentSize: CGSize {
        let widths = contentWidths
        let widest = widths.max() ?? 0
        var width: CGFloat = 0
        for (index, content) in widths.enumerated() {
            width += fixedWidths[index] ?? ((apportionsSegmentWidthsByContent ? content : widest) + 24)
        }
        return CGSize(width: width, height: 32)
    }
}
