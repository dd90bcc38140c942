/// MasonryExamples: the 16 screens of Masonry's example app, written with this package's DSL; two
/// more with stack views and a self-sizing cell; and twelve screens and cells written as iOS apps
/// write them, with UIKit's and SnapKit's names (`UIKit/`).
/// Interactive screens become sequences of states.

import Foundation
import Masonry
import MasonryPNG
import MasonryRender

/// One state of a screen, captured when it was laid out: states of one screen share their views,
/// so each keeps its own frames and renders.
public struct ExampleState {
    /// What the state shows ("initial", "grown ×1.3", …).
    public let name: String
    /// Each keyed view's frame (relative to its superview) in this state.
    public let frames: [String: CGRect]
    /// Diagnostics raised while building and laying out the state.
    public let diagnostics: [LayoutDiagnostic]
    /// The state as SVG (animated when the state was reached by an animation).
    public let svg: String
    /// The state as box drawing.
    public let ascii: String
    /// The state's frame tree as JSON.
    public let json: String
    /// Every installed constraint, described.
    public let constraints: [String]
    /// A line of facts worth showing with the state (a content size, say).
    public let note: String?
    /// The state as PNG, when captured with `ExampleCapture.$pngScale` set.
    public let png: Data?
}

/// What capturing a state renders besides SVG, ASCII and JSON.
public enum ExampleCapture {
    /// Pixels per point of a PNG of each state; nil (the default) renders none.
    @TaskLocal public static var pngScale: CGFloat?
    /// Called with each state's name and root as it is captured (a cross-check renders it its
    /// own way there, while the views are in that state).
    @TaskLocal public static var inspector: Inspector?

#if MainActorViews
    /// What inspects a state: its name and root, on the main actor.
    public typealias Inspector = @MainActor @Sendable (_ state: String, _ root: View) -> Void
#else
    /// What inspects a state: its name and root.
    public typealias Inspector = @Sendable (_ state: String, _ root: View) -> Void
#endif
}

/// A screen of the example app.
public struct ExampleScreen {
    /// Masonry's title for the screen.
    public let title: String
    /// Its states, in order.
    public let states: [ExampleState]
}

/// The catalogue of example screens.
public enum Examples {
    /// Every screen, in the example app's order, built at `size` (320×416 by default).
    public static func all(size: CGSize = CGSize(width: 320, height: 416)) -> [ExampleScreen] {
        builders.map { $0.1(size) }
    }

    /// The titles, in order.
    nonisolated public static var titles: [String] { builders.map(\.0) }

    /// The screen titled `title` (case and spaces ignored), if there is one.
    public static func screen(named title: String, size: CGSize = CGSize(width: 320, height: 416)) -> ExampleScreen? {
        let wanted = normalized(title)
        return builders.first { normalized($0.0) == wanted }.map { $0.1(size) }
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

#if MainActorViews
    private typealias Builder = @MainActor @Sendable (CGSize) -> ExampleScreen
#else
    private typealias Builder = @Sendable (CGSize) -> ExampleScreen
#endif

    nonisolated private static let builders: [(String, Builder)] = [
        ("Basic", basic), ("Update Constraints", updateConstraints), ("Remake Constraints", remakeConstraints),
        ("Using Constants", usingConstants), ("Composite Edges", compositeEdges), ("Aspect Fit", aspectFit),
        ("Basic Animated", basicAnimated), ("Debugging Helpers", debuggingHelpers), ("Bacony Labels", baconyLabels),
        ("UIScrollView", scrollView), ("Array", array), ("Attribute Chaining", attributeChaining),
        ("Margins", margins), ("Views Distribute", viewsDistribute), ("Layout Guides", layoutGuides),
        ("Safe Area Layout Guides", safeAreaLayoutGuides), ("Stack Views", stackViews),
        ("Self-Sizing Cells", selfSizingCells),
        // Written as iOS apps write them, with UIKit's and SnapKit's names (UIKit/Screens.swift).
        ("Login Form", loginForm), ("Profile Header", profileHeader), ("Settings Rows", settingsRows),
        ("Chat Bubbles", chatBubbles), ("Toolbar", toolbar), ("Composer Above The Keyboard", composer),
        ("Onboarding Pages", onboarding), ("Masonry With UIKit Names", masonryCard), ("Post Cells", posts),
        ("Empty State", emptyState), ("Article", article), ("Product Grid", products),
    ]
}

/// A white root of `size`, keyed `superview`, as the example app's screens have.
func makeRoot(_ size: CGSize) -> View {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.mas.key = "superview"
    root.backgroundColor = .white
    return root
}

/// A coloured subview with a key.
@discardableResult
func addView(_ key: String, _ color: Color, to parent: View) -> View {
    let view = View()
    view.mas.key = key
    view.backgroundColor = color
    parent.addSubview(view)
    return view
}

/// Runs `body`, lays out `root` and captures the state, collecting diagnostics.
func state(_ name: String, _ root: View, note: String? = nil, _ body: () -> Void = {}) -> ExampleState {
    let (_, diagnostics) = LayoutDiagnostics.collect {
        body()
        root.layoutIfNeeded()
    }
    return capture(name, root, diagnostics: diagnostics, animation: nil, note: note)
}

/// Runs `body` inside `View.animate` and captures the state it animates to.
func animatedState(_ name: String, _ root: View, duration: Double, _ body: @escaping () -> Void) -> ExampleState {
    var animation: LayoutAnimation?
    let (_, diagnostics) = LayoutDiagnostics.collect {
        animation = View.animate(withDuration: duration, animations: {
            body()
            root.layoutIfNeeded()
        })
    }
    return capture(name, root, diagnostics: diagnostics, animation: animation, note: nil)
}

private func capture(_ name: String, _ root: View, diagnostics: [LayoutDiagnostic], animation: LayoutAnimation?,
                     note: String?) -> ExampleState {
    var frames: [String: CGRect] = [:]
    func collect(_ view: View) {
        if let key = view.debugName { frames[key] = view.frame }
        view.subviews.forEach(collect)
    }
    collect(root)
    var options = SVGRenderer.Options()
    options.highlight(diagnostics)
    let svg = animation.map { SVGRenderer.render($0, root: root, options: options) } ?? SVGRenderer.render(root, options: options)
    ExampleCapture.inspector?(name, root)
    let png = ExampleCapture.pngScale.flatMap {
        try? PNGRenderer.render(root, options: PNGRenderer.Options(scale: $0, colorsUnfilledViews: true))
    }
    return ExampleState(name: name, frames: frames, diagnostics: diagnostics, svg: svg,
                        ascii: ASCIIRenderer.render(root), json: JSONRenderer.render(root),
                        constraints: constraintDescriptions(root), note: note, png: png)
}
