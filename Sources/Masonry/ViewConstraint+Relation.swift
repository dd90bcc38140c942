import Foundation

/// Taking a relation's right-hand side, and refusing a second relation.
extension ViewConstraint {
    func redefined(file: String, line: Int) -> Constraint {
        reportMisuse("Redefinition of constraint relation: \(firstViewAttribute) already \(describeRelation())",
                     file: file, line: line)
        isRefused = true
        return self
    }

    func describeRelation() -> String {
        relation.symbol + " " + (secondViewAttribute?.description ?? formatNumber(constant))
    }

    func setRelation(_ relation: LayoutRelation) {
        self.relation = relation
        hasRelation = true
    }

    /// Takes the right-hand side: Masonry's `setSecondViewAttribute`.
    func setSecond(_ target: ResolvedTarget) {
        switch target {
        case let .view(view):
            secondReference = view.itemReference
            secondAttribute = firstAttribute
        case let .attribute(attribute) where attribute.item != nil:
            // The safe-area guide as a whole (notAnAttribute) stands for the first item's attribute;
            // a group (`snp.margins`) for the one of its attributes the first attribute pairs with.
            secondItem = attribute.item
            secondAttribute = attribute.attribute(relatedTo: firstAttribute)
            // Masonry's spec reads back the very object the relation was given.
            if attribute.layoutAttribute != .notAnAttribute { secondAttributeObject = attribute }
        case let .constant(constant):
            guard constant.isFinite else {
                reportMisuse("Invalid value: \(constant.valueDescription) is not finite, for \(firstViewAttribute)", file: file, line: line,
                             kind: .invalidValue)
                isRefused = true
                return
            }
            setConstant(constant)
        case let .guide(guide) where guide.owningView != nil:
            secondReference = guide.itemReference
            secondAttribute = firstAttribute
        case .superview:
            guard let superview = firstSuperview else {
                reportMisuse("Expected superview but found nil when attempting make constraint `equalToSuperview`: "
                    + "\(firstViewAttribute)", file: file, line: line, kind: .noCommonAncestor)
                isRefused = true
                return
            }
            secondReference = superview.itemReference
            secondAttribute = firstAttribute
        default:
            reportMisuse("attempting to add unsupported attribute: \(target.valueDescription)", file: file, line: line)
            isRefused = true
        }
    }
}
