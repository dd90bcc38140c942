/// A set of attributes for `make.attributes(_:)`: bit `1 << LayoutAttribute.rawValue`, as Masonry's `MASAttribute`.
public struct ConstraintAttributes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    private init(_ attribute: LayoutAttribute) { rawValue = 1 << attribute.rawValue }

    public static let left = ConstraintAttributes(.left)
    public static let right = ConstraintAttributes(.right)
    public static let top = ConstraintAttributes(.top)
    public static let bottom = ConstraintAttributes(.bottom)
    public static let leading = ConstraintAttributes(.leading)
    public static let trailing = ConstraintAttributes(.trailing)
    public static let width = ConstraintAttributes(.width)
    public static let height = ConstraintAttributes(.height)
    public static let centerX = ConstraintAttributes(.centerX)
    public static let centerY = ConstraintAttributes(.centerY)
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)
    public static let baseline = ConstraintAttributes.lastBaseline
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)
    public static let leftMargin = ConstraintAttributes(.leftMargin)
    public static let rightMargin = ConstraintAttributes(.rightMargin)
    public static let topMargin = ConstraintAttributes(.topMargin)
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    /// The attributes in the set, in Masonry's fixed order.
    var layoutAttributes: [LayoutAttribute] {
        let order: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                        .centerX, .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin,
                                        .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                                        .centerXWithinMargins, .centerYWithinMargins]
        return order.filter { contains(ConstraintAttributes(rawValue: 1 << $0.rawValue)) }
    }
}
