import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// A button subclass that logs its configuration updates.
private final class UpdatingButton: Button {
    var log: [String] = []
    override func updateConfiguration() {
        log.append("update")
        super.updateConfiguration()
    }
}

/// Buttons' per-state settings (attributed titles, background images, symbol configurations),
/// configuration updates, the subtitle label, the system button and the behavioral style.
@Suite struct ButtonStateSettingsTests {
    @Test func stateSettingsFallBackToTheNormalState() {
        let button = Button(frame: .zero)
        button.setAttributedTitle(NSAttributedString(string: "Send"), for: .normal)
        #expect(button.title(for: .normal) == "Send" && button.attributedTitle(for: .selected) == nil)
        button.isSelected = true
        #expect(button.currentAttributedTitle?.string == "Send")
        let back = Image(size: CGSize(width: 4, height: 4))
        button.setBackgroundImage(back, for: .selected)
        #expect(button.currentBackgroundImage == back && button.backgroundImage(for: .normal) == nil)
        #expect(button.adjustsImageWhenHighlighted)
        button.adjustsImageWhenHighlighted = false
        #expect(!button.adjustsImageWhenHighlighted)
        let small = Image.SymbolConfiguration(pointSize: 12), large = Image.SymbolConfiguration(pointSize: 30)
        button.setPreferredSymbolConfiguration(small, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) === small)
        button.setPreferredSymbolConfiguration(large, forImageIn: .selected)
        #expect(button.currentPreferredSymbolConfiguration === large && button.imageView?.preferredSymbolConfiguration === large)
        #expect(button.behavioralStyle == .pad && button.preferredBehavioralStyle == .automatic)
    }

    @Test func stateChangesRunTheUpdateAfterUpdateConfiguration() {
        let button = UpdatingButton(frame: .zero)
        button.configurationUpdateHandler = { button in (button as? UpdatingButton)?.log.append("handler") }
        #expect(button.log == ["update", "handler"])  // setting the handler asks for an update
        button.isHighlighted = true
        button.isHighlighted = true  // no change: no update
        button.isEnabled = false
        #expect(button.log == ["update", "handler", "update", "handler", "update", "handler"])
        button.log.removeAll()
        button.setNeedsUpdateConfiguration()
        #expect(button.log == ["update", "handler"] && button.automaticallyUpdatesConfiguration)
    }

    @Test func theSubtitleLabelShowsTheConfigurationsSubtitle() {
        let button = Button(frame: .zero)
        #expect(button.subtitleLabel == nil)
        var configuration = Button.Configuration.filled()
        configuration.subtitle = "Tomorrow"
        button.configuration = configuration
        let label = button.subtitleLabel
        #expect(label?.text == "Tomorrow" && button.subtitleLabel === label)
    }

    @Test func aSystemButtonShowsItsImageAndSendsItsAction() {
        final class Listener {}
        let listener = Listener(), image = Image(size: CGSize(width: 22, height: 22))
        let button = Button.systemButton(with: image, target: listener, action: "didTap")
        #expect(button.buttonType == .system && button.image(for: .normal) == image)
        #expect(button.actions(forTarget: listener, forControlEvent: .touchUpInside) == ["didTap"])
        #expect(Button.systemButton(with: image, target: nil, action: nil).allControlEvents.isEmpty)
    }
}

/// A button's pointer style provider, asked with the highlight and rounded bounds UIKit proposes.
@Suite struct ButtonPointerStyleTests {
    @Test func theProviderIsAskedWithTheProposedEffectAndShape() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        // No provider: the proposal as is, a highlight of the button.
        #expect(button.pointerStyleProvider == nil && button.proposedPointerStyle()?.effect is PointerHighlightEffect)
        var asked: [String] = []
        button.pointerStyleProvider = { button, effect, shape in
            if case .roundedRect(let rect, let radius) = shape { asked.append("\(rect.width)×\(rect.height) r\(radius)") }
            return effect.preview.view === button ? PointerStyle.hidden() : nil
        }
        // The bounds, 80 × 30, with UIKit's corner radius of 8.
        #expect(button.proposedPointerStyle()?.isHidden == true && asked == ["80.0×30.0 r8.0"])
    }
}
