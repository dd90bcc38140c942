/// The objective: one row per optional priority level, minimised lexicographically.
///
/// Every error symbol has weight 1 in the row of its own level, so equal priorities trade off by
/// total error and no amount of error at a lower level ever buys any at a higher one. Rows are
/// dense (indexed by symbol) because they can hold every error of the system: a sorted sparse row
/// would make each insertion cost the whole row.
///
/// A symbol is an entering candidate when its reduced-cost vector — its coefficients from the
/// highest level down — is lexicographically negative. Candidates wait in a min-heap of symbols,
/// so the simplex always takes the lowest-numbered one (Bland's rule, which prevents cycling).
struct Objective {
    /// One level's row of reduced costs.
    struct Level {
        var priority: Double
        var coefficients: [Double]
        var errorCount = 0
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    private var capacity = 0
    private var heap: [Symbol] = []
    private var queued: [Bool] = []

    /// Makes room for symbols numbered below `count`.
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = Swift.max(64, capacity * 2, count)
        for index in levels.indices {
            levels[index].coefficients.append(contentsOf: repeatElement(0, count: grown - capacity))
        }
        queued.append(contentsOf: repeatElement(false, count: grown - capacity))
        capacity = grown
    }

    /// The index of the level for `priority`, if it exists.
    func levelIndex(_ priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Registers a new error symbol with weight 1 at its priority's level.
    mutating func addError(_ symbol: Symbol, priority: Double) {
        let index: Int
        if let existing = levelIndex(priority) {
            index = existing
        } else {
            index = levels.firstIndex { $0.priority < priority } ?? levels.count
            levels.insert(Level(priority: priority, coefficients: Array(repeating: 0, count: capacity)), at: index)
        }
        levels[index].errorCount += 1
        add(1, to: symbol, at: index)
    }

    /// Takes an error symbol's weight out of its level (its row, if basic) before it is dropped.
    mutating func removeError(_ symbol: Symbol, priority: Double, row: Row?) {
        guard let index = levelIndex(priority) else { return }
        if let row {
            for cell in row.cells { add(-cell.coefficient, to: cell.symbol, at: index) }
        } else {
            add(-1, to: symbol, at: index)
        }
        levels[index].errorCount -= 1
        if levels[index].errorCount == 0 { levels.remove(at: index) }
    }

    @inline(__always)
    private mutating func add(_ amount: Double, to symbol: Symbol, at level: Int) {
        let value = levels[level].coefficients[Int(symbol)] + amount
        levels[level].coefficients[Int(symbol)] = nearZero(value) ? 0 : value
        push(symbol)
    }

    /// Replaces `symbol`, which has just become basic, by its `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let index = Int(symbol)
        for level in levels.indices {
            let factor = levels[level].coefficients[index]
            guard factor != 0 else { continue }
            levels[level].coefficients[index] = 0
            for cell in row.cells { add(factor * cell.coefficient, to: cell.symbol, at: level) }
        }
    }

    /// Forgets whatever residue `symbol` has before its number is reused.
    mutating func clear(_ symbol: Symbol) {
        for level in levels.indices { levels[level].coefficients[Int(symbol)] = 0 }
    }

    /// The sign of `symbol`'s reduced-cost vector in lexicographic order: -1, 0 or 1.
    func sign(of symbol: Symbol) -> Int {
        for level in levels {
            let value = level.coefficients[Int(symbol)]
            if value < 0 { return -1 }
            if value > 0 { return 1 }
        }
        return 0
    }

    /// Whether `cost(a) / da < cost(b) / db` in lexicographic order (the dual ratio test).
    /// Ratios within a relative 1e-9 count as equal at a level and defer to the next.
    func ratio(of a: Symbol, over da: Double, isLessThan b: Symbol, over db: Double) -> Bool {
        for level in levels {
            let left = level.coefficients[Int(a)] / da
            let right = level.coefficients[Int(b)] / db
            let tolerance = 1e-9 * Swift.max(1, abs(left), abs(right))
            if left < right - tolerance { return true }
            if left > right + tolerance { return false }
        }
        return false
    }

    /// Queues `symbol` to be looked at by the next primal optimisation.
    @inline(__always)
    mutating func push(_ symbol: Symbol) {
        guard !queued[Int(symbol)] else { return }
        queued[Int(symbol)] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] <= symbol { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }

    /// The lowest queued symbol, removed from the queue.
    mutating func popCandidate() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            var parent = 0
            let count = heap.count
            while true {
                var child = 2 * parent + 1
                if child >= count { break }
                if child + 1 < count && heap[child + 1] < heap[child] { child += 1 }
                if last <= heap[child] { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = last
        }
        queued[Int(top)] = false
        return top
    }

    /// Empties the candidate queue.
    mutating func clearCandidates() {
        for symbol in heap { queued[Int(symbol)] = false }
        heap.removeAll(keepingCapacity: true)
    }

    /// Drops every level and candidate.
    mutating func reset() {
        self = Objective()
    }
}
