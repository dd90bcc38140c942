/// Building a new constraint's row in terms of the current parametric symbols.
extension Tableau {
    /// Starts a new row `constant + …` to be built by ``accumulate(_:_:)``.
    mutating func beginRow(constant: Double) {
        if accumulator.count < symbols.count {
            accumulator.append(0, count: symbols.count - accumulator.count, matching: symbols.capacity)
            isAccumulated.append(false, count: symbols.count - isAccumulated.count, matching: symbols.capacity)
        }
        accumulatedConstant = constant
    }

    /// Adds `coefficient·symbol` to the row being built, replacing a basic symbol by its row.
    /// A dense accumulator makes this cost the cells added, however long the row grows.
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        guard symbols[Int(symbol)].isBasic else {
            accumulateCell(symbol, coefficient)
            return
        }
        accumulatedConstant += coefficient * symbols[Int(symbol)].constant
        for cell in rows[Int(symbol)] { accumulateCell(cell.symbol, coefficient * cell.coefficient) }
    }

    @inline(__always)
    mutating func accumulateCell(_ symbol: Symbol, _ coefficient: Double) {
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
        // Room for the marker and error symbols the caller adds next, without regrowing.
        cells.reserveCapacity(accumulated.count + 2)
        for symbol in accumulated {
            let value = accumulator[Int(symbol)]
            if !nearZero(value) { cells.append(Cell(symbol, value)) }
            accumulator[Int(symbol)] = 0
            isAccumulated[Int(symbol)] = false
        }
        accumulated.removeAll(keepingCapacity: true)
        return Row(constant: accumulatedConstant, cells: cells)
    }
}
