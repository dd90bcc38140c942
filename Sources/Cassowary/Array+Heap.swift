/// A binary heap of indices kept in an array: the definitions waiting to be evaluated (oldest
/// first) and those waiting to be expanded into a row (newest first).
extension Array where Element == Int {
    /// Adds `index`; `first(a, b)` says whether `a` comes out before `b`.
    @inline(__always)
    mutating func pushHeap(_ index: Int, first: (Int, Int) -> Bool) {
        append(index)
        var child = count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard first(self[child], self[parent]) else { break }
            swapAt(parent, child)
            child = parent
        }
    }

    /// Takes out the index that comes first, if any.
    @inline(__always)
    mutating func popHeap(first: (Int, Int) -> Bool) -> Int? {
        guard let top = self.first else { return nil }
        let last = removeLast()
        guard !isEmpty else { return top }
        self[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < count && first(self[left], self[best]) { best = left }
            if right < count && first(self[right], self[best]) { best = right }
            guard best != parent else { break }
            swapAt(parent, best)
            parent = best
        }
        return top
    }
}
