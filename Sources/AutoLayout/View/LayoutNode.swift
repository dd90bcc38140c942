import Foundation

/// What the layout engine keeps and asks of a view: its frame's storage, its place in the tree,
/// its constraints and solver variables, and the seams the views that differ override.
/// ``View`` declares UIKit's members on top of it; subclass `View`, not this class.
open class LayoutNode: Responder, LayoutItem {
    // Hot stored properties are `@exclusivity(unchecked)`: activation and layout read them for
    // every constraint and view, and the runtime's access checks cost more than the reads. They
    // are changed only through their own setters, never held inout across other calls.

    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var boundsOrigin = CGPoint.zero

    @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: ItemReference?

    /// The reference to this view everything else holds (subviews, constraints, the DSL),
    /// cleared when the view goes.
    package let itemReference = ItemReference()

    /// Stored outside the views' isolation: naming the view's solver variables reads it there.
    nonisolated(unsafe) var storedDebugName: String?

    /// What renderers draw the view with (see ``ViewAppearance``); the shared initial one until
    /// the first change.
    @exclusivity(unchecked) var appearance = ViewAppearance.initial

    /// Whether a subview has ever had an autoresizing mask: resizing skips the walk otherwise.
    @exclusivity(unchecked) var hasMaskedSubviews = false

    /// The controller whose view this is, told before and after its layout.
    package weak var owner: (any ViewOwner)?

    /// Every constraint installed on this view, a stack view's own included: what the engine reads.
    @exclusivity(unchecked) var heldConstraints: [LayoutConstraint] = []
    /// Whether some of the constraints held here are a stack view's arrangement.
    var holdsArrangement: Bool { false }

    /// How strongly the view resists growing beyond its intrinsic size, per axis (250 by default).
    @exclusivity(unchecked) var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// How strongly the view resists shrinking below its intrinsic size, per axis (750 by default).
    @exclusivity(unchecked) var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// The margins, stored by direction and resolved when read.
    @exclusivity(unchecked) var storedMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// Storage for layers built on this module, keyed by the type that owns each entry (the DSL
    /// keeps the constraints it installed for this view here); the engine never reads it. The
    /// first entry is kept inline and any others in a list searched in order: a view has one
    /// entry or two, and a dictionary's allocation and hashing would cost more than the search.
    /// Reached through methods (`View+ExtensionEntries`), so that other modules' accesses skip
    /// exclusivity checks too.
    @exclusivity(unchecked) var firstExtension: (key: ObjectIdentifier, value: AnyObject)?
    @exclusivity(unchecked) var moreExtensions: [(key: ObjectIdentifier, value: AnyObject)] = []

    /// The solver variables, once the view takes part in a layout.
    @exclusivity(unchecked) nonisolated(unsafe) var createdVariables: ItemVariables?
    /// The solver variables, made on first use. Named by the key when there is one: formatting
    /// `View:0x…` for every view cost more than registering the view's constraints.
    @inline(__always) nonisolated var variables: ItemVariables { createdVariables ?? makeVariables() }

    @inline(never) nonisolated private func makeVariables() -> ItemVariables {
        let name = if let storedDebugName { "View:" + storedDebugName } else { "" }
        let made = ItemVariables(name: name, reference: itemReference)
        createdVariables = made
        return made
    }
    /// The engine, on a root view that has laid out.
    nonisolated var engineIfCreated: LayoutEngine? {
        itemReference.rootPointer?._withUnsafeGuaranteedRef { $0.engineStorage }
    }
    @exclusivity(unchecked) nonisolated(unsafe) var engineStorage: LayoutEngine?
    @exclusivity(unchecked) var needsLayout = true
    /// Whether every subview's frame must be set at the next layout, not only those that moved.
    @exclusivity(unchecked) var needsFullLayout = true
    /// The subviews and guides that moved since this view last laid out, for a partial layout to
    /// place (kept here, not in a table of the engine's: every moved view adds to it).
    @exclusivity(unchecked) var itemsToPlace: [ItemReference] = []
    @exclusivity(unchecked) var hasPendingUpdateConstraints = false

    // MARK: Seams: what the engine asks a view, which the views that differ override

    /// The guide that stands for this view's edges to the views inside it, in whose coordinates
    /// they are placed: a scroll view's content layout guide; nil for other views. Asked for every
    /// constraint on an edge, where a dynamic cast would cost more than the rest of the check.
    var contentAreaGuide: LayoutGuide? { nil }
    /// How far the content area is scrolled: subviews are placed shifted by it (a scroll view's
    /// `contentOffset`).
    var contentAreaOffset: CGPoint { .zero }
    /// The content area's size (a scroll view's `contentSize`); zero for other views.
    var contentAreaSize: CGSize { .zero }
    /// Called after a layout solved the content area guide to `size`.
    func contentAreaDidSolve(size: CGSize) {}
    /// Whether the view insets its content by the safe area itself, so the safe area stops at it.
    var takesSafeAreaAsContentInset: Bool { false }
    /// Called when `subview` was hidden or shown: asked whenever a view is (a stack view rearranges).
    func subviewVisibilityDidChange(_ subview: View) {}
    /// Called when `subview`'s intrinsic size or its priorities changed.
    func subviewSizingDidChange(_ subview: View) {}
    /// Whether the view's intrinsic size depends on the width layout gives it (a label that wraps
    /// with no preferred width), so that size fitting measures it again at that width.
    var wrapsToItsWidth: Bool { false }
    /// The width a size-fitting pass is trying, which stands for the measured one meanwhile; views
    /// that do not wrap keep none.
    var fittingWrapWidth: CGFloat? {
        get { nil }
        set {}
    }
    /// The widest `sizeToFit()` makes the view, 0 for no limit (a label's preferred width).
    var sizeToFitWidthLimit: CGFloat { 0 }

    // MARK: What the engine, renderers and descriptions ask, which the views that differ override

    /// A name for descriptions and diagnostics (Masonry's `mas_key`).
    public var debugName: String? {
        get { storedDebugName }
        set { storedDebugName = newValue }
    }
    /// Distance from the top to the first line's baseline; a view without text uses its bottom.
    open var firstBaselineOffsetFromTop: CGFloat { storedFrame.height }
    /// Distance from the last line's baseline to the bottom; a view without text uses its bottom.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }
    /// Whether the baseline offsets are constants of the content (text), rather than the bottom edge.
    open var hasTextBaselines: Bool { false }
    /// The text this view draws and where, as renderers ask every view: nil for none.
    open var drawnText: DrawnText? { nil }
    /// What UIKit's description of this view prints beyond `UIView`'s fields, which each class adds.
    package var descriptionExtras: DescriptionExtras { DescriptionExtras() }
    /// What a class of this package does itself when its traits change, before the user's hook.
    package func adaptToTraits() {}
    /// What a class of this package does itself when its safe area changes, before the user's hook.
    func adaptToSafeArea() {}

    // MARK: Layout settings the engine reads

    /// Whether the frame the view is given is kept by generated constraints (true by default, as
    /// for views UIKit users create in code).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { engineIfCreated?.itemDidChange(self) } }
    }
    /// Whether the class lays out by constraints (false by default, as UIKit's); every view here does.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The size the content wants; ``noIntrinsicMetric`` on an axis means none.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// How far the frame reaches beyond the rectangle constraints align (a switch's edge): the
    /// engine places this alignment rect, whose size the intrinsic size is.
    open var alignmentRectInsets: EdgeInsets { .zero }
    /// The alignment rect of a view whose frame is `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of a view whose alignment rect is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.inset(by: alignmentRectInsets.negated) }
    /// The direction `attribute` lays out in, in a left-to-right language (as here).
    open class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    /// The direction `attribute` lays out in within `direction`.
    open class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                 relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(within: direction)
    }

    // MARK: Anchors: the node's handles for constraints, overridable on views as UIKit's are

    /// The leading edge (left in left-to-right layouts).
    open var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (right in left-to-right layouts).
    open var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    open var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    open var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    open var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    open var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    open var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    open var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    open var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    open var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The baseline of the first line of text (the bottom for a view without text).
    open var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text).
    open var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// Whether margins were set on this view (a controller's root view otherwise takes the system's).
    var hasOwnMargins = false

    /// Makes a node with a frame; `View`'s initializers make the nodes. Internal, so that `View`
    /// declares the `init(frame:)` subclasses override (and its `init()` calls theirs).
    init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// UIKit's decoding initializer, required as `NSCoding` makes it; there are no archives here.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }
}
