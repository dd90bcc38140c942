import Foundation
import Testing
@testable import AutoLayout

/// Animation turned off, and changes made without animation inside an animation block.
@Suite(.serialized) struct AnimationTests {
    @Test func animationsCanBeTurnedOff() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View(frame: .zero)
        root.addSubview(box)
        View.setAnimationsEnabled(false)
        defer { View.setAnimationsEnabled(true) }
        let animation = View.animate(withDuration: 0.3) { box.frame.origin.x = 10 }
        #expect(animation.moves.isEmpty && box.frame.origin.x == 10)
        #expect(Color { $0.userInterfaceStyle == .dark ? .black : .white } == .white)
    }

    @Test func changesWithoutAnimationAreNotAnimated() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = View(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        let animation = View.animate(withDuration: 0.3) {
            a.frame.origin.x = 50
            View.performWithoutAnimation { b.frame = CGRect(x: 5, y: 5, width: 5, height: 5) }
        }
        #expect(animation.moves.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(a)])
    }
}
