import AutoLayout
import Foundation
import Testing

/// The storage layers above keep per view: one entry per key, replaced, removed, never mixed up.
@Suite struct ExtensionEntryTests {
    private final class First {}
    private final class Second {}

    @Test func entriesAreKeptReplacedAndRemovedPerKey() {
        let view = View()
        let first = ObjectIdentifier(First.self), second = ObjectIdentifier(Second.self)
        let a = First(), b = First(), c = Second()
        #expect(view.extensionEntry(for: first) == nil)
        view.setExtensionEntry(a, for: first)
        view.setExtensionEntry(c, for: second)
        #expect(view.extensionEntry(for: first) === a && view.extensionEntry(for: second) === c)
        view.setExtensionEntry(b, for: first)
        #expect(view.extensionEntry(for: first) === b && view.extensionEntry(for: second) === c)
        view.setExtensionEntry(nil, for: first)
        #expect(view.extensionEntry(for: first) == nil && view.extensionEntry(for: second) === c)
        view.setExtensionEntry(nil, for: first)  // removing what is not there changes nothing
        #expect(view.extensionEntry(for: second) === c)
    }
}
