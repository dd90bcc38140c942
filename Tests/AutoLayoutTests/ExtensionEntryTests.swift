import AutoLayout
import Foundation
import Testing

/// The storage layers above keep per view: one entry per key, replaced, removed, never mixed up.
@Suite struct ExtensionEntryTests {
    private final class First {}
    private final class Second {}
    private final class Third {}

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

    @Test func removingTheFirstOfThreeKeepsTheOthers() {
        let view = View()
        let keys = [ObjectIdentifier(First.self), ObjectIdentifier(Second.self), ObjectIdentifier(Third.self)]
        let values: [AnyObject] = [First(), Second(), Third()]
        for (key, value) in zip(keys, values) { view.setExtensionEntry(value, for: key) }
        view.setExtensionEntry(nil, for: keys[0])
        #expect(view.extensionEntry(for: keys[0]) == nil)
        #expect(view.extensionEntry(for: keys[1]) === values[1] && view.extensionEntry(for: keys[2]) === values[2])
        view.setExtensionEntry(values[0], for: keys[0])
        view.setExtensionEntry(nil, for: keys[2])
        #expect(view.extensionEntry(for: keys[0]) === values[0] && view.extensionEntry(for: keys[1]) === values[1])
        #expect(view.extensionEntry(for: keys[2]) == nil)
    }
}
