import Cassowary

/// `GRID(N)`: a fill-equally grid of sibling chains pinned to a container, ten columns wide —
/// the shape Auto Layout code produces for a form or a collection of cells.
public struct GridWorkload {
    /// Views per row.
    public static let columns = 10
    /// The system, in order.
    public let workload: Workload
    /// The container's left, top, width and height.
    public let left0: Variable, top0: Variable, width0: Variable, height0: Variable
    /// Each view's left, top, width and height.
    public let left: [Variable], top: [Variable], width: [Variable], height: [Variable]
    /// Each view's preferred-height constraint (F, medium).
    public let preferredHeight: [Constraint]
    /// Each view's leading constraint (A, required).
    public let leading: [Constraint]

    /// The view whose constraints the remove/re-add phase uses: N/2 + 5.
    public var probeView: Int { left.count / 2 + 5 }

    /// Builds GRID(`views`); `views` must be a multiple of 10.
    public init(views: Int) {
        let c = GridWorkload.columns
        left0 = Variable("L0"); top0 = Variable("T0"); width0 = Variable("W0"); height0 = Variable("H0")
        var variables = [left0, top0, width0, height0]
        var l: [Variable] = [], t: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        for i in 0..<views {
            l.append(Variable("l\(i)")); t.append(Variable("t\(i)"))
            w.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
            variables += [l[i], t[i], w[i], h[i]]
        }
        var constraints: [Constraint] = [
            left0 == 0, top0 == 0, (width0 == 1000) | .weak, (height0 == 0) | .weak,
        ]
        var preferred: [Constraint] = [], leading: [Constraint] = []
        let rows = views / c
        for i in 0..<views {
            let column = i % c, row = i / c
            let a = column == 0 ? l[i] == left0 + 10 : l[i] == l[i - 1] + w[i - 1] + 10
            leading.append(a)
            constraints.append(a)
            if column > 0 { constraints.append(w[i] == w[i - 1]) }
            if column == c - 1 { constraints.append(l[i] + w[i] + 10 == left0 + width0) }
            if row == 0 {
                constraints.append(t[i] == top0 + 10)
            } else if column == 0 {
                for j in (i - c)..<i { constraints.append(t[i] >= t[j] + h[j] + 10) }
            } else {
                constraints.append(t[i] == t[i - 1])
            }
            constraints.append(w[i] >= 20)
            constraints.append(h[i] >= 20)
            let f = (h[i] == GridWorkload.intrinsicHeight(i)) | .medium
            preferred.append(f)
            constraints.append(f)
            if row == rows - 1 { constraints.append(t[i] + h[i] + 10 <= top0 + height0) }
        }
        left = l; top = t; width = w; height = h
        preferredHeight = preferred
        self.leading = leading
        workload = Workload(name: "GRID(\(views))", variables: variables, constraints: constraints)
    }

    /// View i's preferred height: 40, 50 or 60.
    public static func intrinsicHeight(_ i: Int) -> Double { Double(40 + 10 * (i % 3)) }

    /// The edit loop's k-th suggested container width: 200 + (37k mod 1200).
    public static func suggestedWidth(_ k: Int) -> Double { Double(200 + (k * 37) % 1200) }

    /// The largest difference between the variables' values and the closed-form solution, for
    /// a container width edited to `suggestedWidth` (nil: not edited, so 1000).
    public func maximumError(suggestedWidth: Double? = nil) -> Double {
        let c = GridWorkload.columns
        let w0 = suggestedWidth.map { Swift.max($0, 310) } ?? 1000
        let viewWidth = (w0 - 110) / 10
        var worst = Swift.max(abs(left0.value), abs(top0.value), abs(width0.value - w0),
                              abs(height0.value - Double(10 + 70 * (left.count / c))))
        for i in left.indices {
            let column = Double(i % c), row = Double(i / c)
            worst = Swift.max(worst, abs(width[i].value - viewWidth),
                              abs(left[i].value - (10 + column * (viewWidth + 10))),
                              abs(height[i].value - GridWorkload.intrinsicHeight(i)),
                              abs(top[i].value - (10 + 70 * row)))
        }
        return worst
    }
}
