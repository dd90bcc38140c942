import Foundation
import Testing
import UIKitLayout
@_spi(MasonryPort) import UIKitRuntime

extension Notification.Name {
    fileprivate static let cartDidChange = Notification.Name("SelectorTargetTests.cartDidChange")
}

/// A screen written as an iOS app writes it, with `Selector("…")` where the port writes what
/// `#selector` names: a button's target, a bar button item, a notification, a timer, a delayed call.
private final class CheckoutViewController: UIViewController {
    let payButton = UIButton(type: .system)
    /// The cart whose notifications the screen observes: each test's own, as tests run together.
    let cart = NSObject()
    var log: [String] = []
    var payer: UIButton?
    var lastTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        payButton.addTarget(self, action: Selector("pay:"), for: .touchUpInside)
        view.addSubview(payButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self,
                                                            action: Selector("showHelp"))
        NotificationCenter.default.addObserver(self, selector: Selector("cartChanged:"), name: .cartDidChange, object: cart)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func pay(_ sender: UIButton) {
        log.append("pay")
        payer = sender
    }

    func showHelp() { log.append("help") }

    func cartChanged(_ notification: Notification) {
        log.append("cart \(notification.userInfo?["items"] ?? "?")")
    }

    func tick(_ timer: Timer) {
        log.append("tick")
        lastTimer = timer
    }

    func refresh() { log.append("refresh") }
}

/// The dispatcher the port plugin would generate for this file's screen.
private func registerDispatcher() {
    SelectorDispatch.register("SelectorTargetTests") { target, name, arguments in
        guard let screen = target as? CheckoutViewController else { return false }
        switch name {
        case "pay:":
            if let arguments, let sender = SelectorDispatch.argument(arguments, 0, as: UIButton.self, for: name) {
                screen.pay(sender)
            }
        case "showHelp": if arguments != nil { screen.showHelp() }
        case "cartChanged:":
            if let arguments, let note = SelectorDispatch.argument(arguments, 0, as: Notification.self, for: name) {
                screen.cartChanged(note)
            }
        case "tick:":
            if let arguments, let timer = SelectorDispatch.argument(arguments, 0, as: Timer.self, for: name) {
                screen.tick(timer)
            }
        case "refresh": if arguments != nil { screen.refresh() }
        default: return false
        }
        return true
    }
}

/// UIKit's target-action reaching an app's methods by selector: controls, bar button items,
/// `NotificationCenter`, `Timer` and `perform(_:with:afterDelay:)`.
@Suite struct SelectorTargetTests {
    @Test func aTappedButtonCallsItsTargetWithItselfAsSender() {
        registerDispatcher()
        let screen = CheckoutViewController()
        let root = present(screen)
        // (50, 120) is inside the button at 20…140 × 100…144.
        #expect(root.tap(at: CGPoint(x: 50, y: 120)) === screen.payButton)
        #expect(screen.log == ["pay"] && screen.payer === screen.payButton)
        #expect(screen.payButton.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["pay:"])
    }

    @Test func aBarButtonItemSendsItsActionWhenTapped() {
        registerDispatcher()
        let screen = CheckoutViewController()
        screen.loadViewIfNeeded()
        let item = screen.navigationItem.rightBarButtonItem
        #expect(item?.title == "Help" && item?.action == Selector("showHelp") && item?.target === screen)
        item?.tap()
        #expect(screen.log == ["help"])
        let orphan = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector("finish"))
        let (_, diagnostics) = LayoutDiagnostics.collect { orphan.tap() }
        #expect(diagnostics.map(\.message) == [
            "BarButtonItem sends finish to no target: a nil (or freed) target goes up the responder chain in UIKit, "
                + "and bar items are not in one here",
        ])
    }

    @Test func aNotificationReachesTheSelectorUntilTheObserverIsRemoved() {
        registerDispatcher()
        let screen = CheckoutViewController()
        screen.loadViewIfNeeded()
        NotificationCenter.default.post(name: .cartDidChange, object: screen.cart, userInfo: ["items": 3])
        #expect(screen.log == ["cart 3"])
        // Removing it for another sender leaves it; removing it altogether stops it.
        NotificationCenter.default.removeObserver(screen, name: .cartDidChange, object: NSObject())
        NotificationCenter.default.post(name: .cartDidChange, object: screen.cart, userInfo: ["items": 4])
        NotificationCenter.default.removeObserver(screen)
        NotificationCenter.default.post(name: .cartDidChange, object: screen.cart, userInfo: ["items": 5])
        #expect(screen.log == ["cart 3", "cart 4"])

        // An observer freed without removing itself is dropped at the next post, unreported.
        weak var freed: CheckoutViewController?
        final class Forgetful {}
        do {
            let forgetful = Forgetful()
            NotificationCenter.default.addObserver(forgetful, selector: Selector("cartChanged:"), name: .cartDidChange,
                                                   object: screen.cart)
            let other = CheckoutViewController()
            other.loadViewIfNeeded()
            freed = other
        }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            NotificationCenter.default.post(name: .cartDidChange, object: screen.cart, userInfo: ["items": 6])
        }
        #expect(freed == nil && diagnostics.isEmpty && screen.log == ["cart 3", "cart 4"])
    }

    @Test func aTimerPerformsItsSelectorWithItself() {
        registerDispatcher()
        let screen = CheckoutViewController()
        let timer = Timer(timeInterval: 60, target: screen, selector: Selector("tick:"), userInfo: ["order": 7],
                          repeats: false)
        #expect((timer.userInfo as? [String: Int]) == ["order": 7])
        timer.fire()
        #expect(screen.log == ["tick"] && screen.lastTimer === timer && !timer.isValid)

        let repeating = Timer.scheduledTimer(timeInterval: 0.01, target: screen, selector: Selector("tick:"),
                                             userInfo: nil, repeats: true)
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        repeating.invalidate()
        let ticks = screen.log.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        // At 10 ms intervals for 200 ms it fired at least twice, and not after it was invalidated.
        #expect(ticks >= 3 && screen.log.count == ticks && screen.lastTimer === repeating)
    }

    @Test func aDelayedPerformRunsWhenTheRunLoopDoes() {
        registerDispatcher()
        let screen = CheckoutViewController()
        screen.perform(Selector("refresh"), with: nil, afterDelay: 0.01)
        #expect(screen.log.isEmpty)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(screen.log == ["refresh"])
    }

    @Test func aSelectorWithNoMethodIsReported() {
        registerDispatcher()
        let screen = CheckoutViewController()
        #expect(screen.responds(to: Selector("pay:")) && !screen.responds(to: Selector("checkout")))
        let (_, diagnostics) = LayoutDiagnostics.collect { screen.perform(Selector("checkout")) }
        #expect(diagnostics.map(\.message) == [
            "Unrecognized selector checkout sent to CheckoutViewController: no method of that Objective-C name in "
                + "the sources ported for it",
        ])
    }
}
