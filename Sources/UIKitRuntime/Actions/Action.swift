import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A closure a control runs (UIKit's `UIAction`, which apps may subclass), with the title and
/// image menus show.
open class Action: MenuElement {
    /// What tells actions apart: a control keeps one action per identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a new unique one unless given.
    public let identifier: Identifier
    /// The control that sent the action while it runs.
    public private(set) weak var sender: AnyObject?
    private let handler: (Action) -> Void

    /// An action running `handler`.
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                handler: @escaping (Action) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// UIKit's decoding initializer: there are no archives here, so the action does nothing.
    public required init?(coder: NSCoder) {
        identifier = Identifier(UUID().uuidString)
        handler = { _ in }
        super.init(coder: coder)
    }

    /// Runs the handler with `sender` as the action's sender.
    package func perform(sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
