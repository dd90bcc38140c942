import AutoLayout
import Foundation

/// How a control behaves and looks (UIKit's `UIBehavioralStyle`): `.automatic` resolves to
/// `.pad`, the style iOS shows on a phone or a pad; `.mac` only applies to Mac Catalyst apps.
public enum BehavioralStyle: UInt, Sendable {
    case automatic = 0
    case pad = 1
    case mac = 2

    /// The style a control asking for this one shows here: `.pad`, as iOS resolves every request.
    package var resolved: BehavioralStyle { .pad }
}
