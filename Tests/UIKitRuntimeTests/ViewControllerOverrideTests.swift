import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime

/// A controller overriding UIKit's members as apps do, logging each call.
private final class Logging: ViewController {
    let name: String
    var log: [String] = []
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not decoded in these tests") }
    override func addChild(_ child: ViewController) {
        log.append("addChild")
        super.addChild(child)
    }
    override func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        log.append("present")
        super.present(controller, animated: animated, completion: completion)
    }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
    override func viewLayoutMarginsDidChange() { log.append("marginsDidChange") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "locked" }
}

/// UIViewController's members are overridable as on iOS, and its newer ones act.
@Suite struct ViewControllerOverrideTests {
    @Test func containmentAndPresentationRunTheOverrides() {
        let parent = Logging("parent"), child = ViewController(), sheet = ViewController()
        parent.addChild(child)
        parent.present(sheet, animated: false)
        #expect(parent.log == ["addChild", "present"])
        #expect(parent.children == [child] && parent.presentedViewController === sheet)
    }

    @Test func transitionSwapsTheChildrensViewsWithTheirAppearanceCalls() {
        let parent = Logging("parent"), old = Logging("old"), new = Logging("new")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        for child in [old, new] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(old.view)
        old.beginAppearanceTransition(true, animated: false)  // as a container shows its first child
        old.endAppearanceTransition()
        old.log.removeAll()
        var finished: Bool?
        var ran = false
        parent.transition(from: old, to: new, duration: 0.3, animations: { ran = true }) { finished = $0 }
        #expect(new.view.superview === parent.view && old.view.superview == nil)
        #expect(new.log.filter { $0.hasPrefix("new") } == ["new willAppear", "new didAppear"])
        #expect(old.log.filter { $0.hasPrefix("old") } == ["old willDisappear", "old didDisappear"])
        #expect(ran && finished == true)
    }

    @Test func transitionBetweenControllersThatAreNotChildrenIsADiagnostic() {
        let parent = ViewController(), stranger = ViewController(), child = ViewController()
        parent.addChild(child)
        var finished: Bool?
        let (_, diagnostics) = LayoutDiagnostics.collect {
            parent.transition(from: stranger, to: child, duration: 0, animations: nil) { finished = $0 }
        }
        #expect(diagnostics.map(\.message) == ["transition(from: ViewController, to: ViewController): both must be children of ViewController"])
        #expect(finished == false)
    }

    @Test func theCoordinatorIsThereDuringASizeTransitionOnly() {
        final class Rotating: ViewController {
            var seen: [Bool] = []
            let child = ViewController()
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                seen.append(transitionCoordinator === coordinator)
                seen.append(child.transitionCoordinator === coordinator)  // a child sees its parent's
            }
        }
        let controller = Rotating()
        controller.addChild(controller.child)
        controller.transition(to: CGSize(width: 480, height: 320))
        #expect(controller.seen == [true, true] && controller.transitionCoordinator == nil)
    }

    @Test func marginChangesOfTheViewReachTheController() {
        let controller = Logging("controller")
        controller.view.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(controller.log.contains("marginsDidChange"))
    }

    @Test func seguesWithoutAStoryboardAreDiagnosticsAndSeguesMadeInCodePerform() {
        let source = Logging("source"), destination = ViewController()
        let (_, diagnostics) = LayoutDiagnostics.collect { source.performSegue(withIdentifier: "showDetail", sender: nil) }
        #expect(diagnostics.map(\.message) == ["Receiver (Logging) has no segue with identifier 'showDetail'"])
        #expect(source.shouldPerformSegue(withIdentifier: "open", sender: nil))
        #expect(!source.shouldPerformSegue(withIdentifier: "locked", sender: nil))
        var performed = false
        let segue = StoryboardSegue(identifier: "showDetail", source: source, destination: destination) { performed = true }
        segue.perform()
        #expect(performed && segue.identifier == "showDetail" && segue.destination === destination)
    }
}
