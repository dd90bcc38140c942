import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`).
open class LayoutGuide: NSObject, LayoutItem {
    /// The view the guide was added to.
    public internal(set) var owningView: View? {
        get { owningReference?.view }
        set { owningReference = newValue?.itemReference }
    }
    @exclusivity(unchecked) private(set) nonisolated(unsafe) var owningReference: ItemReference?
    /// The reference to this guide everything else holds, cleared when the guide goes.
    package let itemReference = ItemReference()
    /// A name for debugging.
    public var identifier: String
    /// The guide's frame in its owning view's bounds coordinates. A view's own guides (margins,
    /// safe area, a scroll view's frame, a controller's layout guides) are where the view's
    /// bounds and insets put them, whether or not a constraint uses them; other guides, and a
    /// scroll view's content guide, are where the last layout pass put them.
    public internal(set) var layoutFrame: CGRect {
        get {
            guard let role = systemRole, role != .scrollContent, let owner = owningView else { return solvedFrame }
            return systemFrame(role, in: owner)
        }
        set { solvedFrame = newValue }
    }
    private var solvedFrame = CGRect.zero

    /// The solver variables, once the guide takes part in a layout.
    nonisolated(unsafe) var createdVariables: ItemVariables?
    /// The solver variables, made on first use.
    @inline(__always) nonisolated var variables: ItemVariables { createdVariables ?? makeVariables() }

    @inline(never) nonisolated private func makeVariables() -> ItemVariables {
        let made = ItemVariables(name: assumeViewIsolation { "LayoutGuide:" + identifier }, reference: itemReference)
        createdVariables = made
        return made
    }
    /// For the guides a view makes itself (margins, safe area): which edges it insets.
    package var systemRole: SystemGuideRole?

#if MainActorViews
    @preconcurrency @MainActor
#endif
    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init() {
        identifier = ""
        super.init()
        identifier = pointerDescription(self)
        itemReference.refer(to: self)
    }

    deinit { itemReference.refer(to: nil as LayoutGuide?) }

    /// `<LayoutGuide: identifier; layoutFrame = …>`.
    open override var description: String {
        assumeViewIsolation { "<LayoutGuide: \(identifier); layoutFrame = \(layoutFrame)>" }
    }
}

/// The guides a view owns and keeps in place itself.
package enum SystemGuideRole {
    case layoutMargins
    case readableContent
    case safeArea
    case keyboard
    case scrollContent
    case scrollFrame
    case topLayout
    case bottomLayout
}

extension LayoutGuide {
    /// The widest a readable content guide gets: lines longer than this are hard to read.
    static let readableWidth: CGFloat = 672

    /// Where a view's own guide is, from the view's bounds and insets, in its bounds coordinates:
    /// the engine's constraints for the guide (`guideSpecs`) hold it exactly there.
    func systemFrame(_ role: SystemGuideRole, in view: View) -> CGRect {
        let bounds = view.bounds
        func inset(_ insets: EdgeInsets) -> CGRect {
            CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                   width: max(0, bounds.width - insets.left - insets.right),
                   height: max(0, bounds.height - insets.top - insets.bottom))
        }
        let length = (self as? LayoutSupportGuide)?.length ?? 0
        switch role {
        case .layoutMargins: return inset(view.effectiveLayoutMargins)
        case .readableContent:
            let margins = inset(view.effectiveLayoutMargins)
            let width = min(margins.width, LayoutGuide.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .safeArea: return inset(view.safeAreaInsets)
        case .keyboard:
            let height = max((self as? KeyboardLayoutGuide)?.keyboardHeight ?? 0, view.safeAreaInsets.bottom)
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .scrollFrame: return bounds
        case .scrollContent: return CGRect(origin: .zero, size: view.contentAreaSize)
        case .topLayout: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: length)
        case .bottomLayout: return CGRect(x: bounds.minX, y: bounds.maxY - length, width: bounds.width, height: length)
        }
    }
}

extension SystemGuideRole {
    /// Whether the guide moves when the owning view's safe area (or place in its superview) does:
    /// margins are measured from the safe area, and may keep the superview's; the top and bottom
    /// layout guides are as long as the safe area's insets.
    var followsSafeArea: Bool {
        self == .safeArea || self == .keyboard || self == .layoutMargins || self == .readableContent
            || self == .topLayout || self == .bottomLayout
    }
}
