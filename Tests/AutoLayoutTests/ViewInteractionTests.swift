import Foundation
import Testing
@testable import AutoLayout

/// An interaction recording what its view tells it.
private final class RecordingInteraction: Interaction {
    weak var view: View?
    var heard: [String] = []
    func willMove(to view: View?) { heard.append("will \(view == nil ? "leave" : "join")") }
    func didMove(to view: View?) { self.view = view; heard.append("did \(view == nil ? "leave" : "join")") }
}

/// A view whose tint changes are counted.
private final class TintedView: View {
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

/// UIView's interactions, motion effects, tint adjustment, text-size limits and the older
/// animation calls.
@Suite struct ViewInteractionTests {
    @Test func interactionsAreToldWhenAddedAndRemoved() {
        let view = View()
        let interaction = RecordingInteraction()
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        #expect(interaction.heard == ["will join", "did join", "will leave", "did leave"])
    }

    @Test func aMotionEffectInterpolatesAlongItsAxis() {
        let effect = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = NSNumber(value: -10)
        effect.maximumRelativeValue = NSNumber(value: 10)
        // Halfway to the right: (0.5 + 1) / 2 = 0.75 of the way from -10 to 10, so 5.
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: Offset(horizontal: 0.5, vertical: -1))?["center.x"] as? Double == 5)
        let group = MotionEffectGroup()
        group.motionEffects = [effect]
        let view = View()
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }

    @Test func aDimmedTreeShowsItsTintInGrey() {
        let root = View(), child = TintedView()
        root.addSubview(child)
        root.tintColor = Color(red: 1, green: 0, blue: 0)
        #expect(child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        // Red's brightness: 0.299 × 1 = 0.299, as a grey.
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.tintColor.red == 0.299 && child.tintColor.green == 0.299 && child.tintColor.blue == 0.299)
        child.tintAdjustmentMode = .normal
        // Told three times: the root's tint set, the root dimmed, then its own mode set.
        #expect(child.tintColor.red == 1 && child.tintChanges == 3)
    }

    @Test func textSizeLimitsClampTheTraitsBelow() {
        let root = View(), child = View()
        root.addSubview(child)
        root.environmentTraits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        root.maximumContentSizeCategory = .extraExtraLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        child.minimumContentSizeCategory = .extraExtraExtraLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(root.appliedContentSizeCategoryLimitsDescription.contains("maximum UICTContentSizeCategoryXXL"))
        #expect(View().appliedContentSizeCategoryLimitsDescription == "no limits")
    }

    @Test func theOlderAnimationCallsAndSettingsAreOverridableAndKept() {
        View.beginAnimations(nil, context: nil)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame.origin.x = 40
        View.commitAnimations()
        #expect(view.frame.minX == 40)  // the change landed at once
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.transform3D.m11 == 2)
        view.focusGroupPriority = .prioritized
        view.largeContentTitle = "Play"
        #expect(view.focusGroupPriority == .prioritized && view.largeContentTitle == "Play" && !view.isFocused)
        #expect(view.viewPrintFormatter().view === view)
    }
}
