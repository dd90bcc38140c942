extension Tableau {
    /// One change to the tableau, with what is needed to undo it exactly.
    enum Change {
        case row(Symbol, cells: [Cell], constant: Double, isBasic: Bool)
        case constant(Symbol, Double)
        case columnAppended(Symbol)
        case columnRemoved(Symbol, position: Int32, basic: Symbol)
        case columnReplaced(Symbol, Column)
        case cellColumn(basic: Symbol, symbol: Symbol, position: Int32)
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
                symbols[Int(symbol)].constant = constant
                symbols[Int(symbol)].isBasic = basic
                noteChange(symbol)
            case let .constant(symbol, constant):
                symbols[Int(symbol)].constant = constant
                noteChange(symbol)
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
}
