/// The simplex tableau, stored by symbol number.
///
/// Alongside each basic row it keeps, for every symbol, the list of rows that mention it (its
/// column). Pivots, substitutions, edits and removals visit only those rows; Kiwi walks every row
/// of the tableau for each of them, which is what makes it quadratic on large systems.
struct Tableau {
    /// What the tableau knows of one symbol besides its row and column: read together by every
    /// step that visits a row, and allocated together.
    struct SymbolState {
        /// The constant of its row when basic: its current value.
        var constant = 0.0
        /// For an error symbol, the priority of its objective level.
        var priority: Double
        /// For markers and errors the constraint slot that owns them; for externals the variable slot.
        var owner: Int32
        /// What it stands for.
        var kind: SymbolKind
        /// Whether it is basic (has a row).
        var isBasic = false
        /// Whether it is in ``changedExternals``.
        var isChanged = false
        /// Whether its value changes are noted although it is not external: the errors of a read
        /// optional definition, whose variable's value they move.
        var isWatched = false
    }

    /// Each symbol's state.
    var symbols: [SymbolState] = []
    /// The cells of each basic symbol's row, sorted by symbol.
    var rows: [[Cell]] = []
    /// For each symbol, the basic symbols whose rows contain it, in no particular order.
    var columns: [Column] = []
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
    /// External and watched symbols whose value may have changed since ``takeChangedExternals(_:)``.
    var changedExternals: [Symbol] = []
    var accumulator: [Double] = []
    var isAccumulated: [Bool] = []
    var accumulated: [Symbol] = []
    var accumulatedConstant = 0.0

    /// The number of symbol slots in use or free.
    var symbolCount: Int { symbols.count }

    // MARK: Symbols

    /// A new symbol, reusing a released number when there is one.
    mutating func allocate(_ kind: SymbolKind, owner: Int32, priority: Double = 0) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            symbols[Int(symbol)].kind = kind
            symbols[Int(symbol)].isWatched = false
            symbols[Int(symbol)].owner = owner
            symbols[Int(symbol)].priority = priority
            if kind == .external { noteChange(symbol) }
            return symbol
        }
        let symbol = Symbol(symbols.count)
        symbols.appendGrowingByHalf(SymbolState(priority: priority, owner: owner, kind: kind))
        rows.appendGrowingByHalf([])
        columns.appendGrowingByHalf(Column())
        objective.reserve(symbols.count)
        if kind == .external { noteChange(symbol) }
        return symbol
    }

    /// Releases a symbol that no row mentions. Releasing in the reverse order of allocation
    /// restores the numbering exactly, which is how a failed call leaves no trace.
    mutating func release(_ symbol: Symbol) {
        let index = Int(symbol)
        objective.clear(symbol)
        symbols[index].kind = .unused
        symbols[index].isWatched = false
        if index == symbols.count - 1 {
            symbols.removeLast(); rows.removeLast(); columns.removeLast()
        } else {
            freeSymbols.append(symbol)
        }
    }

    /// The row of a basic symbol as a free-standing value.
    func row(of symbol: Symbol) -> Row {
        Row(constant: symbols[Int(symbol)].constant, cells: rows[Int(symbol)])
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
            changes.append(.row(symbol, cells: rows[Int(symbol)], constant: symbols[Int(symbol)].constant,
                                isBasic: symbols[Int(symbol)].isBasic))
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
        symbols[Int(symbol)].constant = constant
        symbols[Int(symbol)].isBasic = true
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
        if isRecording { changes.append(.row(symbol, cells: cells, constant: symbols[Int(symbol)].constant, isBasic: true)) }
        for cell in cells { removeFromColumn(cell.symbol, at: cell.column) }
        symbols[Int(symbol)].isBasic = false
        noteChange(symbol)
        return Row(constant: symbols[Int(symbol)].constant, cells: cells)
    }

    /// Erases `symbol` from every row (fixing it at zero).
    mutating func eliminate(_ symbol: Symbol) {
        for basic in columns[Int(symbol)] {
            guard let index = rows[Int(basic)].index(of: symbol) else { continue }
            if isRecording {
                changes.append(.row(basic, cells: rows[Int(basic)], constant: symbols[Int(basic)].constant, isBasic: true))
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
        if isRecording { changes.append(.row(basic, cells: old, constant: symbols[target].constant, isBasic: true)) }
        symbols[target].constant += factor * source.constant
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
        if symbols[target].kind != .external && symbols[target].constant < 0 { infeasible.append(basic) }
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
        if symbols[Int(marker)].isBasic {
            if isRecording { changes.append(.constant(marker, symbols[Int(marker)].constant)) }
            symbols[Int(marker)].constant -= amount
            noteChange(marker)
            if check(marker) { broken = marker }
        } else {
            for basic in columns[Int(marker)] {
                if isRecording { changes.append(.constant(basic, symbols[Int(basic)].constant)) }
                symbols[Int(basic)].constant += coefficient(of: marker, inRowOf: basic) * amount
                noteChange(basic)
                if check(basic) { broken = basic }
            }
        }
        return broken == noSymbol ? nil : broken
    }

    /// Queues a row that went negative; returns true for a dummy row that is no longer zero.
    @inline(__always)
    private mutating func check(_ basic: Symbol) -> Bool {
        let value = symbols[Int(basic)].constant
        switch symbols[Int(basic)].kind {
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

    /// Remembers that an external (or watched) symbol's value may have changed.
    @inline(__always)
    mutating func noteChange(_ symbol: Symbol) {
        guard symbols[Int(symbol)].kind == .external || symbols[Int(symbol)].isWatched,
              !symbols[Int(symbol)].isChanged else { return }
        symbols[Int(symbol)].isChanged = true
        changedExternals.append(symbol)
    }

    /// Calls `body` with each external (or watched) symbol whose value may have changed since the
    /// last call, and forgets them.
    mutating func takeChangedExternals(_ body: (Symbol) -> Void) {
        for symbol in changedExternals where Int(symbol) < symbols.count && symbols[Int(symbol)].isChanged {
            symbols[Int(symbol)].isChanged = false
            if symbols[Int(symbol)].kind == .external || symbols[Int(symbol)].isWatched { body(symbol) }
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    /// Forgets which symbols changed, as the caller looks at every variable, but for the watched
    /// ones, which it gets.
    mutating func forgetChangedExternals(_ watched: (Symbol) -> Void) {
        for symbol in changedExternals where Int(symbol) < symbols.count {
            symbols[Int(symbol)].isChanged = false
            if symbols[Int(symbol)].isWatched { watched(symbol) }
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    /// The current value of a symbol: its row constant when basic, zero otherwise.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        symbols[Int(symbol)].isBasic ? symbols[Int(symbol)].constant : 0
    }
}
