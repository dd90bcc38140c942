import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One attribute of a view or guide, to make constraints from (UIKit's `NSLayoutAnchor`).
///
/// The generic parameter is the kind of anchor, so that relating an x-axis anchor to a y-axis
/// anchor or to a dimension does not compile, as in UIKit. Constraints made from anchors are
/// inactive until activated (`isActive = true` or ``LayoutConstraint/activate(_:)``).
open class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The item, held as views are held everywhere here: not kept alive, nil once it is gone.
    let reference: ItemReference
    /// The attribute this anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        reference = item.itemReference
        self.attribute = attribute
    }

    /// The anchor of `attribute` of the item `reference` names (a constraint's own anchors).
    init(reference: ItemReference, _ attribute: LayoutAttribute) {
        self.reference = reference
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to; nil once it is gone.
    public var item: (any LayoutItem)? { reference.item }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// The inactive constraint `self relation anchor × multiplier + constant` (or `self relation
    /// constant` without an anchor).
    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
              constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint.made(first: reference, attribute: attribute, relatedBy: relation, second: anchor?.reference,
                         attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
                         priority: .required, identifier: nil, madeBy: nil, file: nil, line: nil)
    }

    /// `View:key.left`, as constraints describe their items.
    nonisolated public var description: String {
        assumeViewIsolation { (item?.layoutDescription ?? "nil") + "." + attribute.name }
    }
}

/// The spacing UIKit's system spacing stands for between two views: 8 points.
let systemSpacing: CGFloat = 8

/// A horizontal anchor: leading, trailing, left, right or centre X.
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier`: `self` after `anchor` by the system spacing.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// A vertical anchor: top, bottom, centre Y, or a view's first or last baseline.
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier`: `self` below `anchor` by the system spacing.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// A width or height.
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == dimension × multiplier + constant`.
    public func constraint(equalTo dimension: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, dimension, multiplier: multiplier, constant: constant)
    }

    /// `self >= dimension × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat,
                           constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, dimension, multiplier: multiplier, constant: constant)
    }

    /// `self <= dimension × multiplier + constant`.
    public func constraint(lessThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat,
                           constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, dimension, multiplier: multiplier, constant: constant)
    }
}

/// The anchors of guides (views declare theirs, with their baselines, in their class to be overridable).
extension LayoutItem {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

