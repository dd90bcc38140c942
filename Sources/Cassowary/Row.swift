/// One nonzero entry of a row.
///
/// `column` is where the row's basic symbol sits in `symbol`'s column list; it lets a cell be
/// removed from that list in constant time. Rows outside the tableau leave it unused.
struct Cell {
    var symbol: Symbol
    var column: Int32
    var coefficient: Double

    init(_ symbol: Symbol, _ coefficient: Double, column: Int32 = -1) {
        self.symbol = symbol
        self.column = column
        self.coefficient = coefficient
    }
}

/// A linear combination `constant + Σ coefficient·symbol`, cells sorted by symbol.
///
/// Inside the tableau a row stored under basic symbol `b` means `b = constant + Σ …`. This type is
/// the free-standing form used while a row is built or moved; the tableau keeps its rows in
/// per-symbol arrays.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, if any (binary search).
    func index(of symbol: Symbol) -> Int? {
        cells.index(of: symbol)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        cells.coefficient(for: symbol)
    }

    /// Adds `coefficient·symbol`, erasing the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        if let index = cells.index(of: symbol) {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol, coefficient), at: cells.insertionPoint(of: symbol))
        }
    }

    /// Adds `factor·other`, cell by cell (a merge of two sorted lists).
    mutating func add(_ other: Row, times factor: Double) {
        constant += factor * other.constant
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
                let value = factor * other.cells[j].coefficient
                if !nearZero(value) { merged.append(Cell(other.cells[j].symbol, value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + factor * other.cells[j].coefficient
                if !nearZero(value) { merged.append(Cell(cells[i].symbol, value)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Replaces `symbol` by `row` (which defines it), if the symbol occurs here.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let index = cells.index(of: symbol) else { return }
        let factor = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: factor)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = this row` into `symbol = …`: removes the symbol and divides by minus its coefficient.
    mutating func solve(for symbol: Symbol) {
        guard let index = cells.index(of: symbol) else { return }
        let scale = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= scale
        for index in cells.indices { cells[index].coefficient *= scale }
    }

    /// Turns `lhs = this row` into `rhs = …`: a pivot of a basic row from `lhs` to `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

extension Array where Element == Cell {
    /// The position at which `symbol` is or would be inserted, keeping the cells sorted.
    @inline(__always)
    func insertionPoint(of symbol: Symbol) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if self[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of `symbol`'s cell, if any.
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        let point = insertionPoint(of: symbol)
        return point < count && self[point].symbol == symbol ? point : nil
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        if let index = index(of: symbol) { return self[index].coefficient }
        return 0
    }
}
