import Foundation
import Masonry

// SnapKit's deprecated spellings, kept (and deprecated) so that older code compiles with the
// warnings SnapKit gives it. Each does what its replacement does, including the three that
// SnapKit leaves to a subclass and that stop the program there.

extension Constraint {
    @available(*, deprecated, renamed: "update(offset:)")
    public final func updateOffset(amount: some ConstraintOffsetTarget) { update(offset: amount) }

    @available(*, deprecated, renamed: "update(inset:)")
    public final func updateInsets(amount: some ConstraintInsetTarget) { update(inset: amount) }

    @available(*, deprecated, renamed: "update(priority:)")
    public final func updatePriority(amount: some ConstraintPriorityTarget) { update(priority: amount) }

    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public final func updatePriorityRequired() { update(priority: ConstraintPriority.required) }

    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public final func updatePriorityHigh() { update(priority: ConstraintPriority.high) }

    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public final func updatePriorityMedium() { update(priority: ConstraintPriority.medium) }

    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public final func updatePriorityLow() { update(priority: ConstraintPriority.low) }

    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public final func priorityRequired(file: String = #fileID, line: Int = #line) -> Constraint {
        priority(ConstraintPriority.required, file: file, line: line)
    }
}

extension View {
    @available(*, deprecated, renamed: "snp.left")
    public var snp_left: ConstraintItem { snp.left }
    @available(*, deprecated, renamed: "snp.top")
    public var snp_top: ConstraintItem { snp.top }
    @available(*, deprecated, renamed: "snp.right")
    public var snp_right: ConstraintItem { snp.right }
    @available(*, deprecated, renamed: "snp.bottom")
    public var snp_bottom: ConstraintItem { snp.bottom }
    @available(*, deprecated, renamed: "snp.leading")
    public var snp_leading: ConstraintItem { snp.leading }
    @available(*, deprecated, renamed: "snp.trailing")
    public var snp_trailing: ConstraintItem { snp.trailing }
    @available(*, deprecated, renamed: "snp.width")
    public var snp_width: ConstraintItem { snp.width }
    @available(*, deprecated, renamed: "snp.height")
    public var snp_height: ConstraintItem { snp.height }
    @available(*, deprecated, renamed: "snp.centerX")
    public var snp_centerX: ConstraintItem { snp.centerX }
    @available(*, deprecated, renamed: "snp.centerY")
    public var snp_centerY: ConstraintItem { snp.centerY }
    @available(*, deprecated, renamed: "snp.baseline")
    public var snp_baseline: ConstraintItem { snp.baseline }
    @available(*, deprecated, renamed: "snp.lastBaseline")
    public var snp_lastBaseline: ConstraintItem { snp.lastBaseline }
    @available(*, deprecated, renamed: "snp.firstBaseline")
    public var snp_firstBaseline: ConstraintItem { snp.firstBaseline }
    @available(*, deprecated, renamed: "snp.leftMargin")
    public var snp_leftMargin: ConstraintItem { snp.leftMargin }
    @available(*, deprecated, renamed: "snp.topMargin")
    public var snp_topMargin: ConstraintItem { snp.topMargin }
    @available(*, deprecated, renamed: "snp.rightMargin")
    public var snp_rightMargin: ConstraintItem { snp.rightMargin }
    @available(*, deprecated, renamed: "snp.bottomMargin")
    public var snp_bottomMargin: ConstraintItem { snp.bottomMargin }
    @available(*, deprecated, renamed: "snp.leadingMargin")
    public var snp_leadingMargin: ConstraintItem { snp.leadingMargin }
    @available(*, deprecated, renamed: "snp.trailingMargin")
    public var snp_trailingMargin: ConstraintItem { snp.trailingMargin }
    @available(*, deprecated, renamed: "snp.centerXWithinMargins")
    public var snp_centerXWithinMargins: ConstraintItem { snp.centerXWithinMargins }
    @available(*, deprecated, renamed: "snp.centerYWithinMargins")
    public var snp_centerYWithinMargins: ConstraintItem { snp.centerYWithinMargins }
    @available(*, deprecated, renamed: "snp.edges")
    public var snp_edges: ConstraintItem { snp.edges }
    @available(*, deprecated, renamed: "snp.size")
    public var snp_size: ConstraintItem { snp.size }
    @available(*, deprecated, renamed: "snp.center")
    public var snp_center: ConstraintItem { snp.center }
    @available(*, deprecated, renamed: "snp.margins")
    public var snp_margins: ConstraintItem { snp.margins }
    @available(*, deprecated, renamed: "snp.centerWithinMargins")
    public var snp_centerWithinMargins: ConstraintItem { snp.centerWithinMargins }

    @available(*, deprecated, renamed: "snp.prepareConstraints(_:)")
    public func snp_prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        snp.prepareConstraints(closure)
    }

    @available(*, deprecated, renamed: "snp.makeConstraints(_:)")
    public func snp_makeConstraints(_ closure: (ConstraintMaker) -> Void) { snp.makeConstraints(closure) }

    @available(*, deprecated, renamed: "snp.remakeConstraints(_:)")
    public func snp_remakeConstraints(_ closure: (ConstraintMaker) -> Void) { snp.remakeConstraints(closure) }

    @available(*, deprecated, renamed: "snp.updateConstraints(_:)")
    public func snp_updateConstraints(_ closure: (ConstraintMaker) -> Void) { snp.updateConstraints(closure) }

    @available(*, deprecated, renamed: "snp.removeConstraints()")
    public func snp_removeConstraints() { snp.removeConstraints() }
}
