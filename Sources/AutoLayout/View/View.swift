import Foundation

/// A rectangle in a tree of views, laid out by constraints (UIKit's `UIView`, headless).
///
/// Frames are relative to the superview. A view with `translatesAutoresizingMaskIntoConstraints`
/// (the default) keeps the frame it is given; constraints position the others when the layout
/// pass runs (`layoutIfNeeded()`).
open class View: Responder, LayoutItem {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIView", View.self) }
    /// `<Label:title; frame = (16 20; 288 21)>`: the class, the key and the frame.
    open override var description: String { assumeViewIsolation { frameDescription } }

    // Hot stored properties are `@exclusivity(unchecked)`: activation and layout read them for
    // every constraint and view, and the runtime's access checks cost more than the reads. They
    // are changed only through their own setters, never held inout across other calls.

    @exclusivity(unchecked) private var storedFrame: CGRect
    @exclusivity(unchecked) private var boundsOrigin = CGPoint.zero

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            AnimationRecorder.current?.willMove(self, from: storedFrame)
            let oldSize = storedFrame.size
            storedFrame = newValue
            frameDidChange()
            if hasMaskedSubviews && oldSize != newValue.size { resizeSubviews(from: oldSize) }
        }
    }

    /// The view's rectangle in its own coordinates: its size, at an origin that scrolls content.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// The view this one is a subview of.
    open internal(set) var superview: View? {
        get { superviewReference?.view }
        set { superviewReference = newValue?.itemReference }
    }
    @exclusivity(unchecked) private(set) nonisolated(unsafe) var superviewReference: ItemReference?
    /// The reference to this view everything else holds (subviews, constraints, the DSL),
    /// cleared when the view goes.
    package let itemReference = ItemReference()
    /// The subviews, back to front.
    @exclusivity(unchecked) open internal(set) var subviews: [View] = []

    /// A name for descriptions and diagnostics (Masonry's `mas_key`).
    public var debugName: String? {
        get { storedDebugName }
        set { storedDebugName = newValue }
    }
    /// Stored outside the views' isolation: naming the view's solver variables reads it there.
    nonisolated(unsafe) private var storedDebugName: String?
    /// What renderers draw the view with (see ``ViewAppearance``); the shared initial one until
    /// the first change.
    @exclusivity(unchecked) var appearance = ViewAppearance.initial

    // What renderers draw besides the frame. None of it changes the layout: as in UIKit, a
    // hidden view keeps its constraints (a stack view collapses the views it arranges).

    /// Whether the view and its subviews are left undrawn (false by default); a stack view
    /// collapses the arranged views that are hidden.
    open var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } }
    }
    /// The class of the view's layer (UIKit's `layerClass`): override it to back the view with a
    /// `GradientLayer` or a `ShapeLayer`.
    open class var layerClass: AnyClass { Layer.self }
    /// The tint for templated content and controls (UIKit's `UIColor!`): the colour set here, or
    /// else the superview's, or else the system tint; nil goes back to inheriting.
    open var tintColor: Color! {
        get { appearance.tintColor ?? superview?.tintColor ?? .tintColor }
        set { ownAppearance.tintColor = newValue }
    }
    /// Whether touches reach the view: hit testing passes over it and its subviews when false.
    open var isUserInteractionEnabled = true
    /// Whether the view draws every pixel of its bounds opaquely (UIKit's buttons and text fields
    /// do not): a promise to the drawing system, kept for descriptions.
    open var isOpaque = true
    /// How a view with autoresizing follows its superview's size (see View+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = [] { didSet { if !autoresizingMask.isEmpty { superview?.hasMaskedSubviews = true } } }
    /// Whether a subview has ever had an autoresizing mask: resizing skips the walk otherwise.
    @exclusivity(unchecked) var hasMaskedSubviews = false
    /// Whether subviews follow this view's size by their `autoresizingMask` (true by default).
    open var autoresizesSubviews = true

    /// The controller whose view this is, told before and after its layout.
    package weak var owner: (any ViewOwner)?

    /// Whether the frame the view is given is kept by generated constraints (true by default, as
    /// for views UIKit users create in code).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { engineIfCreated?.itemDidChange(self) } }
    }

    /// Every constraint installed on this view, a stack view's own included: what the engine reads.
    @exclusivity(unchecked) var heldConstraints: [LayoutConstraint] = []
    /// Whether some of the constraints held here are a stack view's arrangement.
    var holdsArrangement: Bool { false }

    /// How strongly the view resists growing beyond its intrinsic size, per axis (250 by default).
    @exclusivity(unchecked) var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// How strongly the view resists shrinking below its intrinsic size, per axis (750 by default).
    @exclusivity(unchecked) var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// The margins, stored by direction and resolved when read.
    @exclusivity(unchecked) private var storedMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The view's own direction setting; `.unspecified` inherits the superview's.
    @exclusivity(unchecked) open var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { directionDidChange() } }
    }

    /// The guides added to this view.
    @exclusivity(unchecked) open internal(set) var layoutGuides: [LayoutGuide] = []

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
    @exclusivity(unchecked) var needsUpdateConstraints = false

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        itemReference.refer(to: self)
    }

    /// UIKit's decoding initializer, required as `NSCoding` makes it, so that subclasses declare
    /// theirs and call `super.init(coder:)` as on iOS. There are no archives here: the view is
    /// made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        itemReference.refer(to: self)
    }

    /// Creates a view with a zero frame. A convenience initializer, as in UIKit, so that a
    /// subclass overriding `init(frame:)` still has `init()` (a default argument would not be
    /// inherited by the override).
    public override convenience init() {
        self.init(frame: .zero)
    }

    deinit { itemReference.refer(to: nil as View?) }

    // MARK: The tree

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

    /// Called after `subview` joined this view's subviews; does nothing by default (UIKit's hook).
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` leaves this view's subviews; does nothing by default (UIKit's hook).
    open func willRemoveSubview(_ subview: View) {}

    /// Called before the view joins `newSuperview` or, with nil, leaves its superview (UIKit's hook).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view joined or left a superview (UIKit's hook).
    open func didMoveToSuperview() {}
    /// Called on the view and each view below it before their window changes (UIKit's hook).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called on the view and each view below it after their window changed (UIKit's hook).
    open func didMoveToWindow() {}
    // MARK: Touches (see View+HitTesting)

    /// The deepest view at or below this one that takes touches at `point` (in this view's
    /// coordinates), as UIKit finds it (`hitTestBelow`).
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? { hitTestBelow(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the view: within its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }
    /// The next responder: the controller whose view this is, else the superview.
    open override var next: Responder? { owner ?? superview }

    /// Called by UIKit on views loaded from a nib: never here (there are no nibs), but overridable.
    open func awakeFromNib() {}

    // MARK: Fitting size

    /// The size the view's constraints give it when pulled towards `target` at the given
    /// priorities — the self-sizing cell's question, with `.required` width and
    /// `.fittingSizeLevel` height. Changes no frame; cells may override it, as in UIKit.
    open func systemLayoutSizeFitting(_ target: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                      verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        fittingSize(target, horizontal: horizontal, vertical: vertical)
    }

    /// The smallest (`layoutFittingCompressedSize`) or largest size the constraints allow, as near
    /// `target` as they let it be.
    open func systemLayoutSizeFitting(_ target: CGSize) -> CGSize {
        fittingSize(target, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    // MARK: Intrinsic size

    /// The size the content wants; ``noIntrinsicMetric`` on an axis means none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    // MARK: Baselines

    /// Distance from the top to the first line's baseline; a view without text uses its bottom.
    open var firstBaselineOffsetFromTop: CGFloat { frame.height }
    /// Distance from the last line's baseline to the bottom; a view without text uses its bottom.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }
    /// Whether the baseline offsets are constants of the content (text), rather than the bottom edge.
    open var hasTextBaselines: Bool { false }
    /// The view whose first baseline stands for this view's in constraints: itself, unless a
    /// subclass names one of its subviews (UIKit's `forFirstBaselineLayout`).
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline stands for this view's in constraints (`forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    /// The text this view draws and where, as renderers ask every view: nil for none. Views that
    /// show text (labels, buttons, text fields) override it.
    open var drawnText: DrawnText? { nil }
    /// What UIKit's description of this view prints beyond `UIView`'s fields, which each class adds.
    package var descriptionExtras: DescriptionExtras { DescriptionExtras() }

    // MARK: Margins and direction

    /// The margins by direction: leading is left in left-to-right layouts.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { storedMargins }
        set {
            hasOwnMargins = true
            guard newValue != storedMargins else { return }
            storedMargins = newValue
            marginsDidChange()
        }
    }
    /// Whether margins were set on this view (a controller's root view otherwise takes the system's).
    private(set) var hasOwnMargins = false

    /// Whether each edge's margin is measured from the safe area rather than the edge (true by
    /// default, as in UIKit): a view under a notch keeps its content clear of it.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsDidChange() } }
    }

    /// Whether the view's margins are at least its superview's, where it reaches into them
    /// (false by default).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { marginsDidChange() } }
    }

    private func directionDidChange() {
        engineIfCreated?.directionDidChange(below: self)
        setNeedsLayout()
    }

    // MARK: Safe area

    /// Insets added to the safe area; on a root view, the device's (notch, home indicator, bars).
    open var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            safeAreaDidChange()
        }
    }

    // MARK: Frame changes (see View+FrameChanges)

    /// Sets the frame the engine computed, without treating it as a new frame to keep.
    func applyEngineFrame(_ frame: CGRect) {
        guard frame != storedFrame else { return }
        AnimationRecorder.current?.willMove(self, from: storedFrame)
        let oldSize = storedFrame.size
        storedFrame = frame
        if frame.size != oldSize {
            setNeedsLayout()  // as UIKit, a new size lays the view out again
            if hasMaskedSubviews { resizeSubviews(from: oldSize) }
        }
    }

    // MARK: Layout pass

    /// Positions the subviews (and this view's guides) where the engine put them. Override to
    /// adjust; call `super.layoutSubviews()` first. Calling it again after changing constraints
    /// re-solves.
    open func layoutSubviews() {
        engine.applyFrames(toSubviewsOf: self)
    }

    /// Override to add or change constraints just before layout; the default does nothing.
    open func updateConstraints() {}

    // MARK: Responders

    /// Takes keyboard focus from the tree's current first responder, if this view can (text
    /// fields and text views can); the keyboard itself is not modelled.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { moveFocus(to: self) }

    /// Gives up keyboard focus, if this view has it.
    @discardableResult
    open override func resignFirstResponder() -> Bool { moveFocus(from: self) }

    /// Whether this view has keyboard focus in its tree.
    open override var isFirstResponder: Bool { focusHolder?.view === self }

    // MARK: Frame-based sizing

    /// The size the view would like within `size`: its intrinsic size on the axes that have one,
    /// its current size on the others (a plain view's is its bounds' size, as UIKit's).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    // MARK: Changes screen code reacts to

    /// Called when the view's traits change (an override here or above, or the window's screen).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// What a class of this package does itself when its traits change, before the user's hook.
    package func adaptToTraits() {}

    /// Called when the view's safe area changes (its own additional insets, or its controller's bars).
    open func safeAreaInsetsDidChange() {}
    /// What a class of this package does itself when its safe area changes, before the user's hook.
    func adaptToSafeArea() {}
    /// The part of the view covered by unsafe areas (see View+Guides); open, as UIKit's, and its
    /// `safeAreaLayoutGuide` and margins follow what an override answers.
    open var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }
}
