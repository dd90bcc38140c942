import AutoLayout
import UIKitRuntime
import Foundation

extension Button {
    /// Sets the title for `state` from attributed text (its characters are the title).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        setTitle(title?.string, for: state)
        attributedTitles[state.rawValue] = title
    }
    /// The attributed title set for `state`.
    public func attributedTitle(for state: ControlState) -> NSAttributedString? { attributedTitles[state.rawValue] }
    /// Sets the background image for `state` (drawn behind; not part of the size, as in UIKit).
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { backgroundImages[state.rawValue] = image }
    /// The background image set for `state`.
    public func backgroundImage(for state: ControlState) -> Image? { backgroundImages[state.rawValue] }
    /// The background image of the current state, else the normal state's.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) ?? backgroundImage(for: .normal) }
    /// The attributed title of the current state, else the normal state's.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) ?? attributedTitle(for: .normal) }
    /// Whether the image darkens while highlighted.
    public var adjustsImageWhenHighlighted: Bool { get { kept(\Button.adjustsImageWhenHighlighted) ?? true } set { keep(\Button.adjustsImageWhenHighlighted, newValue) } }
    /// The menu the button shows.
    public var menu: Menu? { get { kept(\Button.menu) ?? nil } set { keep(\Button.menu, newValue) } }
    /// Whether a tap shows the menu rather than sending the primary action.
    public var showsMenuAsPrimaryAction: Bool { get { kept(\Button.showsMenuAsPrimaryAction) ?? false } set { keep(\Button.showsMenuAsPrimaryAction, newValue) } }

    private var attributedTitles: [UInt: NSAttributedString] {
        get { kept(\Button.attributedTitles) ?? [:] } set { keep(\Button.attributedTitles, newValue) }
    }
    private var backgroundImages: [UInt: Image] {
        get { kept(\Button.backgroundImages) ?? [:] } set { keep(\Button.backgroundImages, newValue) }
    }
}
