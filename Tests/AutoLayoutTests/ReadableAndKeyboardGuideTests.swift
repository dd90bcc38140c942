import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// `readableContentGuide` and `keyboardLayoutGuide`, constrained and read.
@Suite struct ReadableAndKeyboardGuideTests {
    private func pinEdges(_ view: View, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func theReadableGuideIsTheMarginsAtMost672WideCentred() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let text = makeChild("text", in: root)
        let guide = root.readableContentGuide
        // Before any layout, read from the margins: 1024 - 16 = 1008 wide, more than 672, so
        // 672 centred: x = 8 + (1008 - 672) / 2 = 176; 768 - 16 = 752 tall.
        #expect(guide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
        pinEdges(text, to: guide)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 752))
        // Narrower than the limit: the whole margins area, 320 - 16 = 304 wide.
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(guide.layoutFrame == text.frame)
        // Margins move it: leading 20, trailing 40 → 320 - 60 = 260 wide from 20.
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 40)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 20, y: 8, width: 260, height: 464))
    }

    @Test func theKeyboardGuideStartsAtTheSafeAreasBottomAndRisesWithTheKeyboard() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let field = makeChild("field", in: root)
        let keyboard = root.keyboardLayoutGuide
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
        ])
        root.layoutIfNeeded()
        // No keyboard: the guide is the bottom inset, 34 tall at 480 - 34 = 446.
        #expect(keyboard.layoutFrame == CGRect(x: 0, y: 446, width: 320, height: 34))
        #expect(field.frame == CGRect(x: 0, y: 402, width: 320, height: 44))
        keyboard.keyboardHeight = 300
        root.layoutIfNeeded()
        // 480 - 300 = 180.
        #expect(keyboard.layoutFrame == CGRect(x: 0, y: 180, width: 320, height: 300))
        #expect(field.frame == CGRect(x: 0, y: 136, width: 320, height: 44))
        keyboard.keyboardHeight = 0
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        // Neither keyboard nor inset: a guide of no height at the bottom.
        #expect(field.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(keyboard.identifier == "UIKeyboardLayoutGuide" && root.readableContentGuide.identifier == "UIViewReadableContentGuide")
    }
}
