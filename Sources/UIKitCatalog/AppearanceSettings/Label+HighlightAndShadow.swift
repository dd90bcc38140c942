import AutoLayout
import Foundation

// Properties screen code sets that change no frame here, kept so that it compiles and reads back
// what it set. Labels, buttons and image views keep them in the view's extra storage, which only
// views that set one carry.

extension Label {
    /// The text colour while highlighted.
    public var highlightedTextColor: Color? { get { kept(\Label.highlightedTextColor) ?? nil } set { keep(\Label.highlightedTextColor, newValue) } }
    /// Whether the label draws highlighted.
    public var isHighlighted: Bool { get { kept(\Label.isHighlighted) ?? false } set { keep(\Label.isHighlighted, newValue) } }
    /// The text's shadow colour and offset.
    public var shadowColor: Color? { get { kept(\Label.shadowColor) ?? nil } set { keep(\Label.shadowColor, newValue) } }
    public var shadowOffset: CGSize { get { kept(\Label.shadowOffset) ?? CGSize(width: 0, height: -1) } set { keep(\Label.shadowOffset, newValue) } }
    /// Whether letters tighten before truncating.
    public var allowsDefaultTighteningForTruncation: Bool { get { kept(\Label.allowsDefaultTighteningForTruncation) ?? false } set { keep(\Label.allowsDefaultTighteningForTruncation, newValue) } }
    /// How shrunk text sits on its baseline.
    public var baselineAdjustment: BaselineAdjustment { get { kept(\Label.baselineAdjustment) ?? .alignBaselines } set { keep(\Label.baselineAdjustment, newValue) } }

    /// How text shrunk to fit sits (UIKit's `UIBaselineAdjustment`).
    public enum BaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
}
