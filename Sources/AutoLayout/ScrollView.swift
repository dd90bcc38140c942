import Foundation

/// A view that shows part of a larger content area (UIKit's `UIScrollView`).
///
/// As in UIKit, constraints between the scroll view's edges and views inside it describe the
/// content area, whose size becomes `contentSize`; its width, height and centre, and every
/// constraint to views outside, refer to the frame. `contentLayoutGuide` and `frameLayoutGuide`
/// name the two explicitly.
open class ScrollView: View {
    override var asScrollView: ScrollView? { self }

    /// The size of the content area; set by the layout when constraints determine it.
    public var contentSize = CGSize.zero
    // What a screen does with scrolling, kept: insets and indicators change no frame here.
    /// Extra room around the content (kept).
    public var contentInset = EdgeInsets.zero
    /// Whether the indicators show (kept).
    public var showsVerticalScrollIndicator = true, showsHorizontalScrollIndicator = true
    /// Whether the content bounces (kept).
    public var bounces = true, alwaysBounceVertical = false, alwaysBounceHorizontal = false
    /// Whether scrolling stops at multiples of the bounds (kept).
    public var isPagingEnabled = false
    /// Whether the user may scroll (kept).
    public var isScrollEnabled = true
    /// How dragging dismisses the keyboard (kept).
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// How far the content is scrolled: the content point shown at the frame's top left.
    public var contentOffset = CGPoint.zero {
        didSet {
            guard contentOffset != oldValue else { return }
            bounds.origin = contentOffset
            engineIfCreated?.itemDidChange(contentLayoutGuide)
            setNeedsLayout()
        }
    }

    /// The content area, in the scroll view's coordinates (its origin moves with the offset).
    public private(set) lazy var contentLayoutGuide: LayoutGuide = makeGuide("UIScrollView-contentLayoutGuide", .scrollContent)
    /// The scroll view's frame, as a guide.
    public private(set) lazy var frameLayoutGuide: LayoutGuide = makeGuide("UIScrollView-frameLayoutGuide", .scrollFrame)

    private func makeGuide(_ identifier: String, _ role: SystemGuideRole) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        return guide
    }
}
