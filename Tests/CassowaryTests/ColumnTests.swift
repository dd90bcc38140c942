import Testing
@testable import Cassowary

/// A tableau column: two entries inline, the rest in an array, behaving as one list.
@Suite struct ColumnTests {
    @Test func entriesAcrossTheInlinePairActAsOneList() {
        var column = Column()
        #expect(column.isEmpty && Array(column) == [])
        for symbol: Symbol in [7, 3, 9, 4, 12] { column.append(symbol) }
        #expect(column.count == 5 && Array(column) == [7, 3, 9, 4, 12])
        // Moving the last entry into a removed one's place, as the tableau does.
        column[1] = column.removeLast()
        #expect(Array(column) == [7, 12, 9, 4])
        column[3] = 5
        #expect(Array(column) == [7, 12, 9, 5])
        #expect(column.removeLast() == 5 && column.removeLast() == 9 && column.removeLast() == 12)
        #expect(Array(column) == [7])
        column.append(8)
        column.append(2)
        #expect(Array(column) == [7, 8, 2] && column[2] == 2)
    }

    @Test func emptiedColumnsStartAgain() {
        var column = Column()
        for symbol in 0..<40 as Range<Symbol> { column.append(symbol) }
        column.removeAll(keepingCapacity: true)
        #expect(column.isEmpty && column.count == 0)
        column.append(11)
        column.append(12)
        column.append(13)
        #expect(Array(column) == [11, 12, 13])
        column.removeAll(keepingCapacity: false)
        #expect(Array(column) == [])
    }
}
