import Foundation
import Testing
@testable import AutoLayout

/// A view that records UIKit's hooks as they are called.
private final class HookLog: View {
    var calls: [String] = []
    override func willMove(toSuperview newSuperview: View?) { calls.append("willMove(toSuperview: \(newSuperview?.debugName ?? "nil"))") }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib")
    }
}

/// The hooks UIKit calls as a view joins and leaves superviews and windows.
@Suite struct ViewHookTests {
    @Test func joiningAndLeavingASuperviewOutsideAWindow() {
        let parent = View(), view = HookLog()
        parent.debugName = "parent"
        parent.addSubview(view)
        #expect(view.calls == ["willMove(toSuperview: parent)", "didMoveToSuperview"])
        #expect(view.window == nil)
        view.calls.removeAll()
        view.removeFromSuperview()
        #expect(view.calls == ["willMove(toSuperview: nil)", "didMoveToSuperview"])
    }

    @Test func joiningAWindowTellsTheWholeSubtree() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.debugName = "window"
        let view = HookLog(), inner = HookLog()
        view.addSubview(inner)
        inner.calls.removeAll()
        window.addSubview(view)
        // The window changes for the view and the view below it: both hear of it, in UIKit's order.
        #expect(view.calls == ["willMove(toSuperview: window)", "willMove(toWindow: window)", "didMoveToWindow",
                               "didMoveToSuperview"])
        #expect(inner.calls == ["willMove(toWindow: window)", "didMoveToWindow"])
        #expect(view.window === window && inner.window === window)
        view.calls.removeAll()
        inner.calls.removeAll()
        view.removeFromSuperview()
        #expect(view.calls == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow",
                               "didMoveToSuperview"])
        #expect(inner.calls == ["willMove(toWindow: nil)", "didMoveToWindow"] && inner.window == nil)
    }

    @Test func awakeFromNibIsOnlyCalledByNibs() {
        let view = HookLog()
        #expect(view.calls.isEmpty)  // no nib loads it here
        view.awakeFromNib()          // an override that calls super runs as on iOS
        #expect(view.calls == ["awakeFromNib"])
    }
}
