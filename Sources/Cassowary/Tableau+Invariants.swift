/// The tableau's invariants between operations, listed rather than asserted so that a test can
/// break a copy of the tableau and read what the check says (see `Solver+Invariants.swift`).
///
/// Each check reads the arrays it needs into locals first: in a debug build the autoclosures of
/// `&&` and `||` would otherwise copy the whole tableau at every test.
extension Tableau {
    /// Every broken invariant of the symbols, rows, columns and objective, one sentence each.
    func invariantViolations() -> [String] {
        guard symbols.count == rows.count, symbols.count == columns.count else {
            // Everything below indexes the three arrays by symbol.
            return ["the tableau has \(symbols.count) symbols, \(rows.count) rows and \(columns.count) columns"]
        }
        var violations: [String] = []
        addRowViolations(to: &violations)
        addColumnViolations(to: &violations)
        addObjectiveViolations(to: &violations)
        addSymbolViolations(to: &violations)
        addIdleViolations(to: &violations)
        return violations
    }

    /// A symbol as a violation names it: its number and kind.
    func describe(_ symbol: Symbol) -> String {
        guard symbol >= 0 && Int(symbol) < symbols.count else { return "symbol \(symbol) (out of range)" }
        return "symbol \(symbol) (\(symbols[Int(symbol)].kind))"
    }

    /// A basic symbol's row as a violation names it.
    private func row(_ basic: Symbol) -> String {
        "the row of \(describe(basic))"
    }

    /// Only basic symbols have rows; each row is canonical — sorted nonzero cells over parametric
    /// symbols in use, so never its own basic symbol nor another row's — and feasible: a
    /// restricted row's constant is not below zero, and a basic dummy's (a required equality the
    /// others imply) is zero and mentions only dummies.
    private func addRowViolations(to violations: inout [String]) {
        let symbols = self.symbols, rows = self.rows
        for index in 0..<symbols.count {
            let basic = Symbol(index), state = symbols[index]
            guard state.isBasic else {
                if !rows[index].isEmpty {
                    violations.append("\(describe(basic)) is not basic but has a row of \(rows[index].count) cells")
                }
                continue
            }
            switch state.kind {
            case .unused:
                violations.append("\(describe(basic)) is basic but unused")
            case .slack, .error:
                if !(state.constant >= -epsilon) {
                    violations.append("\(row(basic)) has the negative constant \(state.constant)")
                }
            case .dummy:
                if !nearZero(state.constant) {
                    violations.append("\(row(basic)), a redundant equality's, has the constant \(state.constant)")
                }
            case .external:
                if !state.constant.isFinite { violations.append("\(row(basic)) has the constant \(state.constant)") }
            }
            var previous = noSymbol
            let cells = rows[index]
            for offset in 0..<cells.count {
                let cell = cells[offset], symbol = cell.symbol
                guard symbol >= 0 && Int(symbol) < symbols.count else {
                    violations.append("\(row(basic)) mentions \(describe(symbol))")
                    continue
                }
                let kind = symbols[Int(symbol)].kind
                if symbol == basic {
                    violations.append("\(row(basic)) mentions its own basic symbol")
                } else if symbols[Int(symbol)].isBasic {
                    violations.append("\(row(basic)) mentions the basic \(describe(symbol))")
                }
                if kind == .unused { violations.append("\(row(basic)) mentions the unused \(describe(symbol))") }
                if state.kind == .dummy && kind != .dummy {
                    violations.append("\(row(basic)), a redundant equality's, mentions \(describe(symbol))")
                }
                if symbol <= previous {
                    violations.append("\(row(basic)) has its cells out of order at \(describe(symbol))")
                }
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    violations.append("\(row(basic)) has the coefficient \(cell.coefficient) for \(describe(symbol))")
                }
                previous = symbol
            }
        }
    }

    /// The columns mirror the rows: each cell's recorded position in its symbol's column holds
    /// the cell's basic symbol, and each column is as long as the cells of its symbol, so that
    /// it lists every row mentioning the symbol once and nothing else.
    private func addColumnViolations(to violations: inout [String]) {
        let symbols = self.symbols, rows = self.rows, columns = self.columns
        var mentions = [Int](repeating: 0, count: symbols.count)
        for index in 0..<symbols.count where symbols[index].isBasic {
            let cells = rows[index]
            for offset in 0..<cells.count {
                let symbol = cells[offset].symbol, position = Int(cells[offset].column)
                guard symbol >= 0 && Int(symbol) < symbols.count else { continue }  // a row violation
                mentions[Int(symbol)] += 1
                let column = columns[Int(symbol)]
                if position < 0 || position >= column.count || column[position] != Symbol(index) {
                    violations.append("\(row(Symbol(index))) mentions \(describe(symbol)), "
                                      + "whose column does not list it at \(position)")
                }
            }
        }
        for index in 0..<symbols.count where columns[index].count != mentions[index] {
            let listed = columns[index].count, mentioning = mentions[index]
            violations.append("the column of \(describe(Symbol(index))) lists \(listed) rows, but \(mentioning) mention it")
        }
    }

    /// The objective is in terms of parametric symbols — no level weighs a basic or unused one —
    /// and optimal: no parametric symbol the simplex may enter would lower it, that is, none has
    /// a reduced-cost vector (highest level first) whose leading entry is negative, or for an
    /// unrestricted symbol, which may move either way, nonzero.
    private func addObjectiveViolations(to violations: inout [String]) {
        let symbols = self.symbols, levels = objective.levels
        var leadingSign = [Int8](repeating: 0, count: symbols.count)
        for level in levels {
            let coefficients = level.coefficients
            guard coefficients.count >= symbols.count else {
                let room = coefficients.count
                violations.append("the objective at \(level.priority) has room for \(room) of \(symbols.count) symbols")
                return
            }
            for index in 0..<symbols.count where coefficients[index] != 0 {
                if symbols[index].isBasic || symbols[index].kind == .unused {
                    violations.append("the objective at \(level.priority) weighs \(describe(Symbol(index))), which is "
                                      + (symbols[index].isBasic ? "basic" : "unused"))
                }
                if leadingSign[index] == 0 { leadingSign[index] = coefficients[index] < 0 ? -1 : 1 }
            }
        }
        for index in 0..<symbols.count where !symbols[index].isBasic && leadingSign[index] != 0 {
            let kind = symbols[index].kind
            if kind == .external || ((kind == .slack || kind == .error) && leadingSign[index] < 0) {
                violations.append("the objective is not optimal: entering \(describe(Symbol(index))) would lower it")
            }
        }
    }

    /// The free list holds exactly the unused symbols, once each; only errors are watched.
    private func addSymbolViolations(to violations: inout [String]) {
        let symbols = self.symbols
        var isFree = [Bool](repeating: false, count: symbols.count)
        for symbol in freeSymbols {
            guard symbol >= 0 && Int(symbol) < symbols.count && symbols[Int(symbol)].kind == .unused else {
                violations.append("the free list holds \(describe(symbol)), which is in use")
                continue
            }
            if isFree[Int(symbol)] { violations.append("the free list holds \(describe(symbol)) twice") }
            isFree[Int(symbol)] = true
        }
        for index in 0..<symbols.count {
            if symbols[index].kind == .unused && !isFree[index] {
                violations.append("\(describe(Symbol(index))) is neither in use nor free")
            }
            if symbols[index].isWatched && symbols[index].kind != .error {
                violations.append("\(describe(Symbol(index))) is watched but is no error")
            }
        }
    }

    /// Between operations no undo log or phase one is open and the row builder's scratch is clear.
    private func addIdleViolations(to violations: inout [String]) {
        if isRecording { violations.append("the undo log is recording") }
        if !changes.isEmpty { violations.append("the undo log holds \(changes.count) changes") }
        if artificial != nil { violations.append("a phase-one objective is left") }
        if !accumulated.isEmpty { violations.append("the row builder holds \(accumulated.count) symbols") }
        if accumulator.contains(where: { $0 != 0 }) { violations.append("the row builder holds a coefficient") }
        if isAccumulated.contains(true) { violations.append("the row builder marks a symbol") }
    }
}
