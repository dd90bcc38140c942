/// A group of constraints made together (`make.edges`, `make.top.left`, an array relation);
/// every modifier applies to each child.
public final class CompositeConstraint: Constraint, ConstraintDelegate {
    private var childConstraints: [Constraint]

    /// The constraints in the group.
    public override var children: [Constraint] { childConstraints }

    init(children: [Constraint]) {
        childConstraints = children
        super.init()
        for child in children { child.delegate = self }
    }

    override func adding(_ attribute: LayoutAttribute) -> Constraint {
        // Masonry makes no relation check here: the new child simply joins the group.
        if let child = delegate?.constraint(self, addConstraintWith: attribute) {
            child.delegate = self
            childConstraints.append(child)
        }
        return self
    }

    override func relate(_ target: ResolvedTarget, _ relation: LayoutRelation, file: String, line: Int) -> Constraint {
        // A copy: children may replace themselves (an array target makes each one a group).
        let children = childConstraints
        // Only a group target (`other.snp.edges`) is related from the statement as a whole.
        if case let .attribute(attribute) = target, attribute.group != nil {
            let leaves = children.compactMap { $0 as? ViewConstraint }
            if leaves.count == children.count,
               let members = ViewConstraint.snapKitMembers(of: target, for: leaves, file: file, line: line) {
                for (child, member) in zip(children, members) { _ = child.relate(member, relation, file: file, line: line) }
                return self
            }
        }
        for child in children { _ = child.relate(target, relation, file: file, line: line) }
        return self
    }

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        guard let index = childConstraints.firstIndex(where: { $0 === constraint }) else { return }
        childConstraints[index] = replacement
        replacement.delegate = self
    }

    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        // A child chaining an attribute: the new constraint joins this group.
        guard let child = delegate?.constraint(self, addConstraintWith: attribute) else { return self }
        child.delegate = self
        childConstraints.append(child)
        return child
    }
}
