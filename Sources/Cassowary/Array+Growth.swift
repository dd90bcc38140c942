extension Array {
    /// Appends, growing full storage by half rather than doubling it. For the arrays indexed by
    /// symbol, slot or definition, which hold an entry for each of thousands: at double the count
    /// their unused half is a large share of a big system's memory, while growing by half costs
    /// only more, smaller copies.
    @inline(__always)
    mutating func appendGrowingByHalf(_ element: Element) {
        if count == capacity { reserveCapacity(count + count / 2 + 16) }
        append(element)
    }

    /// Appends `count` copies of `element`, growing the storage to no more than `capacity`
    /// (the capacity of the array this one runs beside).
    @inline(__always)
    mutating func append(_ element: Element, count added: Int, matching capacity: Int) {
        if self.capacity < count + added { reserveCapacity(Swift.max(capacity, count + added)) }
        append(contentsOf: repeatElement(element, count: added))
    }
}
