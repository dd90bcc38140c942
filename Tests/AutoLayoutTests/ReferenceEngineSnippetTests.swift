import Foundation
import Testing
@testable import AutoLayout

/// The engine's example in docs/REFERENCE.md, as written there: a label centred under the top margin.
@Suite struct ReferenceEngineSnippetTests {
    @Test func theReferencesEngineExample() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 416))
        let title = Label()
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        LayoutConstraint.activate([
            LayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: root,
                             attribute: .topMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: title, attribute: .centerX, relatedBy: .equal, toItem: root,
                             attribute: .centerX, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 134.5, y: 8, width: 51, height: 21))
    }
}
