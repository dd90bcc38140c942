/// The simplex tableau, stored by symbol number.
///
/// Alongside each basic row it keeps, for every symbol, the list of rows that mention it (its
/// column). Pivots, substitutions, edits and removals visit only those rows; Kiwi walks every row
/// of the tableau for each of them, which is what makes it quadratic on large systems.
struct Tableau {
    /// What each symbol stands for.
    private(set) var kinds: [SymbolKind] = []
    /// Whether each symbol is basic (has a row).
    private(set) var isBasic: [Bool] = []
    /// The constant of each basic symbol's row: its current value.
    private(set) var constants: [Double] = []
    /// The cells of each basic symbol's row, sorted by symbol.
    private(set) var rows: [[Cell]] = []
    /// For each symbol, the basic symbols whose rows contain it, in no particular order.
    private(set) var columns: [[Symbol]] = []
    /// For markers and errors the constraint slot that owns them; for externals the variable slot.
    var owners: [Int32] = []
    /// For error symbols, the priority of their objective level.
    private(set) var priorities: [Double] = []
    private var freeSymbols: [Symbol] = []

    /// The optional levels' objective rows.
    var objective = Objective()
    /// The phase-one objective, present only while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Rows whose constants went negative and await the dual simplex.
    var infeasible: [Symbol] = []
    /// While an operation that may still fail runs, every change it makes, oldest first.
    private var changes: [Change] = []
    private var isRecording = false
    private var spare: [Cell] = []
    private var accumulator: [Double] = []
    private var isAccumulated: [Bool] = []
    private var accumulated: [Symbol] = []
    private var accumulatedConstant = 0.0

    /// One change to the tableau, with what is needed to undo it exactly.
    private enum Change {
        case row(Symbol, cells: [Cell], constant: Double, isBasic: Bool)
        case constant(Symbol, Double)
        case columnAppended(Symbol)
        case columnRemoved(Symbol, position: Int32, basic: Symbol)
        case columnReplaced(Symbol, [Symbol])
        case cellColumn(basic: Symbol, symbol: Symbol, position: Int32)
    }

    /// The number of symbol slots in use or free.
    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// A new symbol, reusing a released number when there is one.
    mutating func allocate(_ kind: SymbolKind, owner: Int32, priority: Double = 0) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            owners[Int(symbol)] = owner
            priorities[Int(symbol)] = priority
            return symbol
        }
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        isBasic.append(false)
        constants.append(0)
        rows.append([])
        columns.append([])
        owners.append(owner)
        priorities.append(priority)
        objective.reserve(kinds.count)
        return symbol
    }

    /// Releases a symbol that no row mentions. Releasing in the reverse order of allocation
    /// restores the numbering exactly, which is how a failed call leaves no trace.
    mutating func release(_ symbol: Symbol) {
        let index = Int(symbol)
        objective.clear(symbol)
        kinds[index] = .unused
        if index == kinds.count - 1 {
            kinds.removeLast(); isBasic.removeLast(); constants.removeLast(); rows.removeLast()
            columns.removeLast(); owners.removeLast(); priorities.removeLast()
        } else {
            freeSymbols.append(symbol)
        }
    }

    /// The row of a basic symbol as a free-standing value.
    func row(of symbol: Symbol) -> Row {
        Row(constant: constants[Int(symbol)], cells: rows[Int(symbol)])
    }

    /// The coefficient of `symbol` in the row of basic symbol `basic`.
    @inline(__always)
    func coefficient(of symbol: Symbol, inRowOf basic: Symbol) -> Double {
        rows[Int(basic)].coefficient(for: symbol)
    }

    // MARK: Rows in and out

    /// Makes `symbol` basic with `row`: substitutes it everywhere it occurs, then stores the row.
    mutating func makeBasic(_ symbol: Symbol, with row: consuming Row) {
        substitute(symbol, with: row)
        install(symbol, row)
    }

    /// Stores `row` under `symbol` and enters its cells in their columns.
    private mutating func install(_ symbol: Symbol, _ row: consuming Row) {
        if isRecording {
            changes.append(.row(symbol, cells: rows[Int(symbol)], constant: constants[Int(symbol)],
                                isBasic: isBasic[Int(symbol)]))
        }
        let constant = row.constant
        var cells: [Cell] = []
        swap(&cells, &row.cells)  // leaves the buffer uniquely referenced, so it is not copied
        for index in cells.indices {
            let other = Int(cells[index].symbol)
            cells[index].column = Int32(columns[other].count)
            columns[other].append(symbol)
            if isRecording { changes.append(.columnAppended(cells[index].symbol)) }
        }
        rows[Int(symbol)] = cells
        constants[Int(symbol)] = constant
        isBasic[Int(symbol)] = true
    }

    /// Takes the row of basic `symbol` out of the tableau and returns it.
    mutating func uninstall(_ symbol: Symbol) -> Row {
        var cells: [Cell] = []
        swap(&cells, &rows[Int(symbol)])
        if isRecording { changes.append(.row(symbol, cells: cells, constant: constants[Int(symbol)], isBasic: true)) }
        for cell in cells { removeFromColumn(cell.symbol, at: cell.column) }
        isBasic[Int(symbol)] = false
        return Row(constant: constants[Int(symbol)], cells: cells)
    }

    /// Erases `symbol` from every row (fixing it at zero).
    mutating func eliminate(_ symbol: Symbol) {
        for basic in columns[Int(symbol)] {
            guard let index = rows[Int(basic)].index(of: symbol) else { continue }
            if isRecording {
                changes.append(.row(basic, cells: rows[Int(basic)], constant: constants[Int(basic)], isBasic: true))
            }
            rows[Int(basic)].remove(at: index)
        }
        if isRecording { changes.append(.columnReplaced(symbol, columns[Int(symbol)])) }
        columns[Int(symbol)].removeAll(keepingCapacity: true)
    }

    /// Removes the entry at `position` from `symbol`'s column, moving the last entry into its place.
    @inline(__always)
    private mutating func removeFromColumn(_ symbol: Symbol, at position: Int32) {
        if isRecording {
            changes.append(.columnRemoved(symbol, position: position, basic: columns[Int(symbol)][Int(position)]))
        }
        let moved = columns[Int(symbol)].removeLast()
        guard Int(position) < columns[Int(symbol)].count else { return }
        columns[Int(symbol)][Int(position)] = moved
        if let index = rows[Int(moved)].index(of: symbol) {
            if isRecording {
                changes.append(.cellColumn(basic: moved, symbol: symbol, position: Int32(columns[Int(symbol)].count)))
            }
            rows[Int(moved)][index].column = position
        }
    }

    /// Replaces parametric `symbol` by `row` in every row that mentions it and in the objectives.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        var targets: [Symbol] = []
        swap(&targets, &columns[Int(symbol)])
        if isRecording { changes.append(.columnReplaced(symbol, targets)) }
        for basic in targets { substitute(symbol, with: row, into: basic) }
        targets.removeAll(keepingCapacity: true)
        swap(&targets, &columns[Int(symbol)])
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// One row of ``substitute(_:with:)``: a merge of two sorted rows that keeps the columns exact.
    private mutating func substitute(_ symbol: Symbol, with source: Row, into basic: Symbol) {
        let target = Int(basic)
        var old: [Cell] = []
        swap(&old, &rows[target])
        var merged: [Cell] = []
        swap(&merged, &spare)
        merged.removeAll(keepingCapacity: true)
        let factor = old.coefficient(for: symbol)
        if isRecording { changes.append(.row(basic, cells: old, constant: constants[target], isBasic: true)) }
        constants[target] += factor * source.constant
        let added = source.cells
        var i = 0, j = 0
        while i < old.count || j < added.count {
            if j == added.count || (i < old.count && old[i].symbol < added[j].symbol) {
                if old[i].symbol != symbol { merged.append(old[i]) }
                i += 1
            } else if i == old.count || added[j].symbol < old[i].symbol {
                let value = factor * added[j].coefficient
                if !nearZero(value) {
                    let other = Int(added[j].symbol)
                    merged.append(Cell(added[j].symbol, value, column: Int32(columns[other].count)))
                    columns[other].append(basic)
                    if isRecording { changes.append(.columnAppended(added[j].symbol)) }
                }
                j += 1
            } else {
                let value = old[i].coefficient + factor * added[j].coefficient
                if nearZero(value) {
                    removeFromColumn(old[i].symbol, at: old[i].column)
                } else {
                    merged.append(Cell(old[i].symbol, value, column: old[i].column))
                }
                i += 1; j += 1
            }
        }
        rows[target] = merged
        spare = isRecording ? [] : old
        if kinds[target] != .external && constants[target] < 0 { infeasible.append(basic) }
    }

    // MARK: Pivots

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = uninstall(leaving)
        row.solve(for: entering, replacing: leaving)
        makeBasic(entering, with: row)
    }

    /// Starts keeping every change, so that ``rollBack()`` can restore the tableau bit for bit.
    mutating func beginRecording() {
        isRecording = true
        objective.beginRecording()
    }

    /// Forgets the recorded changes: the operation has succeeded.
    mutating func commit() {
        isRecording = false
        changes.removeAll()
        objective.commit()
    }

    /// Undoes the recorded changes, newest first: the tableau is exactly as it was when
    /// recording began.
    mutating func rollBack() {
        isRecording = false
        while let change = changes.popLast() {
            switch change {
            case let .row(symbol, cells, constant, basic):
                rows[Int(symbol)] = cells
                constants[Int(symbol)] = constant
                isBasic[Int(symbol)] = basic
            case let .constant(symbol, constant):
                constants[Int(symbol)] = constant
            case let .columnAppended(symbol):
                columns[Int(symbol)].removeLast()
            case let .columnRemoved(symbol, position, basic):
                if Int(position) < columns[Int(symbol)].count {
                    let moved = columns[Int(symbol)][Int(position)]
                    columns[Int(symbol)][Int(position)] = basic
                    columns[Int(symbol)].append(moved)
                } else {
                    columns[Int(symbol)].append(basic)
                }
            case let .columnReplaced(symbol, column):
                columns[Int(symbol)] = column
            case let .cellColumn(basic, symbol, position):
                if let index = rows[Int(basic)].index(of: symbol) { rows[Int(basic)][index].column = position }
            }
        }
        objective.rollBack()
        artificial = nil
        infeasible.removeAll(keepingCapacity: true)
    }

    /// The row to pivot out when `entering` moves in `direction` (+1 up, -1 down): the restricted
    /// row that reaches zero first, lowest symbol on ties.
    private func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best = noSymbol
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
            let coefficient = coefficient(of: entering, inRowOf: basic) * direction
            guard coefficient < 0 else { continue }
            let ratio = -constants[Int(basic)] / coefficient
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
        while let symbol = objective.popCandidate(isExternal: { kinds[Int($0)] == .external }) {
            guard Int(symbol) < kinds.count else { continue }  // released since it was queued
            let kind = kinds[Int(symbol)]
            guard kind != .unused, kind != .dummy, !isBasic[Int(symbol)] else { continue }
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
            for cell in row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
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
            guard isBasic[index], kinds[index] != .external,
                  constants[index] < 0, !nearZero(constants[index]) else { continue }
            var entering = noSymbol
            var enteringCoefficient = 0.0
            for cell in rows[index] {
                let kind = kinds[Int(cell.symbol)]
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

    /// Shifts the constant of the constraint whose marker is `marker` so that the marker's value
    /// moves by `amount`: every row that mentions it moves with it (Kiwi's edit technique, for any
    /// constraint). Returns a basic dummy row this leaves nonzero — a required equality now broken.
    mutating func shift(_ marker: Symbol, by amount: Double) -> Symbol? {
        var broken = noSymbol
        if isBasic[Int(marker)] {
            if isRecording { changes.append(.constant(marker, constants[Int(marker)])) }
            constants[Int(marker)] -= amount
            if check(marker) { broken = marker }
        } else {
            for basic in columns[Int(marker)] {
                if isRecording { changes.append(.constant(basic, constants[Int(basic)])) }
                constants[Int(basic)] += coefficient(of: marker, inRowOf: basic) * amount
                if check(basic) { broken = basic }
            }
        }
        return broken == noSymbol ? nil : broken
    }

    /// Queues a row that went negative; returns true for a dummy row that is no longer zero.
    @inline(__always)
    private mutating func check(_ basic: Symbol) -> Bool {
        let value = constants[Int(basic)]
        switch kinds[Int(basic)] {
        case .slack, .error:
            if value < 0 { infeasible.append(basic) }
            return false
        case .dummy:
            return !nearZero(value)
        case .external, .unused:
            return false
        }
    }

    /// The row to pivot out so that `marker` can be made basic and dropped (Kiwi's rules).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[Int(marker)] {
            let coefficient = coefficient(of: marker, inRowOf: basic)
            if kinds[Int(basic)] == .external {
                if basic > third { third = basic }
            } else if coefficient < 0 {
                let ratio = -constants[Int(basic)] / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { first = basic; firstRatio = ratio }
            } else if coefficient > 0 {
                let ratio = constants[Int(basic)] / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { second = basic; secondRatio = ratio }
            }
        }
        if first != noSymbol { return first }
        if second != noSymbol { return second }
        return third == noSymbol ? nil : third
    }

    // MARK: Building rows

    /// Starts a new row `constant + …` to be built by ``accumulate(_:_:)``.
    mutating func beginRow(constant: Double) {
        if accumulator.count < kinds.count {
            accumulator.append(contentsOf: repeatElement(0, count: kinds.count - accumulator.count))
            isAccumulated.append(contentsOf: repeatElement(false, count: kinds.count - isAccumulated.count))
        }
        accumulatedConstant = constant
    }

    /// Adds `coefficient·symbol` to the row being built, replacing a basic symbol by its row.
    /// A dense accumulator makes this cost the cells added, however long the row grows.
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        guard isBasic[Int(symbol)] else {
            accumulateCell(symbol, coefficient)
            return
        }
        accumulatedConstant += coefficient * constants[Int(symbol)]
        for cell in rows[Int(symbol)] { accumulateCell(cell.symbol, coefficient * cell.coefficient) }
    }

    @inline(__always)
    private mutating func accumulateCell(_ symbol: Symbol, _ coefficient: Double) {
        if !isAccumulated[Int(symbol)] {
            isAccumulated[Int(symbol)] = true
            accumulated.append(symbol)
        }
        accumulator[Int(symbol)] += coefficient
    }

    /// The row built since ``beginRow(constant:)``, cells sorted, near-zero ones dropped.
    mutating func endRow() -> Row {
        accumulated.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(accumulated.count)
        for symbol in accumulated {
            let value = accumulator[Int(symbol)]
            if !nearZero(value) { cells.append(Cell(symbol, value)) }
            accumulator[Int(symbol)] = 0
            isAccumulated[Int(symbol)] = false
        }
        accumulated.removeAll(keepingCapacity: true)
        return Row(constant: accumulatedConstant, cells: cells)
    }

    /// The number of rows that mention `symbol`.
    @inline(__always)
    func columnCount(_ symbol: Symbol) -> Int { columns[Int(symbol)].count }

    /// The current value of a symbol: its row constant when basic, zero otherwise.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        isBasic[Int(symbol)] ? constants[Int(symbol)] : 0
    }
}
