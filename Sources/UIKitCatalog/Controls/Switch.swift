import AutoLayout
import UIKitRuntime
import Foundation

// UIKit's small controls, with the intrinsic sizes they take by default on iOS 17 and the hugging
// priorities UIKit gives them; their drawing is a rectangle here.

/// An on/off switch (UIKit's `UISwitch`): 51 × 31, hugging at 750 on both axes.
open class Switch: Control {
    /// UIKit's name for this class, which declares it.
    open override class var uikitClassName: (name: String, declaredBy: AnyClass) { ("UISwitch", Switch.self) }

    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when on.
    open var onTintColor: Color?
    /// The colour of the knob.
    open var thumbTintColor: Color?
    /// The image on the track when on (kept: iOS ignores it since iOS 7).
    open var onImage: Image?
    /// The image on the track when off (kept, as `onImage`).
    open var offImage: Image?
    /// A title shown beside a checkbox-style switch, on a Mac (kept).
    open var title: String?
    /// The style asked for (kept: a phone's switch slides whatever is asked).
    open var preferredStyle = Style.automatic
    /// The style shown: a sliding switch, on a phone.
    open var style: Style { .sliding }
    /// How a switch looks (UIKit's `UISwitch.Style`).
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    /// A switch with a frame; its size comes from its intrinsic size under Auto Layout.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The track's size, 49 × 31: the frame is 51 wide, reaching 2 points past the track's trailing
    /// edge (`alignmentRectInsets`), as UIKit's.
    open override var intrinsicContentSize: CGSize { CGSize(width: 49, height: 31) }
    /// The 2 points the frame reaches past the track on the right, as UIKit's.
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
    /// A switch's frame size, 51 × 31, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    /// Made as on iOS without an archive (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
}
