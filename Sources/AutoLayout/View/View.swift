import Foundation

/// A rectangle in a tree of views, laid out by constraints (UIKit's `UIView`, headless).
///
/// Frames are relative to the superview. A view with `translatesAutoresizingMaskIntoConstraints`
/// (the default) keeps the frame it is given; constraints position the others when the layout
/// pass runs (`layoutIfNeeded()`). UIKit's members are declared here, in the class's body, so
/// that subclasses override them as on iOS; the extensions named beside them do the work.
open class View: LayoutNode {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIView", View.self) }
    /// `<Label:title; frame = (16 20; 288 21)>`: the class, the key and the frame.
    open override var description: String { assumeViewIsolation { frameDescription } }

    /// Creates a view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        itemReference.refer(to: self)
    }

    /// UIKit's decoding initializer: a view archived in a nib (a `ViewArchiveCoder`) takes the
    /// archive's state, subviews and constraints; from any other coder, a zero-frame view.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        itemReference.refer(to: self)
        (coder as? any ViewArchiveCoder)?.decodeArchivedState(of: self)
    }

    /// A view with a zero frame; a convenience, so that subclasses overriding `init(frame:)` keep it.
    public convenience init() {
        self.init(frame: .zero)
    }

    deinit { itemReference.refer(to: nil as View?) }

    // MARK: Geometry (View+FrameChanges, View+Coordinates)

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect { get { storedFrame } set { setFrame(newValue) } }
    /// The view's rectangle in its own coordinates: its size, at an origin that scrolls content.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set { (boundsOrigin, frame.size) = (newValue.origin, newValue.size) }
    }
    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }
    /// The view's transform (kept: as in UIKit, Auto Layout places the untransformed frame).
    open var transform: CGAffineTransform {
        get { rareState?.transform ?? .identity }
        set { editRareState { $0.transform = newValue } }
    }
    /// Sets the frame the engine computed, without treating it as a new frame to keep.
    func applyEngineFrame(_ frame: CGRect) { setEngineFrame(frame) }
    /// Points per pixel of the view's content: the screen's scale unless set.
    open var contentScaleFactor: CGFloat {
        get { kept(\View.contentScaleFactor) ?? traitCollection.displayScale }
        set { keep(\View.contentScaleFactor, newValue) }
    }
    /// `point`, in this view's coordinates, in `view`'s (the root's when nil; other trees through their roots).
    open func convert(_ point: CGPoint, to view: View?) -> CGPoint { convertedFromRoot(point, to: view) }
    /// `point`, in `view`'s coordinates (the root's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: View?) -> CGPoint { (view ?? rootView).convert(point, to: self) }
    /// `rect`, in this view's coordinates, in `view`'s (the root's when nil).
    open func convert(_ rect: CGRect, to view: View?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    /// `rect`, in `view`'s coordinates (the root's when nil), in this view's.
    open func convert(_ rect: CGRect, from view: View?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }

    // MARK: The tree (View+Tree)

    /// The view this one is a subview of.
    open internal(set) var superview: View? {
        get { superviewReference?.view }
        set { superviewReference = newValue?.itemReference }
    }
    /// The subviews, back to front.
    @exclusivity(unchecked) open internal(set) var subviews: [View] = []
    /// The window at the root of the view's tree, if the root is one.
    open var window: Window? { rootView as? Window }
    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: View) -> Bool { itemReference.isInside(view) }
    /// Adds `view` on top of the subviews, taking it from any previous superview.
    open func addSubview(_ view: View) { attachSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: View, at index: Int) { attachSubview(view, at: index) }
    /// Inserts `view` just below `sibling` (on top if `sibling` is not a subview).
    open func insertSubview(_ view: View, belowSubview sibling: View) { attachSubview(view, nextTo: sibling, above: false) }
    /// Inserts `view` just above `sibling` (on top if `sibling` is not a subview).
    open func insertSubview(_ view: View, aboveSubview sibling: View) { attachSubview(view, nextTo: sibling, above: true) }
    /// Moves `view`, a subview, on top of the others.
    open func bringSubviewToFront(_ view: View) { if view.superview === self { attachSubview(view, at: subviews.count) } }
    /// Moves `view`, a subview, below the others.
    open func sendSubviewToBack(_ view: View) { if view.superview === self { attachSubview(view, at: 0) } }
    /// Swaps the subviews at two indexes (nothing if either is out of range).
    open func exchangeSubview(at first: Int, withSubviewAt second: Int) { swapSubviews(first, second) }
    /// Removes the view from its superview, with every constraint that links its subtree to the rest.
    open func removeFromSuperview() { detachFromSuperview() }
    /// The first view at or below this one whose `tag` is `tag`, breadth first.
    open func viewWithTag(_ tag: Int) -> View? { firstInSubtree(withTag: tag) }
    /// Called after `subview` joined this view's subviews; does nothing by default (UIKit's hook).
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` leaves this view's subviews; does nothing by default (UIKit's hook).
    open func willRemoveSubview(_ subview: View) {}
    /// The interactions added to the view (each told as it is added and removed).
    open var interactions: [any Interaction] {
        get { kept(\View.interactions) ?? [] }
        set { replaceInteractions(with: newValue) }
    }
    /// Adds `interaction`, telling it.
    open func addInteraction(_ interaction: any Interaction) { interactions.append(interaction) }
    /// Removes `interaction`, telling it.
    open func removeInteraction(_ interaction: any Interaction) { interactions.removeAll { $0 === interaction } }
    /// The motion effects on the view (kept: no motion sensor drives them here).
    open var motionEffects: [MotionEffect] {
        get { kept(\View.motionEffects) ?? [] }
        set { keep(\View.motionEffects, newValue) }
    }
    /// Adds a motion effect.
    open func addMotionEffect(_ effect: MotionEffect) { motionEffects.append(effect) }
    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: MotionEffect) { motionEffects.removeAll { $0 === effect } }
    /// Called before the view joins `newSuperview` or, with nil, leaves its superview (UIKit's hook).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view joined or left a superview (UIKit's hook).
    open func didMoveToSuperview() {}
    /// Called on the view and each view below it before their window changes (UIKit's hook).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called on the view and each view below it after their window changed (UIKit's hook).
    open func didMoveToWindow() {}

    // MARK: Drawing (View+Appearance, Layer+Sublayers). None of it changes the layout: as in
    // UIKit, a hidden view keeps its constraints (a stack view collapses the views it arranges).

    /// Whether the view and its subviews are left undrawn (false by default).
    open var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } }
    }
    /// The opacity the view and its subviews are drawn with, from 0 to 1 (1 by default).
    open var alpha: CGFloat { get { appearance.alpha } set { ownAppearance.alpha = newValue } }
    /// Whether the view draws every pixel of its bounds opaquely: a promise kept for descriptions.
    open var isOpaque = true
    /// The fill renderers draw the view with; nil lets them pick a colour from the key.
    open var backgroundColor: Color? { get { appearance.backgroundColor } set { ownAppearance.backgroundColor = newValue } }
    /// The tint: the colour set here, else the superview's, else the system's; nil goes back to inheriting.
    open var tintColor: Color! {
        get { adjustedTint ?? appearance.tintColor ?? superview?.tintColor ?? .tintColor }
        set { setOwnTintColor(newValue) }
    }
    /// Whether the tint shows as set or dimmed to grey (automatic: the superview's; normal at the root).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }
    /// Called when the tint the view shows changed (its own or an ancestor's); does nothing by default.
    open func tintColorDidChange() {}
    /// Whether subviews are drawn only inside the view's bounds (false by default).
    open var clipsToBounds: Bool { get { appearance.clipsToBounds } set { ownAppearance.clipsToBounds = newValue } }
    /// How content is fitted to the bounds (kept for renderers; no effect on layout, as in UIKit).
    open var contentMode: ContentMode { get { appearance.contentMode } set { ownAppearance.contentMode = newValue } }
    /// A number for finding the view again (`viewWithTag(_:)`); 0 by default.
    open var tag: Int { get { appearance.tag } set { ownAppearance.tag = newValue } }
    /// The class of the view's layer: override it to back the view with a `GradientLayer` or a `ShapeLayer`.
    open class var layerClass: AnyClass { Layer.self }
    /// The view's layer, made at first use as `layerClass` says (see Layer+Sublayers).
    open var layer: Layer { existingLayer ?? makeLayer() }
    /// A view whose opaque parts show this one (kept; renderers draw the view unmasked).
    open var mask: View? { get { kept(\View.mask) ?? nil } set { keep(\View.mask, newValue) } }
    /// Whether the drawing area is cleared before `draw(_:)` (kept; true by default).
    open var clearsContextBeforeDrawing: Bool {
        get { kept(\View.clearsContextBeforeDrawing) ?? true }
        set { keep(\View.clearsContextBeforeDrawing, newValue) }
    }
    /// The 3D transform of the view's layer: the affine `transform` unless a 3D one was set (kept, as `transform`).
    open var transform3D: CATransform3D {
        get { kept(\View.transform3D) ?? CATransform3DMakeAffineTransform(transform) }
        set { keep(\View.transform3D, newValue) }
    }
    /// A formatter for printing the view (no printer is reachable here).
    open func viewPrintFormatter() -> ViewPrintFormatter { ViewPrintFormatter(view: self) }
    /// Draws the view's content for printing: its `draw(_:)`, as UIKit's default.
    open func draw(_ rect: CGRect, for formatter: ViewPrintFormatter) { draw(rect) }
    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, in bounds coordinates:
    /// recorded when the view is first rendered and after `setNeedsDisplay()` (see View+Drawing),
    /// beneath the subviews. Draws nothing by default.
    open func draw(_ rect: CGRect) {}
    /// Asks for `draw(_:)` to be recorded again before the view is next rendered.
    open func setNeedsDisplay() { invalidateDrawing() }
    /// Asks for `draw(_:)` to be recorded again; the whole bounds are, whatever `rect` is.
    open func setNeedsDisplay(_ rect: CGRect) { invalidateDrawing() }
    /// Draws the view's layer tree into the current context, scaled to `rect`; false without a context.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { drawHierarchyInCurrentContext(rect, afterUpdates) }

    // MARK: Layout (View+Layout, View+FrameChanges, View+Autoresizing)

    /// How a view with autoresizing follows its superview's size (see View+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = [] { didSet { if !autoresizingMask.isEmpty { superview?.hasMaskedSubviews = true } } }
    /// Whether subviews follow this view's size by their `autoresizingMask` (true by default).
    open var autoresizesSubviews = true
    /// Positions the subviews and guides where the engine put them; overrides call `super` first.
    open func layoutSubviews() { engine.applyFrames(toSubviewsOf: self) }
    /// Marks the view as needing its subviews laid out at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() { needsFullLayout = true; markNeedsLayout() }
    /// Runs pending `updateConstraints()` calls, solves, and lays out every view that needs it.
    open func layoutIfNeeded() { engine.layOut() }
    /// Override to add or change constraints just before layout; the default does nothing.
    open func updateConstraints() {}
    /// Marks the view as needing `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { queueUpdateConstraints() }
    /// Runs the pending `updateConstraints()` calls of this view's tree, leaves first.
    open func updateConstraintsIfNeeded() { engine.runUpdateConstraints() }
    /// Whether `updateConstraints()` is pending for this view.
    open func needsUpdateConstraints() -> Bool { hasPendingUpdateConstraints }

    // MARK: Constraints (View+Constraints, View+Sizing)

    /// The constraints installed on this view (a stack view's own arrangement is not listed).
    open var constraints: [LayoutConstraint] {
        holdsArrangement ? heldConstraints.filter { $0.kind != .arrangement } : heldConstraints
    }
    /// Installs `constraint` on this view and activates it (UIKit's `addConstraint`).
    open func addConstraint(_ constraint: LayoutConstraint) { constraint.install(on: self) }
    /// Installs and activates each of `constraints` on this view.
    open func addConstraints(_ constraints: [LayoutConstraint]) { for constraint in constraints { addConstraint(constraint) } }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: LayoutConstraint) { if constraint.holder === self { constraint.isActive = false } }
    /// Deactivates each of `constraints` installed on this view.
    open func removeConstraints(_ constraints: [LayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }
    /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
    open func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { axis == .horizontal ? hugging.horizontal : hugging.vertical }
    /// Sets the priority with which the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) { setHugging(priority, for: axis) }
    /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
    open func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
    /// Sets the priority with which the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        setCompressionResistance(priority, for: axis)
    }
    /// The constraints that position this view along `axis`, the engine's own included.
    open func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] { constraintsPositioning(along: axis) }
    /// Whether the constraints leave this view's frame undetermined (never a root's or an autoresizing view's).
    open var hasAmbiguousLayout: Bool { isAmbiguouslyPlaced }
    /// UIKit shows another solution; the solver here keeps one, so a diagnostic names the ambiguous view.
    open func exerciseAmbiguityInLayout() { reportAmbiguityExercise() }

    // MARK: Sizing (View+Sizing, View+Coordinates)

    /// Tells the engine the intrinsic size has changed (it takes the new size at its next solve).
    open func invalidateIntrinsicContentSize() { intrinsicSizeDidChange() }
    /// The size the view would like within `size`: its intrinsic size where it has one, else its bounds'.
    open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicOrCurrentSize }
    /// Resizes the view to `sizeThatFits`: within `preferredMaxLayoutWidth` for a label that has one.
    open func sizeToFit() { frame.size = sizeThatFits(sizeToFitLimit) }
    /// The size the constraints give the view pulled towards `target` at these priorities (self-sizing cells).
    open func systemLayoutSizeFitting(_ target: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                      verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        fittingSize(target, horizontal: horizontal, vertical: vertical)
    }
    /// The smallest (`layoutFittingCompressedSize`) or largest size the constraints allow, near `target`.
    open func systemLayoutSizeFitting(_ target: CGSize) -> CGSize {
        fittingSize(target, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    // MARK: Baselines

    /// The view whose first baseline stands for this view's in constraints (itself by default).
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline stands for this view's in constraints.
    open var forLastBaselineLayout: View { self }

    // MARK: Margins, guides and direction (View+Margins, View+Guides)

    /// The margins in absolute terms (8 on every side by default).
    open var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = newValue.directional(for: effectiveUserInterfaceLayoutDirection) }
    }
    /// The margins by direction: leading is left in left-to-right layouts.
    open var directionalLayoutMargins: DirectionalEdgeInsets { get { storedMargins } set { setDirectionalMargins(newValue) } }
    /// Whether each edge's margin is measured from the safe area rather than the edge (true by default).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsDidChange() } }
    }
    /// Whether the view's margins are at least its superview's, where it reaches into them (false by default).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { marginsDidChange() } }
    }
    /// Called when the margins in effect changed; does nothing by default (UIKit's hook).
    open func layoutMarginsDidChange() {}
    /// A guide inset from the view's edges by its margins.
    open var layoutMarginsGuide: LayoutGuide { ownGuide(.layoutMargins, "UIViewLayoutMarginsGuide", LayoutGuide.init) }
    /// A guide in the layout margins no wider than text is comfortable to read (672 points), centred.
    open var readableContentGuide: LayoutGuide { ownGuide(.readableContent, "UIViewReadableContentGuide", LayoutGuide.init) }
    /// A guide inset from the view's edges by its safe-area insets.
    open var safeAreaLayoutGuide: LayoutGuide { ownGuide(.safeArea, "UIViewSafeAreaLayoutGuide", LayoutGuide.init) }
    /// A guide across the bottom of the view as tall as the keyboard, or as the safe area's bottom inset.
    open var keyboardLayoutGuide: KeyboardLayoutGuide { ownGuide(.keyboard, "UIKeyboardLayoutGuide", KeyboardLayoutGuide.init) }
    /// The guides added to this view.
    @exclusivity(unchecked) open internal(set) var layoutGuides: [LayoutGuide] = []
    /// Adds `guide` to this view (taking it from any other view).
    open func addLayoutGuide(_ guide: LayoutGuide) { attachGuide(guide) }
    /// Removes `guide` and every constraint that uses it.
    open func removeLayoutGuide(_ guide: LayoutGuide) { detachGuide(guide) }
    /// The part of the view covered by unsafe areas; its safe-area guide and margins follow an override.
    open var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }
    /// Insets added to the safe area; on a root view, the device's (notch, home indicator, bars).
    open var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }
    /// Called when the view's safe area changes (its own additional insets, or its controller's bars).
    open func safeAreaInsetsDidChange() {}
    /// The view's own direction setting; `.unspecified` inherits the superview's.
    @exclusivity(unchecked) open var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { directionDidChange() } }
    }
    /// The direction the view lays out in: its own setting, else its superview's.
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { resolvedLayoutDirection }

    // MARK: Traits (View+Traits)

    /// The interface style of this view and its subviews; `.unspecified` follows the superview.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { rareState?.overrideUserInterfaceStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }
    /// Called when the view's traits change (an override here or above, or the window's screen).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Touches and responders (View+HitTesting, View+Responder)

    /// Whether touches reach the view: hit testing passes over it and its subviews when false.
    open var isUserInteractionEnabled = true
    /// Whether the view takes touches alone (kept: touches here come one at a time).
    open var isExclusiveTouch: Bool { get { kept(\View.isExclusiveTouch) ?? false } set { keep(\View.isExclusiveTouch, newValue) } }
    /// Whether the view takes more than one touch at once (kept: touches here come one at a time).
    open var isMultipleTouchEnabled: Bool {
        get { kept(\View.isMultipleTouchEnabled) ?? false }
        set { keep(\View.isMultipleTouchEnabled, newValue) }
    }
    /// The deepest view at or below this one that takes touches at `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? { hitTestBelow(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the view: within its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }
    /// The next responder: the controller whose view this is, else the superview.
    open override var next: Responder? { owner ?? superview }
    /// Takes keyboard focus from the tree's first responder, if this view can (text fields and text views).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { moveFocus(to: self) }
    /// Gives up keyboard focus, if this view has it.
    @discardableResult
    open override func resignFirstResponder() -> Bool { moveFocus(from: self) }
    /// Whether this view has keyboard focus in its tree.
    open override var isFirstResponder: Bool { focusHolder?.view === self }
    /// Makes the view with focus at or below this one resign it; whether one did (no delegate refuses here).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFocus(below: self) }
    /// Whether the focus engine may focus the view: no by default (there is no focus engine here).
    open var canBecomeFocused: Bool { false }
    /// Whether the view has focus: never, with no focus engine here.
    open var isFocused: Bool { false }
    /// The focus group the view belongs to (kept).
    open var focusGroupIdentifier: String? {
        get { kept(\View.focusGroupIdentifier) ?? nil }
        set { keep(\View.focusGroupIdentifier, newValue) }
    }
    /// How the view's focus group ranks (kept).
    open var focusGroupPriority: FocusGroupPriority {
        get { kept(\View.focusGroupPriority) ?? .ignored }
        set { keep(\View.focusGroupPriority, newValue) }
    }
    /// How focus on the view is drawn (kept).
    open var focusEffect: FocusEffect? { get { kept(\View.focusEffect) ?? nil } set { keep(\View.focusEffect, newValue) } }
    /// Saves the view's state for restoration; nothing by default.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the view's state; nothing by default.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Whether a long press shows the large content viewer over the view (kept: no viewer is shown here).
    open var showsLargeContentViewer: Bool {
        get { kept(\View.showsLargeContentViewer) ?? false }
        set { keep(\View.showsLargeContentViewer, newValue) }
    }
    /// The title the large content viewer shows (kept).
    open var largeContentTitle: String? { get { kept(\View.largeContentTitle) ?? nil } set { keep(\View.largeContentTitle, newValue) } }
    /// Whether the viewer scales the image up (kept).
    open var scalesLargeContentImage: Bool {
        get { kept(\View.scalesLargeContentImage) ?? false }
        set { keep(\View.scalesLargeContentImage, newValue) }
    }
    /// Insets of the viewer's image (kept).
    open var largeContentImageInsets: EdgeInsets {
        get { kept(\View.largeContentImageInsets) ?? .zero }
        set { keep(\View.largeContentImageInsets, newValue) }
    }
    /// The smallest text size the view and its subviews take, whatever the user's (nil: no limit).
    open var minimumContentSizeCategory: ContentSizeCategory? {
        get { kept(\View.minimumContentSizeCategory) ?? nil }
        set { setContentSizeLimit(\View.minimumContentSizeCategory, newValue) }
    }
    /// The largest text size the view and its subviews take (nil: no limit).
    open var maximumContentSizeCategory: ContentSizeCategory? {
        get { kept(\View.maximumContentSizeCategory) ?? nil }
        set { setContentSizeLimit(\View.maximumContentSizeCategory, newValue) }
    }
    /// The text-size limits in effect on the view, its own and its ancestors', for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeLimitsDescription }
    /// The identifier state restoration saves the view under (kept: there is no restoration here).
    open var restorationIdentifier: String? {
        get { kept(\View.restorationIdentifier) ?? nil }
        set { keep(\View.restorationIdentifier, newValue) }
    }
    /// Whether smart invert leaves the view's content as it is (kept for accessibility code).
    open var accessibilityIgnoresInvertColors: Bool {
        get { kept(\View.accessibilityIgnoresInvertColors) ?? false }
        set { keep(\View.accessibilityIgnoresInvertColors, newValue) }
    }

    // MARK: Animation (View+Animation): blocks run at once, returning the frames they moved

    /// Runs `animations` now and returns the frames they moved, to draw the animation from.
    @discardableResult
    open class func animate(withDuration duration: TimeInterval, animations: () -> Void) -> LayoutAnimation {
        record(duration, .easeInOut, animations, nil)
    }
    /// Runs `animations` now and returns the frames they moved; `completion` follows at once.
    @discardableResult
    open class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                            completion: ((Bool) -> Void)?) -> LayoutAnimation {
        record(duration, .easeInOut, animations, completion)
    }
    /// The longer form: the delay is not waited for; `.curveLinear` draws it linear, `.repeat` never completes.
    @discardableResult
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        record(duration, curve(options), repeats: options.contains(.repeat), animations, completion)
    }
    /// The spring form, drawn with the ease-in-out curve.
    @discardableResult
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        record(duration, curve(options), repeats: options.contains(.repeat), animations, completion)
    }
    /// Runs `animations`, whose keyframes (`addKeyframe`) run in order at once; then `completion`.
    @discardableResult
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                     animations: () -> Void, completion: ((Bool) -> Void)? = nil) -> LayoutAnimation {
        record(duration, .linear, repeats: options.contains(.repeat), animations, completion)
    }
    /// Runs `animations`, whose keyframes run in order at once.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                     animations: () -> Void) {
        _ = record(duration, .linear, repeats: options.contains(.repeat), animations, nil)
    }
    /// Starts a block of changes animated together (UIKit's older form): they land at once here.
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    /// Ends the block begun by `beginAnimations(_:context:)`.
    open class func commitAnimations() {}
    /// Sets the older block's duration; its changes land at once here, so it changes nothing.
    open class func setAnimationDuration(_ duration: TimeInterval) {}
    /// Sets the older block's curve; its changes land at once here, so it changes nothing.
    open class func setAnimationCurve(_ curve: AnimationCurve) {}
    /// Runs a keyframe's `animations` at once.
    open class func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
        animations()
    }
    /// Runs `animations` as a transition of `view` (at once), then `completion`.
    open class func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _ = record(duration, curve(options), animations ?? {}, completion)
    }
    /// Puts `to` in `from`'s place (or shows it and hides `from`, with `.showHideTransitionViews`).
    open class func transition(from: View, to: View, duration: TimeInterval, options: AnimationOptions = [],
                               completion: ((Bool) -> Void)? = nil) {
        replace(from, with: to, options: options, completion: completion)
    }
    /// Runs a system animation on `views` (`.delete` removes them) with `parallelAnimations`.
    open class func perform(_ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
                            animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        perform(animation, on: views, animations: parallelAnimations, completion: completion)
    }
    /// Runs `actions` so that nothing they change is animated, even inside an animation block.
    open class func performWithoutAnimation(_ actions: () -> Void) { _ = AnimationRecorder.record(actions) }
    /// Runs `animations` with the repeat count and reversal given (at once, as every animation here).
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) { animations() }
    /// Turns animation on or off on this thread: while off, `animate` runs its block and returns no moves.
    open class func setAnimationsEnabled(_ enabled: Bool) { animationsDisabled.value = enabled ? nil : true }
    /// Whether `animate` records moves on this thread (true unless turned off).
    open class var areAnimationsEnabled: Bool { animationsDisabled.value == nil }
    /// The duration of the animation block running, or 0 outside one.
    open class var inheritedAnimationDuration: TimeInterval { runningDuration.value ?? 0 }
}
