import Foundation

// SnapKit's additions to the chain, on Masonry's constraints: groups of edges and margins,
// relations to the superview, directional insets, labels.

extension ConstraintMaker {
    /// Left and right.
    public var horizontalEdges: Constraint { attributes([.left, .right]) }
    /// Top and bottom.
    public var verticalEdges: Constraint { attributes([.top, .bottom]) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: Constraint { attributes([.top, .bottom, .leading, .trailing]) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: Constraint { attributes([.leading, .trailing]) }
    /// Top and bottom (SnapKit's name beside the directional horizontal edges).
    public var directionalVerticalEdges: Constraint { attributes([.top, .bottom]) }
    /// The four margin edges.
    public var margins: Constraint { attributes([.leftMargin, .rightMargin, .topMargin, .bottomMargin]) }
    /// Top, leading, bottom and trailing margins.
    public var directionalMargins: Constraint {
        attributes([.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
    }
    /// The centres within the margins.
    public var centerWithinMargins: Constraint { attributes([.centerXWithinMargins, .centerYWithinMargins]) }
}

extension Constraint {
    /// Chains left and right.
    public var horizontalEdges: Constraint { adding(.left).adding(.right) }
    /// Chains top and bottom.
    public var verticalEdges: Constraint { adding(.top).adding(.bottom) }
    /// Chains top, leading, bottom and trailing.
    public var directionalEdges: Constraint { adding(.top).adding(.leading).adding(.bottom).adding(.trailing) }
    /// Chains leading and trailing.
    public var directionalHorizontalEdges: Constraint { adding(.leading).adding(.trailing) }
    /// Chains top and bottom.
    public var directionalVerticalEdges: Constraint { adding(.top).adding(.bottom) }
    /// Chains the four margin edges.
    public var margins: Constraint { adding(.leftMargin).adding(.rightMargin).adding(.topMargin).adding(.bottomMargin) }
    /// Chains top, leading, bottom and trailing margins.
    public var directionalMargins: Constraint {
        adding(.topMargin).adding(.leadingMargin).adding(.bottomMargin).adding(.trailingMargin)
    }
    /// Chains the centres within the margins.
    public var centerWithinMargins: Constraint { adding(.centerXWithinMargins).adding(.centerYWithinMargins) }

    /// `attribute == superview's same attribute`.
    @discardableResult
    public final func equalToSuperview(file: String = #fileID, line: Int = #line) -> Constraint {
        relate(.superview, .equal, file: file, line: line)
    }

    /// `attribute >= superview's same attribute`.
    @discardableResult
    public final func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> Constraint {
        relate(.superview, .greaterThanOrEqual, file: file, line: line)
    }

    /// `attribute <= superview's same attribute`.
    @discardableResult
    public final func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> Constraint {
        relate(.superview, .lessThanOrEqual, file: file, line: line)
    }

    /// `attribute == target`, where `target` is read off the first item's superview: SnapKit's
    /// `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public final func equalToSuperview<Target: ConstraintTarget>(_ target: (View) -> Target, file: String = #fileID,
                                                                 line: Int = #line) -> Constraint {
        relateToSuperview(target, .equal, file: file, line: line)
    }

    /// Insets each edge by its own inset (right, bottom and trailing negated); other attributes
    /// unchanged. SnapKit's spelling of `insets(_:)`.
    @discardableResult public final func inset(_ insets: EdgeInsets) -> Constraint { self.insets(insets) }

    /// Insets top, leading, bottom and trailing (and their margins) by their own insets, bottom
    /// and trailing negated; left and right take leading and trailing, as in a left-to-right
    /// layout. Other attributes unchanged.
    @discardableResult
    public final func inset(_ insets: DirectionalEdgeInsets) -> Constraint {
        setConstant(.directionalInsets(insets))
        return self
    }

    /// `attribute <= target`, where `target` is read off the first item's superview.
    @discardableResult
    public final func lessThanOrEqualToSuperview<Target: ConstraintTarget>(_ target: (View) -> Target,
                                                                           file: String = #fileID,
                                                                           line: Int = #line) -> Constraint {
        relateToSuperview(target, .lessThanOrEqual, file: file, line: line)
    }

    /// `attribute >= target`, where `target` is read off the first item's superview.
    @discardableResult
    public final func greaterThanOrEqualToSuperview<Target: ConstraintTarget>(_ target: (View) -> Target,
                                                                              file: String = #fileID,
                                                                              line: Int = #line) -> Constraint {
        relateToSuperview(target, .greaterThanOrEqual, file: file, line: line)
    }

    /// The relation to what `target` reads off the first item's superview; without a superview,
    /// to the superview's same attribute, which reports the missing superview.
    private func relateToSuperview<Target: ConstraintTarget>(_ target: (View) -> Target, _ relation: LayoutRelation,
                                                             file: String, line: Int) -> Constraint {
        guard let superview = firstItemSuperview else { return relate(.superview, relation, file: file, line: line) }
        return relate(target(superview).resolvedConstraintTarget.value, relation, file: file, line: line)
    }

    /// Changes the constant of the live constraint as `inset(_: EdgeInsets)` does (SnapKit's
    /// spelling of `update(insets:)`).
    @discardableResult
    public final func update(inset insets: EdgeInsets) -> Constraint { update(insets: insets) }

    /// Changes the constant of the live constraint as `inset(_: DirectionalEdgeInsets)` does.
    @discardableResult
    public final func update(inset insets: DirectionalEdgeInsets) -> Constraint {
        setConstant(.directionalInsets(insets))
        return self
    }

    /// Names the constraint: SnapKit's `labeled(_:)`. As `key(_:)` for one attribute; a group's
    /// layout constraints all take the same name, as SnapKit names them (`key(_:)` numbers them).
    @discardableResult
    public final func labeled(_ label: String) -> Constraint {
        if children.isEmpty { setKey(label) } else { for child in children { child.labeled(label) } }
        return self
    }

    /// The constraint itself, as SnapKit's chains end: `height = make.height.equalTo(44).constraint`.
    public var constraint: Constraint { self }

    // The number types SnapKit's chains take besides CGFloat (`offset(spacing)` with an `Int`
    // `spacing`). An integer literal picks the `Int` method (its default type). Concrete types, not
    // generics: converting an integer to CGFloat through a generic stays an unspecialized runtime
    // call in the caller.
    /// `offset(_:)` for an `Int`.
    @inlinable @discardableResult public final func offset(_ offset: Int) -> Constraint { self.offset(CGFloat(offset)) }
    /// `inset(_:)` for an `Int`.
    @inlinable @discardableResult public final func inset(_ inset: Int) -> Constraint { self.inset(CGFloat(inset)) }
    /// `update(offset:)` for an `Int`.
    @inlinable @discardableResult
    public final func update(offset: Int) -> Constraint { update(offset: CGFloat(offset)) }
    /// `update(inset:)` for an `Int`.
    @inlinable @discardableResult
    public final func update(inset: Int) -> Constraint { update(inset: CGFloat(inset)) }
    /// `offset(_:)` for an `UInt`.
    @inlinable @discardableResult public final func offset(_ offset: UInt) -> Constraint { self.offset(CGFloat(offset)) }
    /// `inset(_:)` for an `UInt`.
    @inlinable @discardableResult public final func inset(_ inset: UInt) -> Constraint { self.inset(CGFloat(inset)) }
    /// `update(offset:)` for an `UInt`.
    @inlinable @discardableResult
    public final func update(offset: UInt) -> Constraint { update(offset: CGFloat(offset)) }
    /// `update(inset:)` for an `UInt`.
    @inlinable @discardableResult
    public final func update(inset: UInt) -> Constraint { update(inset: CGFloat(inset)) }
    /// `offset(_:)` for an `Double`.
    @inlinable @discardableResult public final func offset(_ offset: Double) -> Constraint { self.offset(CGFloat(offset)) }
    /// `inset(_:)` for an `Double`.
    @inlinable @discardableResult public final func inset(_ inset: Double) -> Constraint { self.inset(CGFloat(inset)) }
    /// `update(offset:)` for an `Double`.
    @inlinable @discardableResult
    public final func update(offset: Double) -> Constraint { update(offset: CGFloat(offset)) }
    /// `update(inset:)` for an `Double`.
    @inlinable @discardableResult
    public final func update(inset: Double) -> Constraint { update(inset: CGFloat(inset)) }
    /// `offset(_:)` for an `Float`.
    @inlinable @discardableResult public final func offset(_ offset: Float) -> Constraint { self.offset(CGFloat(offset)) }
    /// `inset(_:)` for an `Float`.
    @inlinable @discardableResult public final func inset(_ inset: Float) -> Constraint { self.inset(CGFloat(inset)) }
    /// `update(offset:)` for an `Float`.
    @inlinable @discardableResult
    public final func update(offset: Float) -> Constraint { update(offset: CGFloat(offset)) }
    /// `update(inset:)` for an `Float`.
    @inlinable @discardableResult
    public final func update(inset: Float) -> Constraint { update(inset: CGFloat(inset)) }
    /// `priority(_:)` for an `Int`.
    @inlinable @discardableResult
    public final func priority(_ priority: Int, file: String = #fileID, line: Int = #line) -> Constraint {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }
    /// `priority(_:)` for an `Double`.
    @inlinable @discardableResult
    public final func priority(_ priority: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }
    /// `priority(_:)` for an `Float`.
    @inlinable @discardableResult
    public final func priority(_ priority: Float, file: String = #fileID, line: Int = #line) -> Constraint {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }
    /// `multipliedBy(_:)` for an `Int` (and integer literals: `multipliedBy(3)`).
    @inlinable @discardableResult
    public final func multipliedBy(_ multiplier: Int, file: String = #fileID, line: Int = #line) -> Constraint {
        multipliedBy(CGFloat(multiplier), file: file, line: line)
    }
    /// `multipliedBy(_:)` for a `Double`.
    @inlinable @discardableResult
    public final func multipliedBy(_ multiplier: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        multipliedBy(CGFloat(multiplier), file: file, line: line)
    }
    /// `multipliedBy(_:)` for a `Float`.
    @inlinable @discardableResult
    public final func multipliedBy(_ multiplier: Float, file: String = #fileID, line: Int = #line) -> Constraint {
        multipliedBy(CGFloat(multiplier), file: file, line: line)
    }
    /// `dividedBy(_:)` for an `Int`.
    @inlinable @discardableResult
    public final func dividedBy(_ divider: Int, file: String = #fileID, line: Int = #line) -> Constraint {
        dividedBy(CGFloat(divider), file: file, line: line)
    }
    /// `update(priority:)` for an `Int`.
    @inlinable @discardableResult
    public final func update(priority: Int) -> Constraint { update(priority: LayoutPriority(Float(priority))) }
}
