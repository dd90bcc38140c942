import AutoLayout
import Foundation

/// Where a controller is in appearing and disappearing, as UIKit tracks it.
package enum AppearanceState: String, Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts the controller's view appearing (`isAppearing`) or disappearing: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, then passes the transition on to the
    /// children whose views are in its view, as UIKit's containers forward it. A transition to
    /// where the controller already is, or is going, calls nothing.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
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
        for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`, animated
    /// as the transition began, and ends the children's. Without one under way, it calls nothing.
    func endAppearance() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceIsAnimated)
            movingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared: return
        }
        for child in shownChildren { child.endAppearanceTransition() }
    }

    /// Whether the controller is on screen or going there: a child shown in its view then
    /// appears with it.
    package var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// The children whose views are in this controller's view.
    private var shownChildren: [ViewController] {
        guard isViewLoaded else { return [] }
        return children.filter { $0.isViewLoaded && $0.view.isDescendant(of: view) }
    }

    /// Runs a whole transition: begins it, runs `body` (the view moving in or out), ends it.
    package func appearanceTransition(_ isAppearing: Bool, animated: Bool, _ body: () -> Void = {}) {
        beginAppearanceTransition(isAppearing, animated: animated)
        body()
        endAppearanceTransition()
    }
}
