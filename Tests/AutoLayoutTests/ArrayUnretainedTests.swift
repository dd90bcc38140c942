import AutoLayout
import Foundation
import Testing

/// `forEachUnretained` visits every element in order, each the same object the array holds, and the
/// elements stay alive through the loop even when nothing else holds them.
@Suite struct ArrayUnretainedTests {
    @Test func visitsEachElementInOrderAsTheSameObject() {
        let views = (0..<5).map { index -> View in
            let view = View()
            view.debugName = "v\(index)"
            return view
        }
        var names: [String] = []
        var identical = true
        var index = 0
        views.forEachUnretained { view in
            names.append(view.debugName ?? "")
            identical = identical && view === views[index]
            index += 1
        }
        #expect(names == ["v0", "v1", "v2", "v3", "v4"])
        #expect(identical)
    }

    @Test func elementsOnlyTheArrayHoldsStayAliveThroughTheLoop() {
        weak var first: View?
        var visited = 0
        do {
            let views = [View(), View()]  // the only references
            first = views[0]
            views.forEachUnretained { view in
                view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                visited += 1
            }
            #expect(views.allSatisfy { $0.frame == CGRect(x: 1, y: 2, width: 3, height: 4) })
        }
        #expect(visited == 2)
        #expect(first == nil)
    }
}
