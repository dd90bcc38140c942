import Foundation
import UIKitRuntime

extension Array where Element: View {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// Masonry's array additions: the same block for every view, and distribution.
    public var mas: ArrayDSL { ArrayDSL(views: self) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Masonry's `NSArray` additions.
public struct ArrayDSL {
    /// The views, in order.
    public let views: [View]

    /// Runs `makeConstraints` with the same block on every view, in order.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        var made: [Constraint] = []  // a loop, not `flatMap`: see LayoutConstraint.made
        for view in views { made += view.mas.makeConstraints(body) }
        return made
    }

    /// Runs `updateConstraints` with the same block on every view, in order.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        var made: [Constraint] = []  // a loop, not `flatMap`: see LayoutConstraint.made
        for view in views { made += view.mas.updateConstraints(body) }
        return made
    }

    /// Runs `remakeConstraints` with the same block on every view, in order.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) -> [Constraint] {
        var made: [Constraint] = []  // a loop, not `flatMap`: see LayoutConstraint.made
        for view in views { made += view.mas.remakeConstraints(body) }
        return made
    }

    /// Lays the views out along `axis`, `fixedSpacing` apart and equally long, `leadSpacing` from
    /// their common superview's start and `tailSpacing` from its end.
    public func distributeViews(along axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat,
                                file: String = #fileID, line: Int = #line) {
        guard let superview = commonSuperview(file: file, line: line) else { return }
        let (lead, tail, length) = attributes(axis)
        for (index, view) in views.enumerated() {
            view.mas.makeConstraints { make in
                if index == 0 {
                    make.attribute(lead).equalTo(superview.mas.attribute(lead), file: file, line: line).offset(leadSpacing)
                    return
                }
                let previous = views[index - 1]
                make.attribute(length).equalTo(previous.mas.attribute(length), file: file, line: line)
                make.attribute(lead).equalTo(previous.mas.attribute(tail), file: file, line: line).offset(fixedSpacing)
                if index == views.count - 1 {
                    make.attribute(tail).equalTo(superview.mas.attribute(tail), file: file, line: line).offset(-tailSpacing)
                }
            }
        }
    }

    /// Lays the views out along `axis`, each `fixedItemLength` long and equally spaced,
    /// `leadSpacing` from their common superview's start and `tailSpacing` from its end.
    public func distributeViews(along axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat,
                                tailSpacing: CGFloat, file: String = #fileID, line: Int = #line) {
        guard let superview = commonSuperview(file: file, line: line) else { return }
        let (lead, tail, length) = attributes(axis)
        let last = CGFloat(views.count - 1)
        for (index, view) in views.enumerated() {
            view.mas.makeConstraints { make in
                make.attribute(length).equalTo(fixedItemLength, file: file, line: line)
                if index == 0 {
                    make.attribute(lead).equalTo(superview.mas.attribute(lead), file: file, line: line).offset(leadSpacing)
                } else if index == views.count - 1 {
                    make.attribute(tail).equalTo(superview.mas.attribute(tail), file: file, line: line).offset(-tailSpacing)
                } else {
                    // Masonry's recipe: the trailing edge a fixed fraction of the superview's.
                    let fraction = CGFloat(index) / last
                    let offset = (1 - fraction) * (fixedItemLength + leadSpacing) - CGFloat(index) * tailSpacing / last
                    make.attribute(tail).equalTo(superview.mas.attribute(tail), file: file, line: line)
                        .multipliedBy(fraction).offset(offset)
                }
            }
        }
    }

    private func attributes(_ axis: LayoutAxis) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
    }

    /// The views' common superview (Masonry's `mas_commonSuperviewOfViews`), after its checks.
    private func commonSuperview(file: String, line: Int) -> View? {
        guard views.count > 1 else {
            reportMisuse("views to distribute need to bigger than one", file: file, line: line)
            return nil
        }
        var common: View? = views[0]
        for view in views.dropFirst() {
            if let found = common { common = view.mas.closestCommonSuperview(found) }
        }
        guard let common else {
            reportMisuse("Can't constrain views that do not share a common superview. Make sure that all the views in "
                + "this array have been added into the same view hierarchy.", file: file, line: line, kind: .noCommonAncestor)
            return nil
        }
        return common
    }
}

extension ViewController {
    /// Masonry's view controller additions.
    public var mas: ViewControllerDSL { ViewControllerDSL(controller: self) }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Masonry's view controller additions: the top and bottom layout guides as attributes.
public struct ViewControllerDSL {
    /// The controller these additions act on.
    public let controller: ViewController

    /// The top layout guide's bottom.
    public var topLayoutGuide: ViewAttribute { topLayoutGuideBottom }
    public var topLayoutGuideTop: ViewAttribute { guide(controller.topLayoutSupportGuide, .top) }
    public var topLayoutGuideBottom: ViewAttribute { guide(controller.topLayoutSupportGuide, .bottom) }
    /// The bottom layout guide's top.
    public var bottomLayoutGuide: ViewAttribute { bottomLayoutGuideTop }
    public var bottomLayoutGuideTop: ViewAttribute { guide(controller.bottomLayoutSupportGuide, .top) }
    public var bottomLayoutGuideBottom: ViewAttribute { guide(controller.bottomLayoutSupportGuide, .bottom) }

    private func guide(_ guide: LayoutGuide, _ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: controller.view, item: guide, layoutAttribute: attribute)
    }
}
