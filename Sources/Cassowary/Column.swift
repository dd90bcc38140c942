/// The basic symbols whose rows mention one symbol, in no particular order: the first two
/// inline, any more in an array.
///
/// Most symbols — a constraint's marker and errors, an item's size — are in one or two rows, so an
/// array for each would be an allocation for most symbols; a symbol many rows mention (a root's
/// width, GRID's row tops) keeps its entries past the second in an array.
struct Column: RandomAccessCollection, MutableCollection {
    private var first: Symbol = noSymbol
    private var second: Symbol = noSymbol
    private var storedCount: Int32 = 0
    /// The entries after the second.
    private var more: [Symbol] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { Int(storedCount) }
    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    @inline(__always)
    subscript(position: Int) -> Symbol {
        get {
            switch position {
            case 0: return first
            case 1: return second
            default: return more[position - 2]
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            default: more[position - 2] = newValue
            }
        }
    }

    /// Adds `symbol` after the others.
    @inline(__always)
    mutating func append(_ symbol: Symbol) {
        switch storedCount {
        case 0: first = symbol
        case 1: second = symbol
        default:
            // A column that outgrows the inline pair grows as an array did.
            if more.capacity == 0 { more.reserveCapacity(4) }
            more.append(symbol)
        }
        storedCount += 1
    }

    /// Takes out the last entry.
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Symbol {
        storedCount -= 1
        switch storedCount {
        case 0: return first
        case 1: return second
        default: return more.removeLast()
        }
    }

    /// Takes out every entry, keeping the array's room if asked.
    mutating func removeAll(keepingCapacity: Bool) {
        storedCount = 0
        more.removeAll(keepingCapacity: keepingCapacity)
    }
}
