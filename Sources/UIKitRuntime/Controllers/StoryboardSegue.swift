import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A transition from one controller to another (UIKit's `UIStoryboardSegue`). Storyboards make
/// them on iOS; here code makes them, and `perform()` runs the handler given, or what a subclass
/// does.
open class StoryboardSegue: NSObject {
    /// The segue's name, which `prepare(for:sender:)` tells segues apart by.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: ViewController
    /// The controller the segue shows.
    open private(set) var destination: ViewController
    private var handler: (() -> Void)?

    /// Creates a segue from `source` to `destination`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: ViewController, destination: ViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        handler = performHandler
    }

    /// Shows the destination: runs the perform handler; subclasses override it to show it their way.
    open func perform() { handler?() }
}
