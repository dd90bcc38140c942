import AutoLayout
import Foundation

/// Where a controller is in appearing and disappearing, as UIKit tracks it.
package enum AppearanceState: String, Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts the controller's view appearing (`isAppearing`) or disappearing: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, as UIKit's does for containers that show
    /// their children themselves. A transition to where the controller already is, or is going,
    /// calls nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceIsAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        default: return
        }
    }

    /// Ends the transition begun last: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`, animated
    /// as the transition began.
    /// Without one under way, it calls nothing.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared: return
        }
    }

    /// Runs a whole transition: begins it, runs `body` (the view moving in or out), ends it.
    package func appearanceTransition(_ isAppearing: Bool, animated: Bool, _ body: () -> Void = {}) {
        beginAppearanceTransition(isAppearing, animated: animated)
        body()
        endAppearanceTransition()
    }
}
