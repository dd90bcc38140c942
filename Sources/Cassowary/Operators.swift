/// A value that reads as a linear expression: ``Variable``, ``Term`` or ``Expression``.
///
/// The arithmetic and relational operators are defined once here, generically, rather than as one
/// overload per pair of types: that keeps the type checker fast on long expressions such as
/// `2 * x + y - 10 == z`.
public protocol ExpressionConvertible {
    /// This value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// `1 * self`.
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// This term alone.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension ExpressionConvertible {
    /// The sum of two expressions.
    public static func + <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Expression {
        let left = lhs.expression, right = rhs.expression
        return Expression(left.terms + right.terms, constant: left.constant + right.constant)
    }

    /// The expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> Expression {
        let left = lhs.expression
        return Expression(left.terms, constant: left.constant + rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Self) -> Expression { rhs + lhs }

    /// The difference of two expressions.
    public static func - <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Expression {
        lhs + -rhs.expression
    }

    /// The expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> Expression { lhs + -rhs }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Self) -> Expression { -rhs.expression + lhs }

    /// `lhs - rhs == 0`, required.
    public static func == <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// `lhs - rhs <= 0`, required.
    public static func <= <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// `lhs - rhs >= 0`, required.
    public static func >= <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// `lhs - rhs == 0`, required.
    public static func == (lhs: Self, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
    /// `lhs - rhs <= 0`, required.
    public static func <= (lhs: Self, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    /// `lhs - rhs >= 0`, required.
    public static func >= (lhs: Self, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
    /// `lhs - rhs == 0`, required.
    public static func == (lhs: Double, rhs: Self) -> Constraint { Constraint(lhs - rhs, .equal) }
    /// `lhs - rhs <= 0`, required.
    public static func <= (lhs: Double, rhs: Self) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    /// `lhs - rhs >= 0`, required.
    public static func >= (lhs: Double, rhs: Self) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
}

extension Variable {
    /// The variable scaled by a factor.
    public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
    /// The variable scaled by a factor.
    public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
    /// The variable divided by a number.
    public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
    /// The variable negated.
    public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
}

extension Term {
    /// The term scaled by a factor.
    public static func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
    /// The term scaled by a factor.
    public static func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
    /// The term divided by a number.
    public static func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
    /// The term negated.
    public static prefix func - (operand: Term) -> Term { operand * -1 }
}

extension Expression {
    /// Every term and the constant scaled by a factor.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
    }
    /// Every term and the constant scaled by a factor.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// Every term and the constant divided by a number.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
    /// The expression negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
}
