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

    /// Names the constraint: SnapKit's `labeled(_:)`, the same as `key(_:)`.
    @discardableResult public final func labeled(_ label: String) -> Constraint { key(label) }

    /// The constraint itself, as SnapKit's chains end: `height = make.height.equalTo(44).constraint`.
    public var constraint: Constraint { self }

    // Numbers of any type, as SnapKit's chains take them (`offset(spacing)` with an `Int`
    // `spacing`); a literal still picks the `CGFloat` method.

    /// `offset(_:)` for any integer.
    @discardableResult public final func offset(_ offset: some BinaryInteger) -> Constraint { self.offset(CGFloat(offset)) }
    /// `offset(_:)` for any floating-point number.
    @discardableResult public final func offset(_ offset: some BinaryFloatingPoint) -> Constraint { self.offset(CGFloat(offset)) }
    /// `inset(_:)` for any integer.
    @discardableResult public final func inset(_ inset: some BinaryInteger) -> Constraint { self.inset(CGFloat(inset)) }
    /// `inset(_:)` for any floating-point number.
    @discardableResult public final func inset(_ inset: some BinaryFloatingPoint) -> Constraint { self.inset(CGFloat(inset)) }
    /// `multipliedBy(_:)` for any floating-point number.
    @discardableResult
    public final func multipliedBy(_ multiplier: some BinaryFloatingPoint, file: String = #fileID, line: Int = #line) -> Constraint {
        multipliedBy(CGFloat(multiplier), file: file, line: line)
    }
    /// `dividedBy(_:)` for any number.
    @discardableResult
    public final func dividedBy(_ divider: some BinaryInteger, file: String = #fileID, line: Int = #line) -> Constraint {
        dividedBy(CGFloat(divider), file: file, line: line)
    }
    /// `priority(_:)` for any integer (`priority(999)` with a variable).
    @discardableResult
    public final func priority(_ priority: some BinaryInteger, file: String = #fileID, line: Int = #line) -> Constraint {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }
    /// `priority(_:)` for any floating-point number.
    @discardableResult
    public final func priority(_ priority: some BinaryFloatingPoint, file: String = #fileID, line: Int = #line) -> Constraint {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }
    /// `update(offset:)` for any integer.
    public final func update(offset: some BinaryInteger) { update(offset: CGFloat(offset)) }
    /// `update(offset:)` for any floating-point number.
    public final func update(offset: some BinaryFloatingPoint) { update(offset: CGFloat(offset)) }
    /// `update(inset:)` for any integer.
    public final func update(inset: some BinaryInteger) { update(inset: CGFloat(inset)) }
    /// `update(inset:)` for any floating-point number.
    public final func update(inset: some BinaryFloatingPoint) { update(inset: CGFloat(inset)) }
    /// `update(priority:)` for any integer.
    public final func update(priority: some BinaryInteger) { update(priority: LayoutPriority(Float(priority))) }
}
