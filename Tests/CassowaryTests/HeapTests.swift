import Testing
@testable import Cassowary
import CassowaryWorkloads

/// The index heaps that order definitions to evaluate (oldest first) and to expand (newest first).
@Suite struct HeapTests {
    @Test(arguments: [true, false])
    func indicesComeOutInOrder(oldestFirst: Bool) {
        var random = SplitMix64(seed: 11)
        let indices = (0..<500).map { _ in random.below(1000) }
        var heap: [Int] = []
        let first: (Int, Int) -> Bool = oldestFirst ? { $0 < $1 } : { $0 > $1 }
        for index in indices { heap.pushHeap(index, first: first) }
        var out: [Int] = []
        while let index = heap.popHeap(first: first) { out.append(index) }
        #expect(out == (oldestFirst ? indices.sorted() : indices.sorted(by: >)))
        #expect(heap.isEmpty && heap.popHeap(first: first) == nil)
    }

    @Test func pushesBetweenPopsKeepTheOrder() {
        var heap: [Int] = []
        for index in [5, 3, 9] { heap.pushHeap(index, first: <) }
        #expect(heap.popHeap(first: <) == 3)
        heap.pushHeap(1, first: <)
        heap.pushHeap(7, first: <)
        #expect([heap.popHeap(first: <), heap.popHeap(first: <), heap.popHeap(first: <), heap.popHeap(first: <)]
                == [1, 5, 7, 9])
    }
}
