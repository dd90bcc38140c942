import AutoLayout
import UIKitRuntime
import Foundation

/// A segmented control's appearance settings, by state, bar metrics and segment position: what
/// UIKit draws segments with. Lookups fall back as UIKit's do, to the `.default` metrics and to
/// `.any` position.
struct SegmentLooks {
    struct Key: Hashable {
        let state: UInt, metrics: Int
        init(_ state: ControlState, _ metrics: BarMetrics) { (self.state, self.metrics) = (state.rawValue, metrics.rawValue) }
    }
    struct DividerKey: Hashable {
        let left: UInt, right: UInt, metrics: Int
        init(_ left: ControlState, _ right: ControlState, _ metrics: BarMetrics) {
            (self.left, self.right, self.metrics) = (left.rawValue, right.rawValue, metrics.rawValue)
        }
    }
    struct AdjustmentKey: Hashable {
        let segment: Int, metrics: Int
        init(_ segment: SegmentedControl.Segment, _ metrics: BarMetrics) { (self.segment, self.metrics) = (segment.rawValue, metrics.rawValue) }
    }

    var titleAttributes: [ControlState: [NSAttributedString.Key: Any]] = [:]
    var backgrounds: [Key: Image] = [:]
    var dividers: [DividerKey: Image] = [:]
    var adjustments: [AdjustmentKey: Offset] = [:]

    func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        backgrounds[Key(state, barMetrics)] ?? backgrounds[Key(state, .default)]
    }

    func dividerImage(left: ControlState, right: ControlState, barMetrics: BarMetrics) -> Image? {
        dividers[DividerKey(left, right, barMetrics)] ?? dividers[DividerKey(left, right, .default)]
    }

    func adjustment(for segment: SegmentedControl.Segment, barMetrics: BarMetrics) -> Offset {
        adjustments[AdjustmentKey(segment, barMetrics)] ?? adjustments[AdjustmentKey(segment, .default)]
            ?? adjustments[AdjustmentKey(.any, barMetrics)] ?? adjustments[AdjustmentKey(.any, .default)] ?? .zero
    }
}

extension SegmentedControl {
    /// What a segment made for `action` shows: its title, else its image.
    static func content(of action: Action) -> SegmentItem.Content {
        if action.title.isEmpty, let image = action.image { return .image(image) }
        return .title(action.title)
    }

    /// Inserts `segment` at `index`, clamped to the segments there are.
    func insert(_ segment: SegmentItem, at index: Int) {
        segments.insert(segment, at: min(max(index, 0), segments.count))
    }

    /// The font titles are measured in: the normal state's title attributes' font, else 13 points.
    var titleFont: Font {
        (looks.titleAttributes[.normal]?[NSAttributedString.Key("NSFont")] as? Font) ?? Font(pointSize: 13)
    }

    /// Each segment's content width: its title's in `titleFont`, rounded up, or its image's.
    var contentWidths: [CGFloat] {
        let font = titleFont
        return segments.map { segment in
            switch segment.content {
            case .title(let title): return font.width(of: Substring(title)).rounded(.up)
            case .image(let image): return image.size.width
            }
        }
    }

    /// Each segment's width across `width`: a fixed one as set, the rest sharing what is left,
    /// equally or (with `apportionsSegmentWidthsByContent`) as their contents plus 24 are wide.
    func segmentWidths(across width: CGFloat) -> [CGFloat] {
        let contents = contentWidths
        let free = contents.indices.filter { fixedWidths[$0] == nil }
        let left = max(width - contents.indices.compactMap { fixedWidths[$0] }.reduce(0, +), 0)
        let shares = free.map { apportionsSegmentWidthsByContent ? contents[$0] + 24 : 1 }
        let total = shares.reduce(0, +)
        var widths = contents.indices.map { fixedWidths[$0] ?? 0 }
        for (index, share) in zip(free, shares) { widths[index] = total > 0 ? left * share / total : 0 }
        return widths
    }

    /// The segment under `x` in the control's bounds, if any.
    func segmentIndex(atX x: CGFloat) -> Int? {
        var start = bounds.minX
        for (index, width) in segmentWidths(across: bounds.width).enumerated() {
            if x >= start, x < start + width { return index }
            start += width
        }
        return nil
    }

    /// Selects the segment at `index` for a tap: `.valueChanged` when the selection changes (or
    /// every tap on a momentary control), then the segment's action; a momentary control then
    /// selects none again.
    func select(_ index: Int) {
        let changed = index != selectedSegmentIndex || isMomentary
        selectedSegmentIndex = index
        if changed { sendActions(for: .valueChanged) }
        if let action = segments[index].action { sendAction(action) }
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }
}
