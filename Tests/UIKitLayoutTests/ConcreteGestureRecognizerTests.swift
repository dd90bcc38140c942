import Foundation
import Testing
import UIKitLayout
@_spi(MasonryPort) import UIKitRuntime

/// A card written as an iOS app writes it: a handle dragged by a pan and double-tapped, a body
/// tapped and swiped, and in the body a button and a badge that is long-pressed.
private final class CardView: UIView {
    let handle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let body = UIView(frame: CGRect(x: 0, y: 44, width: 300, height: 256))
    let button = UIButton(frame: CGRect(x: 200, y: 200, width: 80, height: 44))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 30))
    var log: [String] = []
    var offset = CGPoint.zero
    var velocity = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(handle)
        addSubview(body)
        body.addSubview(button)
        body.addSubview(badge)
        handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("didPan:")))
        body.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("didTap:")))
        let swipe = UISwipeGestureRecognizer(target: self, action: Selector("didSwipe"))
        swipe.direction = UISwipeGestureRecognizer.Direction.left.union(.up)
        body.addGestureRecognizer(swipe)
        let press = UILongPressGestureRecognizer(target: self, action: Selector("didPress:"))
        badge.addGestureRecognizer(press)
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector("didDoubleTap"))
        doubleTap.numberOfTapsRequired = 2
        handle.addGestureRecognizer(doubleTap)
        button.addTarget(self, action: Selector("didTapButton"), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func didPan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self)
        offset.x += translation.x
        offset.y += translation.y
        recognizer.setTranslation(.zero, in: self)  // each call adds only the latest move
        velocity = recognizer.velocity(in: self)
        log.append("pan \(recognizer.state)")
    }

    func didTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: body)
        log.append("tap at (\(point.x), \(point.y))")
    }

    func didSwipe() { log.append("swipe") }
    func didPress(_ recognizer: UILongPressGestureRecognizer) {
        let state: UIGestureRecognizer.State = recognizer.state
        log.append("press \(state)")
    }
    func didDoubleTap() { log.append("double tap") }
    func didTapButton() { log.append("button") }
}

/// The dispatcher the port plugin would generate for this file's card.
private func registerDispatcher() {
    SelectorDispatch.register("ConcreteGestureRecognizerTests") { target, name, arguments in
        guard let card = target as? CardView else { return false }
        func argument<T>(_ type: T.Type) -> T? {
            arguments.flatMap { SelectorDispatch.argument($0, 0, as: type, for: name) }
        }
        switch name {
        case "didPan:": if let recognizer = argument(UIPanGestureRecognizer.self) { card.didPan(recognizer) }
        case "didTap:": if let recognizer = argument(UITapGestureRecognizer.self) { card.didTap(recognizer) }
        case "didPress:": if let recognizer = argument(UILongPressGestureRecognizer.self) { card.didPress(recognizer) }
        case "didSwipe": if arguments != nil { card.didSwipe() }
        case "didDoubleTap": if arguments != nil { card.didDoubleTap() }
        case "didTapButton": if arguments != nil { card.didTapButton() }
        default: return false
        }
        return true
    }
}

/// UIKit's gesture recognizers as screen code uses them: tap, pan, swipe and long press, under
/// UIKit's names, reaching the card's methods by selector.
@Suite struct ConcreteGestureRecognizerTests {
    private func makeCard() -> (root: UIView, card: CardView) {
        registerDispatcher()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = CardView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        root.addSubview(card)
        return (root, card)
    }

    @Test func aTapOnTheBodyIsRecognizedButATapOnItsButtonIsTheButtons() {
        let (root, card) = makeCard()
        // (120, 244) in the root is (100, 144) in the card and (100, 100) in the body (at 44).
        root.tap(at: CGPoint(x: 120, y: 244))
        #expect(card.log == ["tap at (100.0, 100.0)"])
        // The button is at (200, 200) in the body, (220, 344) in the root: a single tap there is
        // the button's, as UIKit leaves a control its own taps.
        #expect(root.tap(at: CGPoint(x: 240, y: 360)) === card.button)
        #expect(card.log == ["tap at (100.0, 100.0)", "button"])
    }

    @Test func aPanReportsItsTranslationAndVelocity() {
        let (root, card) = makeCard()
        // The handle spans the card's top 44 points: (30, 120) to (130, 120) is 100 points right,
        // in 4 moves of 25 points a sixtieth of a second apart.
        root.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: 130, y: 120), steps: 4)
        #expect(card.log == ["pan began", "pan changed", "pan changed", "pan changed", "pan ended"])
        #expect(card.offset == CGPoint(x: 100, y: 0))
        // 25 points in 1/60 s is 1500 points a second (to within the timestamps' rounding).
        #expect(abs(card.velocity.x - 1500) < 0.05 && card.velocity.y == 0)
    }

    @Test func aSwipeIsRecognizedOnlyInItsDirectionsAndFarEnough() {
        let (root, card) = makeCard()
        // In the body: 100 points left and 10 down is mostly left.
        root.drag(from: CGPoint(x: 270, y: 200), to: CGPoint(x: 170, y: 210), steps: 3)
        #expect(card.log == ["swipe"])
        root.drag(from: CGPoint(x: 170, y: 200), to: CGPoint(x: 270, y: 200), steps: 3)  // right: not allowed
        root.drag(from: CGPoint(x: 270, y: 200), to: CGPoint(x: 240, y: 200), steps: 3)  // 30 points: too short
        #expect(card.log == ["swipe"])
        root.drag(from: CGPoint(x: 170, y: 380), to: CGPoint(x: 180, y: 300), steps: 3)  // 80 up, 10 right
        #expect(card.log == ["swipe", "swipe"])
    }

    @Test func aLongPressBeginsWhenHeldLongEnoughAndEndsAtTheLift() {
        let (root, card) = makeCard()
        // The badge is at (10, 10) in the body: (40, 164) in the root is inside it.
        root.press(at: CGPoint(x: 40, y: 164), duration: 0.6)
        #expect(card.log == ["press began", "press ended"])
        // Shorter than 0.5 s it is no press, but a tap on the body, at (20, 20) in it.
        root.press(at: CGPoint(x: 40, y: 164), duration: 0.3)
        #expect(card.log == ["press began", "press ended", "tap at (20.0, 20.0)"])
    }

    @Test func twoQuickTapsMakeADoubleTap() {
        let (root, card) = makeCard()
        root.tap(at: CGPoint(x: 40, y: 120))  // on the handle; the pan fails, as the finger never moves
        #expect(card.log.isEmpty)  // one tap of two
        root.tap(at: CGPoint(x: 40, y: 120))
        #expect(card.log == ["double tap"])
    }
}
