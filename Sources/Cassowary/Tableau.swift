/// The simplex tableau, stored by symbol number.
///
/// Alongside each basic row it keeps, for every symbol, the list of rows that mention it (its
/// column). Pivots, substitutions, edits and removals visit only those rows; Kiwi walks every row
/// of the tableau for each of them, which is what makes it quadratic on large systems.
struct Tableau {
    /// What each symbol stands for.
    var kinds: [SymbolKind] = []
    /// Whether each symbol is basic (has a row).
    var isBasic: [Bool] = []
    /// The constant of each basic symbol's row: its current value.
    var constants: [Double] = []
    /// The cells of each basic symbol's row, sorted by symbol.
    var rows: [[Cell]] = []
    /// For each symbol, the basic symbols whose rows contain it, in no particular order.
    var columns: [Column] = []
    /// For markers and errors the constraint slot that owns them; for externals the variable slot.
    var owners: [Int32] = []
    /// For error symbols, the priority of their objective level.
    var priorities: [Double] = []
    var freeSymbols: [Symbol] = []

    /// The optional levels' objective rows.
    var objective = Objective()
    /// The phase-one objective, present only while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Rows whose constants went negative and await the dual simplex.
    var infeasible: [Symbol] = []
    /// While an operation that may still fail runs, every change it makes, oldest first.
    var changes: [Change] = []
    var isRecording = false
    var recycledCells: [Cell] = []
    /// External symbols whose value may have changed since ``takeChangedExternals(_:)``.
    var changedExternals: [Symbol] = []
    var isChanged: [Bool] = []
    var accumulator: [Double] = []
    var isAccumulated: [Bool] = []
    var accumulated: [Symbol] = []
    var accumulatedConstant = 0.0

    /// The number of symbol slots in use or free.
    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// A new symbol, reusing a released number when there is one.
    mutating func allocate(_ kind: SymbolKind, owner: Int32, priority: Double = 0) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            owners[Int(symbol)] = owner
            priorities[Int(symbol)] = priority
            if kind == .external { noteChange(symbol) }
            return symbol
        }
        let symbol = Symbol(kinds.count)
        kinds.appendGrowingByHalf(kind)
        isChanged.appendGrowingByHalf(false)
        isBasic.appendGrowingByHalf(false)
        constants.appendGrowingByHalf(0)
        rows.appendGrowingByHalf([])
        columns.appendGrowingByHalf(Column())
        owners.appendGrowingByHalf(owner)
        priorities.appendGrowingByHalf(priority)
        objective.reserve(kinds.count)
        if kind == .external { noteChange(symbol) }
        return symbol
    }

    /// Releases a symbol that no row mentions. Releasing in the reverse order of allocation
    /// restores the numbering exactly, which is how a failed call leaves no trace.
    mutating func release(_ symbol: Symbol) {
        let index = Int(symbol)
        objective.clear(symbol)
        kinds[index] = .unused
        if index == kinds.count - 1 {
            kinds.removeLast(); isBasic.removeLast(); constants.removeLast(); rows.removeLast(); isChanged.removeLast()
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
        install(symbol, consume row)
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
            appendToColumn(other, symbol)
            if isRecording { changes.append(.columnAppended(cells[index].symbol)) }
        }
        rows[Int(symbol)] = cells
        constants[Int(symbol)] = constant
        isBasic[Int(symbol)] = true
        noteChange(symbol)
    }

    /// Notes that the row of `basic` mentions the symbol numbered `column`.
    @inline(__always)
    private mutating func appendToColumn(_ column: Int, _ basic: Symbol) {
        columns[column].append(basic)
    }

    /// Takes the row of basic `symbol` out of the tableau and returns it.
    mutating func uninstall(_ symbol: Symbol) -> Row {
        var cells: [Cell] = []
        swap(&cells, &rows[Int(symbol)])
        if isRecording { changes.append(.row(symbol, cells: cells, constant: constants[Int(symbol)], isBasic: true)) }
        for cell in cells { removeFromColumn(cell.symbol, at: cell.column) }
        isBasic[Int(symbol)] = false
        noteChange(symbol)
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
        var targets = Column()
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
        swap(&merged, &recycledCells)
        merged.removeAll(keepingCapacity: true)
        let factor = old.coefficient(for: symbol)
        if isRecording { changes.append(.row(basic, cells: old, constant: constants[target], isBasic: true)) }
        constants[target] += factor * source.constant
        noteChange(basic)
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
                    appendToColumn(other, basic)
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
        recycledCells = isRecording ? [] : old
        if kinds[target] != .external && constants[target] < 0 { infeasible.append(basic) }
    }

    // MARK: Pivots

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = uninstall(leaving)
        row.solve(for: entering, replacing: leaving)
        makeBasic(entering, with: consume row)
    }

    /// Shifts the constant of the constraint whose marker is `marker` so that the marker's value
    /// moves by `amount`: every row that mentions it moves with it (Kiwi's edit technique, for any
    /// constraint). Returns a basic dummy row this leaves nonzero — a required equality now broken.
    mutating func shift(_ marker: Symbol, by amount: Double) -> Symbol? {
        var broken = noSymbol
        if isBasic[Int(marker)] {
            if isRecording { changes.append(.constant(marker, constants[Int(marker)])) }
            constants[Int(marker)] -= amount
            noteChange(marker)
            if check(marker) { broken = marker }
        } else {
            for basic in columns[Int(marker)] {
                if isRecording { changes.append(.constant(basic, constants[Int(basic)])) }
                constants[Int(basic)] += coefficient(of: marker, inRowOf: basic) * amount
                noteChange(basic)
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

    /// The number of rows that mention `symbol`.
    @inline(__always)
    func columnCount(_ symbol: Symbol) -> Int { columns[Int(symbol)].count }

    /// Remembers that an external symbol's value may have changed.
    @inline(__always)
    mutating func noteChange(_ symbol: Symbol) {
        guard kinds[Int(symbol)] == .external, !isChanged[Int(symbol)] else { return }
        isChanged[Int(symbol)] = true
        changedExternals.append(symbol)
    }

    /// Calls `body` with each external symbol whose value may have changed since the last call,
    /// and forgets them.
    mutating func takeChangedExternals(_ body: (Symbol) -> Void) {
        for symbol in changedExternals where Int(symbol) < kinds.count && isChanged[Int(symbol)] {
            isChanged[Int(symbol)] = false
            if kinds[Int(symbol)] == .external { body(symbol) }
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    /// Forgets which external symbols changed (the caller looks at all of them).
    mutating func forgetChangedExternals() {
        for symbol in changedExternals where Int(symbol) < kinds.count { isChanged[Int(symbol)] = false }
        changedExternals.removeAll(keepingCapacity: true)
    }

    /// The current value of a symbol: its row constant when basic, zero otherwise.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        isBasic[Int(symbol)] ? constants[Int(symbol)] : 0
    }
}
