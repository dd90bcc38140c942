/// The simplex loops over the tableau: primal (optional levels and phase one) and dual.
extension Tableau {
    /// The row to pivot out when `entering` moves in `direction` (+1 up, -1 down): the restricted
    /// row that reaches zero first, lowest symbol on ties.
    func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best = noSymbol
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where symbols[Int(basic)].kind != .external {
            let coefficient = coefficient(of: entering, inRowOf: basic) * direction
            guard coefficient < 0 else { continue }
            let ratio = -symbols[Int(basic)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best == noSymbol ? nil : best
    }

    /// The primal simplex over the optional levels. Returns false if the objective looks
    /// unbounded, which only rounding can cause (every level is a sum of non-negative errors).
    mutating func optimize() -> Bool {
        var pivots = 0
        defer { objective.usesBlandsRule = false }
        while let symbol = objective.popCandidate(isExternal: { symbols[Int($0)].kind == .external }) {
            guard Int(symbol) < symbols.count else { continue }  // released since it was queued
            let kind = symbols[Int(symbol)].kind
            guard kind != .unused, kind != .dummy, !symbols[Int(symbol)].isBasic else { continue }
            let sign = objective.sign(of: symbol)
            let direction: Double
            if sign < 0 {
                direction = 1
            } else if sign > 0 && kind == .external {
                direction = -1  // an unrestricted variable may improve the objective downwards
            } else {
                continue
            }
            guard let leaving = leavingRow(for: symbol, direction: direction) else { return false }
            pivot(leaving: leaving, entering: symbol)
            pivots += 1
            if pivots == 256 { objective.usesBlandsRule = true }
        }
        return true
    }

    /// The primal simplex on the phase-one objective alone.
    ///
    /// It enters the improving symbol that the fewest rows mention, so each pivot stays cheap: on
    /// an Auto Layout system the lowest-numbered candidate is often an old error variable that
    /// every row depends on. After 64 pivots it falls back to the lowest number (Bland's rule),
    /// which cannot cycle.
    mutating func optimizeArtificial() -> Bool {
        var pivots = 0
        while let row = artificial {
            var entering = noSymbol
            var enteringCount = Int.max
            for cell in row.cells where cell.coefficient < 0 && symbols[Int(cell.symbol)].kind != .dummy {
                if pivots >= 64 { entering = cell.symbol; break }
                let count = columns[Int(cell.symbol)].count
                if count < enteringCount { entering = cell.symbol; enteringCount = count }
            }
            guard entering != noSymbol else { return true }
            guard let leaving = leavingRow(for: entering, direction: 1) else { return false }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
        }
        return true
    }

    /// The dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the basic symbol of a row that no pivot can make feasible, if there is one.
    mutating func dualOptimize() -> Symbol? {
        while let basic = infeasible.popLast() {
            let index = Int(basic)
            guard symbols[index].isBasic, symbols[index].kind != .external,
                  symbols[index].constant < 0, !nearZero(symbols[index].constant) else { continue }
            var entering = noSymbol
            var enteringCoefficient = 0.0
            for cell in rows[index] {
                let kind = symbols[Int(cell.symbol)].kind
                let magnitude: Double
                switch kind {
                case .external: magnitude = abs(cell.coefficient)
                case .slack, .error: magnitude = cell.coefficient
                case .dummy, .unused: continue
                }
                guard magnitude > 0 else { continue }
                if entering == noSymbol
                    || objective.ratio(of: cell.symbol, over: magnitude, isLessThan: entering, over: enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = magnitude
                }
            }
            guard entering != noSymbol else {
                infeasible.removeAll(keepingCapacity: true)
                return basic
            }
            pivot(leaving: basic, entering: entering)
        }
        return nil
    }

    /// The row to pivot out so that `marker` can be made basic and dropped (Kiwi's rules, but for
    /// a redundant equality's row, taken first).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[Int(marker)] {
            // A basic dummy is a required equality the others already imply: its row holds only
            // dummies and is zero. Pivoting on it moves nothing, and the equality takes over the
            // place of the one removed. Pivoting on another row would leave that row nonzero,
            // the equality it stands for broken (Kiwi's rules do that when one of two equal
            // equalities meets an optional constraint).
            if symbols[Int(basic)].kind == .dummy { return basic }
            let coefficient = coefficient(of: marker, inRowOf: basic)
            if symbols[Int(basic)].kind == .external {
                if basic > third { third = basic }
            } else if coefficient < 0 {
                let ratio = -symbols[Int(basic)].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { first = basic; firstRatio = ratio }
            } else if coefficient > 0 {
                let ratio = symbols[Int(basic)].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { second = basic; secondRatio = ratio }
            }
        }
        if first != noSymbol { return first }
        if second != noSymbol { return second }
        return third == noSymbol ? nil : third
    }
}
