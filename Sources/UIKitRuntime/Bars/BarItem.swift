import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a bar's items share (UIKit's `UIBarItem`, an `NSObject`): a title, an image, whether it
/// responds and a tag.
open class BarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: Image?
    /// The image in a landscape phone's shorter bar (kept).
    open var landscapeImagePhone: Image?
    /// Whether the item responds (kept: nothing here taps a bar).
    open var isEnabled = true
    /// A number for finding the item again.
    open var tag = 0
    /// Sets the attributes of the title for `state` (kept).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The attributes of the title for `state`, as set.
    open func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The identifier UI tests find the item by (kept).
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads for the item (kept: there is no VoiceOver here).
    open var accessibilityLabel: String?
    /// What VoiceOver adds after the label (kept).
    open var accessibilityHint: String?
    /// The item's value as VoiceOver reads it (kept).
    open var accessibilityValue: String?
    /// How VoiceOver treats the item (kept).
    open var accessibilityTraits: AccessibilityTraits = []
    /// Whether VoiceOver reads the item itself (kept).
    open var isAccessibilityElement = false

    /// An item with no title or image.
    public override init() {}

    /// UIKit's decoding initializer, required as `NSCoding` makes it: there are no archives
    /// here, so the item is made as `init()` makes it.
    public required init?(coder: NSCoder) {}
}
