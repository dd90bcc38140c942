import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// How a DSL reads its chain where Masonry and SnapKit differ: what part of a modifier's constant
/// an attribute takes, what a position with no target relates to, what a chain with no relation
/// makes. A maker holds its rules as a value — the conforming type — and every constraint it
/// makes follows them; `MasonryRules` are `mas`'s, `MasonrySnapKit`'s `SnapKitRules` are `snp`'s.
/// Every requirement is static: a rules value is a type, so holding one costs no reference count.
package protocol ConstraintRules {
    /// The constant `value` gives a constraint on `first`, whose second attribute is `second`
    /// (the superview's implied one for a position without a target); nil leaves the constant.
    static func constant(_ value: ConstantTarget, first: LayoutAttribute, second: LayoutAttribute) -> CGFloat?
    /// The superview's attribute a position with no target relates to.
    static func impliedSecondAttribute(for first: LayoutAttribute) -> LayoutAttribute
    /// Whether a chain with no relation installs (related to the superview), or makes nothing.
    static var installsWithoutRelation: Bool { get }
    /// Whether a constraint makes its layout constraint as soon as it has a relation, before any
    /// activation, so that `layoutConstraints` lists it.
    static var makesLayoutConstraintsEagerly: Bool { get }
    /// Whether each attribute of a statement related to a group target (`other.snp.edges`) is
    /// paired by the group's own rule (SnapKit's) rather than with its own attribute (Masonry's).
    static var pairsGroupTargetsByPosition: Bool { get }
}
