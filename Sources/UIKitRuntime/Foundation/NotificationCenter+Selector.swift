import AutoLayout
import Foundation
import Synchronization

// Foundation on Linux has only the block form of observing; UIKit code writes the selector form.
// Each selector registration is a block registration whose block sends the selector to the
// observer, held weakly: once the observer is freed, its first notification removes it.

extension NotificationCenter {
    /// Sends `aSelector` to `observer` with the notification as argument for each notification
    /// named `aName` (nil: any) from `anObject` (nil: any sender). The observer is held weakly.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        guard let target = TargetAction.object(observer, for: aSelector, in: "addObserver(_:selector:name:object:)")
        else { return }
        let registration = SelectorObservation(observer: target, center: self, name: aName, object: anObject)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let observer = registration.observer else {
                registration.cancel()
                return
            }
            nonisolated(unsafe) let argument = notification  // crosses as in Objective-C
            assumeViewIsolation { SelectorDispatch.perform(aSelector, on: observer, with: [argument]) }
        }
        SelectorObservation.all.withLock { $0.append(registration) }
    }

    /// Removes every registration of `observer`, its selector ones included. Taking an object
    /// rather than Foundation's `Any` makes this the overload class instances call.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservation.remove(observer, from: self, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` (nil: any) from `anObject` (nil: any
    /// sender), its selector ones included.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservation.remove(observer, from: self, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector registration: its observer, what it is for, and the block registration behind it.
final class SelectorObservation: @unchecked Sendable {
    // Unchecked: the weak reference is atomic, and `token` is set once, before any
    // notification can reach the block, then read and cleared only to remove the registration.

    /// Every live selector registration, of every notification centre.
    static let all = Mutex<[SelectorObservation]>([])

    private(set) weak var observer: AnyObject?
    /// The observer's identity, which `removeObserver` matches even from the observer's `deinit`,
    /// when weak references to it already read nil.
    private let observerID: ObjectIdentifier
    // Strongly: centres live as long as their registrations (the default one, for ever), and a
    // weak reference to an object that is never freed leaves its side table unreachable to
    // leak checkers.
    private let center: NotificationCenter
    private let name: NSNotification.Name?
    private let objectID: ObjectIdentifier?
    var token: (any NSObjectProtocol)?

    init(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        (self.observer, observerID, self.center, self.name) = (observer, ObjectIdentifier(observer), center, name)
        objectID = Self.identity(of: object)
    }

    /// Removes the block registration and forgets this one. The token goes too: its block holds
    /// this registration, which holds the token.
    func cancel() {
        if let token { center.removeObserver(token as Any) }
        token = nil
        Self.all.withLock { $0.removeAll { $0 === self } }
    }

    /// Cancels the registrations of `observer` on `center` for `name` and `object` (nil: any).
    static func remove(_ observer: AnyObject, from center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        let id = ObjectIdentifier(observer), objectID = identity(of: object)
        let matching = all.withLock { list in
            list.filter { $0.observerID == id && $0.center === center && (name == nil || $0.name == name)
                && (object == nil || $0.objectID == objectID) }
        }
        for registration in matching { registration.cancel() }
    }

    /// An object's identity; nil for nil or a value, which Foundation matches by identity too.
    private static func identity(of object: Any?) -> ObjectIdentifier? {
        guard let object, type(of: object) is AnyClass else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }
}
