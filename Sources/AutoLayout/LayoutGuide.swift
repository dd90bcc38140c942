import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`).
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view the guide was added to.
    public internal(set) var owningView: View? {
        get { owningReference?.view }
        set { owningReference = newValue?.itemReference }
    }
    @exclusivity(unchecked) private(set) var owningReference: ItemReference?
    /// The reference to this guide everything else holds, cleared when the guide goes.
    public let itemReference = ItemReference()
    /// A name for debugging.
    public var identifier: String
    /// The guide's frame in its owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    /// The solver variables, once the guide takes part in a layout.
    var createdVariables: ItemVariables?
    /// The solver variables, made on first use.
    @inline(__always) var variables: ItemVariables { createdVariables ?? makeVariables() }

    @inline(never) private func makeVariables() -> ItemVariables {
        let made = ItemVariables(name: "LayoutGuide:" + identifier, reference: itemReference)
        createdVariables = made
        return made
    }
    /// For the guides a view makes itself (margins, safe area): which edges it insets.
    var systemRole: SystemGuideRole?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        identifier = ""
        identifier = pointerDescription(self)
        itemReference.refer(to: self)
    }

    deinit { itemReference.refer(to: nil as LayoutGuide?) }

    public var description: String { "<LayoutGuide: \(identifier); layoutFrame = \(layoutFrame)>" }
}

/// The guides a view owns and keeps in place itself.
enum SystemGuideRole {
    case layoutMargins
    case safeArea
    case scrollContent
    case scrollFrame
    case topLayout
    case bottomLayout
}
