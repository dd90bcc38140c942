/// The objective: one row per optional priority level, minimised lexicographically.
///
/// Every error symbol has weight 1 in the row of its own level, so equal priorities trade off by
/// total error and no amount of error at a lower level ever buys any at a higher one. Rows are
/// dense (indexed by symbol) because they can hold every error of the system: a sorted sparse row
/// would make each insertion cost the whole row.
///
/// A symbol is an entering candidate when its reduced-cost vector — its coefficients from the
/// highest level down — is lexicographically negative. Candidates wait in a heap ordered by the
/// priority of the level that makes them improving, highest first, then by symbol number: the
/// simplex settles the high levels before it spends pivots on low ones that a higher level would
/// undo. After many pivots in one optimisation the order becomes plain lowest-number-first
/// (Bland's rule), which cannot cycle.
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
    private var heap: [Candidate] = []
    /// Coefficients overwritten while recording: level, symbol, old value.
    private var changes: [(level: Int, symbol: Symbol, value: Double)] = []
    private var isRecording = false
    private var queued: [Bool] = []
    private var touched: [Symbol] = []
    private var isTouched: [Bool] = []
    /// Orders candidates by symbol number alone (Bland's rule).
    var usesBlandsRule = false {
        didSet { if usesBlandsRule != oldValue { requeue() } }
    }

    /// A queued symbol and the priority of the level at which it improves the objective.
    private struct Candidate {
        var priority: Double
        var symbol: Symbol

        @inline(__always)
        func precedes(_ other: Candidate) -> Bool {
            priority != other.priority ? priority > other.priority : symbol < other.symbol
        }
    }

    /// Makes room for symbols numbered below `count`.
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        // By half, as the tableau's own arrays grow (see `appendGrowingByHalf`).
        let grown = Swift.max(64, capacity + capacity / 2, count)
        for index in levels.indices {
            levels[index].coefficients.append(0, count: grown - capacity, matching: grown)
        }
        queued.append(false, count: grown - capacity, matching: grown)
        isTouched.append(false, count: grown - capacity, matching: grown)
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
        if isRecording { changes.append((level, symbol, levels[level].coefficients[Int(symbol)])) }
        let value = levels[level].coefficients[Int(symbol)] + amount
        levels[level].coefficients[Int(symbol)] = nearZero(value) ? 0 : value
        if !isTouched[Int(symbol)] {
            isTouched[Int(symbol)] = true
            touched.append(symbol)
        }
    }

    /// Replaces `symbol`, which has just become basic, by its `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let index = Int(symbol)
        for level in levels.indices {
            let factor = levels[level].coefficients[index]
            guard factor != 0 else { continue }
            if isRecording { changes.append((level, symbol, factor)) }
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
        leadingLevel(of: symbol).sign
    }

    /// The first level where `symbol`'s reduced cost is nonzero, and the sign there.
    private func leadingLevel(of symbol: Symbol) -> (sign: Int, priority: Double) {
        for level in levels {
            let value = level.coefficients[Int(symbol)]
            if value < 0 { return (-1, level.priority) }
            if value > 0 { return (1, level.priority) }
        }
        return (0, 0)
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

    /// Queues the symbols whose reduced costs changed and that may now improve the objective.
    /// `isExternal` says which symbols are unrestricted: those improve in either direction.
    private mutating func queueTouched(_ isExternal: (Symbol) -> Bool) {
        for symbol in touched {
            isTouched[Int(symbol)] = false
            let (sign, priority) = leadingLevel(of: symbol)
            if sign < 0 || (sign > 0 && isExternal(symbol)) { push(Candidate(priority: priority, symbol: symbol)) }
        }
        touched.removeAll(keepingCapacity: true)
    }

    private mutating func push(_ candidate: Candidate) {
        guard !queued[Int(candidate.symbol)] else { return }
        queued[Int(candidate.symbol)] = true
        var candidate = candidate
        if usesBlandsRule { candidate.priority = 0 }
        heap.append(candidate)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !candidate.precedes(heap[parent]) { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = candidate
    }

    /// The next candidate to enter the basis, removed from the queue. The caller re-checks it:
    /// a queued symbol may have stopped improving or become basic since.
    mutating func popCandidate(isExternal: (Symbol) -> Bool) -> Symbol? {
        queueTouched(isExternal)
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            var parent = 0
            let count = heap.count
            while true {
                var child = 2 * parent + 1
                if child >= count { break }
                if child + 1 < count && heap[child + 1].precedes(heap[child]) { child += 1 }
                if !heap[child].precedes(last) { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = last
        }
        queued[Int(top.symbol)] = false
        return top.symbol
    }

    /// Rebuilds the heap after the ordering rule changed.
    private mutating func requeue() {
        let pending = heap
        heap.removeAll(keepingCapacity: true)
        for candidate in pending {
            queued[Int(candidate.symbol)] = false
            push(candidate)
        }
    }

    /// Starts keeping the coefficients overwritten, for ``rollBack()``. Levels are neither added
    /// nor removed while recording: only substitutions run then.
    mutating func beginRecording() {
        isRecording = true
    }

    /// Forgets the recorded coefficients.
    mutating func commit() {
        isRecording = false
        changes.removeAll(keepingCapacity: true)
    }

    /// Restores the recorded coefficients, newest first, and empties the candidate queue (the
    /// restored state was optimal).
    mutating func rollBack() {
        isRecording = false
        while let (level, symbol, value) = changes.popLast() {
            levels[level].coefficients[Int(symbol)] = value
        }
        clearCandidates()
    }

    /// Empties the candidate queue.
    mutating func clearCandidates() {
        for candidate in heap { queued[Int(candidate.symbol)] = false }
        heap.removeAll(keepingCapacity: true)
        for symbol in touched { isTouched[Int(symbol)] = false }
        touched.removeAll(keepingCapacity: true)
    }

    /// Drops every level and candidate.
    mutating func reset() {
        self = Objective()
    }
}
