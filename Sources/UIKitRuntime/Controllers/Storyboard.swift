import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a storyboard's controllers are made from: `UIKitNib`'s reader of the document, found
/// by its name (`UIKitNib.StoryboardReader`) so that this module does not depend on it.
package protocol StoryboardBacking: AnyObject {
    /// The backing of the storyboard `name` in `bundle`.
    static func backing(name: String, bundle: Bundle?) -> any StoryboardBacking
    /// What the last instantiation skipped, with where.
    var warnings: [NibError] { get }
    /// The controller whose scene has the id `id` (the initial one's when nil), made for
    /// `storyboard` through `creator` when given (it receives the coder), else `init(coder:)`.
    func instantiate(_ id: String?, identifier: String?, for storyboard: Storyboard,
                     creator: ((NSCoder) -> ViewController?)?) -> ViewController?
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A storyboard's scenes, each controller made anew when asked for (UIKit's `UIStoryboard`).
///
/// Read from the `.storyboard` source Xcode writes, found as a xib is (the bundle, then
/// `Nib.resourceFolders`), when `UIKitNib` is linked. A controller's view is made from its scene
/// when first asked for; relationship segues (navigation roots, tabs) are followed as the
/// controller is made; other segues are performed by `performSegue(withIdentifier:sender:)`, by
/// the controls that trigger them, and, for embed segues, as the scene's view loads.
open class Storyboard: NSObject {
    package let backing: (any StoryboardBacking)?

    /// The storyboard `name` in `bundle` (the main bundle when nil), else in `Nib.resourceFolders`.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let reader = NSClassFromString("UIKitNib.StoryboardReader") as? any StoryboardBacking.Type
        self.init(backing: reader?.backing(name: name, bundle: storyboardBundleOrNil))
    }

    package init(backing: (any StoryboardBacking)?) {
        self.backing = backing
        super.init()
    }

    /// What the last instantiation skipped, with where (and why the file could not be read).
    public var warnings: [NibError] { backing?.warnings ?? [] }

    /// The controller the storyboard's `initialViewController` names; nil if it names none.
    open func instantiateInitialViewController() -> ViewController? {
        backing?.instantiate(nil, identifier: nil, for: self, creator: nil)
    }

    /// The initial controller, made by `creator` from the scene's coder (UIKit's form for
    /// controllers with initializers of their own).
    open func instantiateInitialViewController(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        backing?.instantiate(nil, identifier: nil, for: self, creator: creator)
    }

    /// The controller whose Storyboard ID is `identifier`; a diagnostic and a plain controller
    /// when there is none (UIKit raises an exception).
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// The controller whose Storyboard ID is `identifier` as `Controller`, made by `creator` from
    /// the scene's coder when given; a diagnostic when there is none or it is another class
    /// (UIKit raises an exception), and a controller of the class made with `init(coder:)`.
    open func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        let made = backing?.instantiate(nil, identifier: identifier, for: self, creator: creator.map { make in { make($0) } })
        if let made = made as? Controller { return made }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: made == nil
            ? "Storyboard doesn't contain a view controller with identifier '\(identifier)'"
            : "the storyboard's '\(identifier)' is a \(type(of: made!)), not a \(Controller.self)"))
        // `ViewController.init(coder:)` never fails; an app's override that does traps here, as UIKit's exception would.
        return Controller(coder: EmptyArchive())!
    }
}

/// A keyed archive holding nothing: what a controller made without its scene decodes, and what
/// a nib's coder answers for an app's own keys.
@_spi(MasonryPort)
open class EmptyArchive: NSCoder {
    /// An archive holding nothing.
    override public init() { super.init() }
    override open var allowsKeyedCoding: Bool { true }
    override open func containsValue(forKey key: String) -> Bool { false }
    override open func decodeObject(forKey key: String) -> Any? { nil }
    override open func decodeBool(forKey key: String) -> Bool { false }
    override open func decodeInteger(forKey key: String) -> Int { 0 }
    override open func decodeInt32(forKey key: String) -> Int32 { 0 }
    override open func decodeInt64(forKey key: String) -> Int64 { 0 }
    override open func decodeDouble(forKey key: String) -> Double { 0 }
    override open func decodeFloat(forKey key: String) -> Float { 0 }
    override open func encode(_ object: Any?, forKey key: String) {}
}
