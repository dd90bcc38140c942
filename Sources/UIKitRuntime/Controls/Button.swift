import AutoLayout
import Foundation

/// A tappable title (UIKit's `UIButton`), sized to its title plus `contentEdgeInsets`.
open class Button: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UIButton", Button.self) }

    /// UIKit's button types; the layout is the same for each.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The type the button was made with (`.system` for `Button()`).
    open package(set) var buttonType = ButtonType.system

    /// A button of `frame`, which (as UIKit's) is not opaque.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// A button of `type` (UIKit's `UIButton(type:)`). A `.contactAdd` button shows iOS's plus in a
    /// circle, an image of the size iOS gives it (24.33 × 23.67, as swift-snapshot-testing's iOS
    /// reference records), so the button is that size.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        if type == .contactAdd {
            setImage(Button.contactAddImage, for: .normal)
            contentEdgeInsets = .zero  // the image is the whole button
        }
    }

    /// The plus in a circle, as large as iOS draws it (there are no SF Symbols here).
    private static var contactAddImage: Image {
        Image(size: CGSize(width: 24 + 1.0 / 3, height: 23 + 2.0 / 3), scale: 3)
    }

    /// A button of `type` that runs `primaryAction` when tapped, titled with the action's title
    /// and image (UIKit's `UIButton(type:primaryAction:)`).
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        adopt(primaryAction)
    }

    /// A button with a frame that runs `primaryAction` when tapped, titled with the action's
    /// title and image.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A system-type button showing `image`, sending `action` to `target` when tapped. It is a
    /// `Button`, not `Self` (UIKit's returns the subclass): a subclass has no required
    /// initializer here to be made through.
    open class func systemButton(with image: Image, target: Any?, action: Selector?) -> Button {
        let button = Button(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Shows `primaryAction`'s title and image and runs it when tapped.
    private func adopt(_ primaryAction: Action?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The title shown in the normal state (UIKit's `title(for: .normal)`). Not public: UIKit's
    /// button has no `title`, and an app's subclass declares its own.
    package var title: String? {
        didSet {
            guard title != oldValue else { return }
            titleLabelStorage?.text = title
            invalidateIntrinsicContentSize()
        }
    }
    /// The font of the title (UIKit's `titleLabel?.font`; not public, as `title` is not).
    package var font = Font() {
        didSet {
            guard font != oldValue else { return }
            if let label = titleLabelStorage, label.font != font { label.font = font }
            invalidateIntrinsicContentSize()
        }
    }

    /// The label showing the title, as UIKit's `titleLabel`: setting its font sets the button's.
    open var titleLabel: Label? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        return label
    }
    private var titleLabelStorage: ButtonTitleLabel?

    /// The view showing the normal state's image, as UIKit's `imageView`: a subview, placed
    /// where the image sits, while the button has an image.
    open var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ImageView(image: image)
        // As UIKit's: clipped, not opaque, passing touches to the button.
        (view.clipsToBounds, view.isOpaque, view.isUserInteractionEnabled) = (true, false, false)
        imageViewStorage = view
        return view
    }
    private var imageViewStorage: ImageView?

    /// Puts the image view in while there is an image, at `imageRect(forContentRect:)`.
    private func placeImageView() {
        guard image != nil else {
            imageViewStorage?.removeFromSuperview()
            return
        }
        guard let view = imageView else { return }
        if view.superview !== self { addSubview(view) }
        view.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
    }

    // MARK: Settings kept for the pointer, the highlight and the role

    /// Whether a pointer changes over the button (kept: there is no pointer here).
    open var isPointerInteractionEnabled = false
    /// Whether a touch glows (kept).
    open var showsTouchWhenHighlighted = false
    /// Whether the image dims while disabled (kept).
    open var adjustsImageWhenDisabled = true
    /// Whether a tap toggles `isSelected` before the primary action runs.
    open var changesSelectionAsPrimaryAction = false
    /// Whether a pointer is over the button: never here.
    open var isHovered: Bool { false }
    /// Whether the button's menu is showing (between its interaction's display and end callbacks).
    open var isHeld: Bool { isShowingMenu }
    /// What the button does, for its styling (UIKit's `UIButton.Role`).
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
    /// The button's role (kept).
    open var role = Role.normal
    /// Sets the title's shadow colour for `state`.
    open func setTitleShadowColor(_ color: Color?, for state: ControlState) { titleShadowColors[state] = color }
    /// The title's shadow colour for `state`, else the normal state's.
    open func titleShadowColor(for state: ControlState) -> Color? { titleShadowColors[state] ?? titleShadowColors[.normal] }
    /// The title's shadow colour in the current state.
    open var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    private var titleShadowColors: [ControlState: Color] = [:]

    /// A finger lifted: a tap inside toggles `isSelected` first when `changesSelectionAsPrimaryAction`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: AutoLayout.Event?) {
        if changesSelectionAsPrimaryAction, isEnabled, let touch = touches.first,
           point(inside: touch.location(in: self), with: event) {
            isSelected.toggle()
        }
        super.touchesEnded(touches, with: event)
    }

    // MARK: Geometry, which subclasses override to move the title and image

    /// The rectangle the background fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the title and image share: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// The image's rectangle: its size, centred with the title in `contentRect`, before it.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        let titleWidth = (title ?? "").isEmpty ? 0 : font.width(of: Substring(title ?? "")).rounded(.up) + imagePadding
        return CGRect(x: contentRect.minX + (contentRect.width - size.width - titleWidth) / 2,
                      y: contentRect.minY + (contentRect.height - size.height) / 2, width: size.width, height: size.height)
    }
    /// The title's rectangle: one line after the image, centred with it in `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let imageWidth = image?.size.width ?? 0
        let width = font.width(of: Substring(title ?? "")), height = font.lineHeight.rounded(.up)
        return CGRect(x: contentRect.minX + imageWidth + (contentRect.width - imageWidth - width) / 2,
                      y: contentRect.minY + (contentRect.height - height) / 2, width: width, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeImageView()
    }
    /// Space around the content: 6 above and below, 12 at the sides by default.
    open var contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Moves the title inside the button (kept: as in UIKit, not part of the intrinsic size).
    open var titleEdgeInsets: EdgeInsets { get { kept(\Button.titleEdgeInsets) ?? .zero } set { keep(\Button.titleEdgeInsets, newValue) } }
    /// Moves the image inside the button (kept: as in UIKit, not part of the intrinsic size).
    open var imageEdgeInsets: EdgeInsets { get { kept(\Button.imageEdgeInsets) ?? .zero } set { keep(\Button.imageEdgeInsets, newValue) } }
    /// The configuration last set (see `Button+Configuration`), boxed: a button without one
    /// carries a reference, not the configuration's room.
    var storedConfiguration: Configuration? {
        get { configurationBox?.configuration }
        set { configurationBox = newValue.map(ConfigurationBox.init) }
    }
    private var configurationBox: ConfigurationBox?
    private final class ConfigurationBox {
        let configuration: Configuration
        init(_ configuration: Configuration) { self.configuration = configuration }
    }
    /// Space between the image and the title (a configuration's `imagePadding`; 0 otherwise).
    var imagePadding: CGFloat = 0 { didSet { if imagePadding != oldValue { invalidateIntrinsicContentSize() } } }

    // The normal state's values are stored on their own: they are the ones measured, at every
    // layout of every button; the other states' are looked up only when asked for.
    private var image: Image? {
        didSet {
            guard image != oldValue else { return }
            imageViewStorage?.image = image
            if image == nil || oldValue == nil { placeImageView() }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    private var titleColor: Color?
    private var otherTitles: [ControlState: String] = [:]
    private var otherTitleColors: [ControlState: Color] = [:]
    private var otherImages: [ControlState: Image] = [:]

    /// Sets the title for `state`; the normal state's is the one measured and drawn.
    open func setTitle(_ title: String?, for state: ControlState) {
        if state == .normal { self.title = title } else { otherTitles[state] = title }
    }

    /// The title for `state`, else the normal state's, as UIKit falls back.
    open func title(for state: ControlState) -> String? {
        state == .normal ? title : otherTitles[state] ?? title
    }

    /// The title shown in the button's current `state` (UIKit's `currentTitle`).
    open var currentTitle: String? { title(for: state) }
    /// The title's colour in the current `state` (UIKit's `currentTitleColor`).
    open var currentTitleColor: Color { titleColor(for: state) ?? Color(hex: 0x007AFF) }
    /// The image shown in the current `state` (UIKit's `currentImage`).
    open var currentImage: Image? { image(for: state) }

    /// Sets the title's colour for `state`.
    open func setTitleColor(_ color: Color?, for state: ControlState) {
        if state == .normal { titleColor = color } else { otherTitleColors[state] = color }
    }

    /// The colour set for the normal state's title, if one was (renderers draw the default as text).
    package var normalTitleColor: Color? { titleColor }

    /// A tap sends the primary action too, as UIKit's buttons do, or, when it shows its menu
    /// instead (`showsMenuAsPrimaryAction` with a menu), `.menuActionTriggered`.
    override var touchUpInsideEvents: Event {
        showsMenuAsPrimaryAction && menu != nil ? [.touchUpInside, .menuActionTriggered] : [.touchUpInside, .primaryActionTriggered]
    }

    // MARK: State images, attributed titles and the menu (see `Button+StateSettings`)

    /// Sets the title for `state` from attributed text (its characters are the title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) { storeAttributedTitle(title, for: state) }
    /// The attributed title set for `state`.
    open func attributedTitle(for state: ControlState) -> NSAttributedString? { stateSettings.attributedTitles[state] }
    /// The attributed title of the current state, else the normal state's.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) ?? attributedTitle(for: .normal) }
    /// Sets the background image for `state` (drawn behind; not part of the size, as in UIKit).
    open func setBackgroundImage(_ image: Image?, for state: ControlState) { stateSettings.backgroundImages[state] = image }
    /// The background image set for `state`.
    open func backgroundImage(for state: ControlState) -> Image? { stateSettings.backgroundImages[state] }
    /// The background image of the current state, else the normal state's.
    open var currentBackgroundImage: Image? { backgroundImage(for: state) ?? backgroundImage(for: .normal) }
    /// Whether the image darkens while highlighted (kept: images are not drawn here).
    open var adjustsImageWhenHighlighted: Bool {
        get { stateSettings.adjustsImageWhenHighlighted }
        set { stateSettings.adjustsImageWhenHighlighted = newValue }
    }
    /// The menu the button shows; with `showsMenuAsPrimaryAction` a tap shows it instead of the primary action.
    open var menu: Menu? {
        get { stateSettings.menu }
        set {
            stateSettings.menu = newValue
            if newValue != nil { isContextMenuInteractionEnabled = true }
        }
    }
    /// The configuration `menu` shows in.
    override var menuConfiguration: ContextMenuConfiguration? { buttonMenuConfiguration() }
    /// How the menu orders its elements (kept: menus are not shown here).
    open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder {
        get { stateSettings.menuElementOrder }
        set { stateSettings.menuElementOrder = newValue }
    }
    /// Sets the symbol configuration the image is shown with in `state`.
    open func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: ControlState) {
        storeSymbolConfiguration(configuration, for: state)
    }
    /// The symbol configuration for the image in `state`, else the normal state's.
    open func preferredSymbolConfigurationForImage(in state: ControlState) -> Image.SymbolConfiguration? {
        stateSettings.symbolConfigurations[state] ?? stateSettings.symbolConfigurations[.normal]
    }
    /// The symbol configuration for the image in the current state.
    open var currentPreferredSymbolConfiguration: Image.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    /// The style asked for (UIKit's: `.automatic`).
    open var preferredBehavioralStyle: BehavioralStyle {
        get { stateSettings.preferredBehavioralStyle }
        set { stateSettings.preferredBehavioralStyle = newValue }
    }
    /// The style shown: `.pad`, iOS's button, whatever is asked for.
    open var behavioralStyle: BehavioralStyle { preferredBehavioralStyle.resolved }
    /// The label showing the configuration's subtitle; nil for a button without a configuration, as UIKit's.
    open var subtitleLabel: Label? { configuredSubtitleLabel() }
    /// The settings above, boxed: a button that sets none carries a reference, not their room.
    var stateSettings: ButtonStateSettings {
        get { stateSettingsBox?.settings ?? ButtonStateSettings() }
        set {
            if stateSettingsBox == nil { stateSettingsBox = Box() }
            stateSettingsBox?.settings = newValue
        }
    }
    private var stateSettingsBox: Box?
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// The box the settings live in.
    final class Box { var settings = ButtonStateSettings() }

    // MARK: Configuration updates

    /// Whether state changes update the configuration's look for the state (kept: a configuration
    /// here has one look for every state; the update handler runs either way).
    open var automaticallyUpdatesConfiguration = true
    /// What runs after `updateConfiguration()`, when the button's state changes or an update is asked for.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (Button) -> Void
    /// Asks for a configuration update: `updateConfiguration()` then the update handler run at
    /// once (UIKit's run at the next layout, folding several requests into one).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
        configurationUpdateHandler?(self)
    }
    /// Updates the configuration for the current state; subclasses override it (the configuration
    /// here has one look for every state, so the default changes nothing).
    open func updateConfiguration() {}
    /// Whether the button is touched; a change asks for a configuration update, as UIKit's.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the button is selected; a change asks for a configuration update, as UIKit's.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the button responds; a change asks for a configuration update, as UIKit's.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } } }

    /// The title on one line at `titleRect(forContentRect:)`: centred with the image inside
    /// `contentEdgeInsets`, as UIKit centres a button's image and title in whatever size it has.
    open override var drawnText: DrawnText? {
        guard let title else { return nil }
        let origin = titleRect(forContentRect: contentRect(forBounds: bounds)).origin
        return DrawnText(lines: [Substring(title)], font: font, color: normalTitleColor, origin: origin)
    }

    /// The title's colour for `state`, else the normal state's, else UIKit's system blue
    /// (optional, as UIKit declares it; never nil here).
    open func titleColor(for state: ControlState) -> Color? {
        (state == .normal ? nil : otherTitleColors[state]) ?? titleColor ?? Color(hex: 0x007AFF)
    }

    /// Sets the image for `state`; the normal state's image is measured, before the title.
    open func setImage(_ image: Image?, for state: ControlState) {
        if state == .normal { self.image = image } else { otherImages[state] = image }
    }

    /// The image for `state`, else the normal state's.
    open func image(for state: ControlState) -> Image? {
        state == .normal ? image : otherImages[state] ?? image
    }

    /// The normal state's image, then its title, side by side, plus `contentEdgeInsets`.
    open override var intrinsicContentSize: CGSize {
        let image = self.image?.size ?? .zero
        let hasTitle = !(title ?? "").isEmpty
        let titleWidth = hasTitle ? font.width(of: Substring(title ?? "")).rounded(.up) : 0
        let titleHeight = hasTitle || image == .zero ? font.lineHeight.rounded(.up) : 0
        let padding = hasTitle && image != .zero ? imagePadding : 0
        return CGSize(width: image.width + padding + titleWidth + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(image.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var hasTextBaselines: Bool { true }

    open override var firstBaselineOffsetFromTop: CGFloat { contentEdgeInsets.top + font.ascender }

    open override var lastBaselineOffsetFromBottom: CGFloat {
        intrinsicContentSize.height - firstBaselineOffsetFromTop
    }
}
