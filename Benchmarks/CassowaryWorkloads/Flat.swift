import Cassowary

/// `FLAT(N)`: N independent views, each pinned only to the container — the "independent sibling
/// views" case for which Apple claims linear Auto Layout scaling.
public struct FlatWorkload {
    /// The system, in order.
    public let workload: Workload
    /// Each view's left, top, width and height.
    public let left: [Variable], top: [Variable], width: [Variable], height: [Variable]

    /// Builds FLAT(`views`): 6 constraints per view plus 2.
    public init(views: Int) {
        let left0 = Variable("L0"), top0 = Variable("T0")
        var variables = [left0, top0]
        var constraints: [Constraint] = [left0 == 0, top0 == 0]
        var l: [Variable] = [], t: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        for i in 0..<views {
            l.append(Variable("l\(i)")); t.append(Variable("t\(i)"))
            w.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
            variables += [l[i], t[i], w[i], h[i]]
            constraints += [
                l[i] == left0 + Double(10 * (i % 100)),
                t[i] == top0 + Double(10 * (i / 100)),
                w[i] >= 0, h[i] >= 0,
                (w[i] == 100) | .medium, (h[i] == 40) | .medium,
            ]
        }
        left = l; top = t; width = w; height = h
        workload = Workload(name: "FLAT(\(views))", variables: variables, constraints: constraints)
    }

    /// The largest difference between the variables' values and the closed-form solution.
    public func maximumError() -> Double {
        var worst = 0.0
        for i in left.indices {
            worst = Swift.max(worst, abs(left[i].value - Double(10 * (i % 100))),
                              abs(top[i].value - Double(10 * (i / 100))),
                              abs(width[i].value - 100), abs(height[i].value - 40))
        }
        return worst
    }
}
