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

    /// The members of a group target (`other.snp.edges`) that SnapKit relates each attribute of
    /// a statement to, as plain attribute targets; nil when `target` is not a group or the
    /// statement follows Masonry (which pairs each attribute with its own). Where SnapKit's rule
    /// picks an attribute other than the statement's own, a diagnostic says so: the relation is
    /// SnapKit's, the surprise is not silent.
    static func snapKitMembers(of target: ResolvedTarget, for statement: [ViewConstraint],
                               file: String, line: Int) -> [ResolvedTarget]? {
        guard case let .attribute(attribute) = target, let group = attribute.group,
              !statement.isEmpty, statement.allSatisfy({ $0.rules.pairsGroupTargetsByPosition }) else { return nil }
        let from = statement.map(\.firstAttribute)
        let picked = group.snapKitTargets(for: from)
        let surprising = zip(from, picked).filter { $0.1 != group.attribute(relatedTo: $0.0) }
        if !surprising.isEmpty {
            let pairs = surprising.map { "\($0.0.name) to \($0.1.name)" }.joined(separator: ", ")
            reportMisuse("SnapKit relates \(pairs) of \(attribute): a group target pairs attribute by attribute "
                + "only with the same group (or edges with margins); name the attribute instead",
                         file: file, line: line)
        }
        return picked.map { .attribute(attribute.member($0)) }
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
