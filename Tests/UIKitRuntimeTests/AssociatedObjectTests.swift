import Foundation
import Testing
import AutoLayout
import UIKitRuntime

#if !canImport(ObjectiveC)
/// Keys, each the address of an object that lives as long as the tests.
private final class Key: Sendable {
    static let badge = Key(), owner = Key(), copied = Key()
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
}

/// A stored property in an extension, as libraries add them to UIKit's classes.
extension View {
    fileprivate var badge: String? {
        get { objc_getAssociatedObject(self, Key.badge.pointer) as? String }
        set { objc_setAssociatedObject(self, Key.badge.pointer, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The Objective-C runtime's associated objects, under its names.
@Suite struct AssociatedObjectTests {
    @Test func eachObjectKeepsItsOwnValuePerKeyUntilRemoved() {
        let first = View(), second = View()
        first.badge = "3"
        #expect(first.badge == "3" && second.badge == nil)
        first.badge = nil
        #expect(first.badge == nil)
        second.badge = "7"
        objc_setAssociatedObject(second, Key.owner.pointer, first, .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(second)
        #expect(second.badge == nil && objc_getAssociatedObject(second, Key.owner.pointer) == nil)
    }

    @Test func retainedValuesLiveWithTheObjectAndAssignedOnesDoNot() {
        let holder = View()
        weak var retained: View?, assigned: View?
        do {
            let kept = View(), unkept = View()
            (retained, assigned) = (kept, unkept)
            objc_setAssociatedObject(holder, Key.owner.pointer, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(holder, Key.badge.pointer, unkept, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(retained != nil && objc_getAssociatedObject(holder, Key.owner.pointer) as? View === retained)
        #expect(assigned == nil && objc_getAssociatedObject(holder, Key.badge.pointer) == nil)
        // Released now rather than at the table's next sweep (the runtime releases them as the
        // holder goes).
        objc_removeAssociatedObjects(holder)
        #expect(retained == nil)
    }

    @Test func copiedValuesAreCopiesAndANewObjectAtAnOldAddressStartsEmpty() {
        let holder = NSObject()
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(holder, Key.copied.pointer, text, .OBJC_ASSOCIATION_COPY)
        text.append(" edited")
        #expect(objc_getAssociatedObject(holder, Key.copied.pointer) as? String == "draft")
        // Objects gone leave nothing behind for the objects that take their addresses.
        for _ in 0..<200 {
            let made = NSObject()
            objc_setAssociatedObject(made, Key.badge.pointer, "taken", .OBJC_ASSOCIATION_RETAIN)
        }
        let fresh = (0..<200).map { _ in NSObject() }
        #expect(fresh.allSatisfy { objc_getAssociatedObject($0, Key.badge.pointer) == nil })
    }
}
#endif
