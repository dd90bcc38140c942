import AutoLayout
import UIKitRuntime
import Foundation
import MasonryPNG
import SnapshotTesting

// swift-snapshot-testing's UIKit strategies, by their names and with their parameters, so that a
// snapshot test written for iOS compiles here with its imports changed:
//
//     assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
//     assertSnapshot(of: controller, as: .recursiveDescription(on: .iPadPro11(.portrait)))
//     assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle: .dark)))
//     assertSnapshot(of: view, as: .recursiveDescription)
//
// A controller is shown as swift-snapshot-testing shows it: its view fills a window of the
// device's size whose safe area is the device's, inside a container controller, with the
// appearance calls; then the window lays out. The window has the device's traits as its screen's
// and the container overrides the given traits for the controller, so every view inside reads
// them all (size classes, idiom, scale, text size, style) from `traitCollection`.
// `drawHierarchyInKeyWindow` is accepted and changes nothing: there is one way to draw here.

#if MainActorViews
@preconcurrency @MainActor
#endif
/// `view` drawn at `traits`' scale; an image of no size when the view has no width or no height,
/// as UIKit's image renderer makes then (stored as swift-snapshot-testing's placeholder).
func drawing(_ view: View, _ traits: TraitCollection) -> Image {
    let scale = imageScale(traits)
    guard view.bounds.width > 0, view.bounds.height > 0 else { return Image(size: .zero, scale: scale) }
    return Image(PNGRenderer.rasterize(view, options: PNGRenderer.Options(scale: scale)), scale: scale)
}

/// Pixels per point for `traits`: their display scale, or the screen's 2 when they have none.
func imageScale(_ traits: TraitCollection) -> CGFloat {
    traits.displayScale > 0 ? traits.displayScale : 2
}

extension Snapshotting where Value == ViewController, Format == Image {
    /// The controller's view drawn as PNG at its own size, every pixel matching.
    public static var image: Snapshotting { .image() }

    /// The controller's view drawn as PNG on a device: laid out at `config`'s size (or `size`)
    /// with its safe area, in its traits with `traits` over them.
    ///
    /// - Parameters:
    ///   - config: The device.
    ///   - drawHierarchyInKeyWindow: Accepted for swift-snapshot-testing's spelling; no effect.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (1 − the largest
    ///     CIE 1976 difference as a fraction of 100).
    ///   - size: A size to use instead of the device's.
    ///   - traits: Traits to apply over the device's; their display scale, if any, is the
    ///     image's pixels per point (2 otherwise).
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: TraitCollection = .init()) -> Snapshotting {
        let device = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return controllerImage(device, traits: traits, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The controller's view drawn as PNG at `size` (its own size when nil), without a safe area,
    /// in `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: TraitCollection = .init()) -> Snapshotting {
        controllerImage(ViewImageConfig(safeArea: .zero, size: size, traits: traits), traits: traits,
                        precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func controllerImage(_ config: ViewImageConfig, traits: TraitCollection, precision: Float,
                                        perceptualPrecision: Float) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
            controller in
            assumeViewIsolation {
                SnapshotWindow.show(controller, on: config, traits: traits) { view, traits in drawing(view, traits) }
            }
        }
    }
}

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller's view as UIKit's `recursiveDescription` prints it, at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view as UIKit's `recursiveDescription` prints it, laid out on `config`
    /// (at `size` when given) with `traits` over the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: TraitCollection = .init()) -> Snapshotting {
        let device = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
            assumeViewIsolation {
                SnapshotWindow.show(controller, on: device, traits: traits) { view, _ in RecursiveDescription.of(view) }
            }
        }
    }
}

extension Snapshotting where Value == View, Format == Image {
    /// The view drawn as PNG, laid out at `size` (its own size when nil) in `traits`; their
    /// display scale, if any, is the image's pixels per point (2 otherwise).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for swift-snapshot-testing's spelling; no effect.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - size: The size to lay the view out at.
    ///   - traits: The traits to lay it out in.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: TraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view in
            assumeViewIsolation {
                // The view goes back to its frame after, as swift-snapshot-testing puts it back.
                let initialFrame = view.frame
                defer { view.frame = initialFrame }
                return SnapshotWindow.layOut(view, size: size, traits: traits) { view, traits in drawing(view, traits) }
            }
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The view as UIKit's `recursiveDescription` prints it, laid out at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view as UIKit's `recursiveDescription` prints it, laid out at `size` (its own size
    /// when nil) in `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: TraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            assumeViewIsolation {
                SnapshotWindow.layOut(view, size: size, traits: traits) { view, _ in RecursiveDescription.of(view) }
            }
        }
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Shows what a strategy snapshots as swift-snapshot-testing shows it on iOS, and takes it down
/// again.
enum SnapshotWindow {
    /// Shows `controller`'s view filling a window of `config`'s size and safe area (the view's own
    /// size without one), as the view of a child of the window's root controller, in the device's
    /// traits (the window's) with `traits` over them (the root controller's override for the
    /// child); runs the appearance calls and lays the window out; passes the view and the merged
    /// traits to `body`; then takes the controller out of the window again with the disappearance
    /// calls.
    ///
    /// As swift-snapshot-testing does, a navigation controller's window leaves out the top of the
    /// safe area (its bar covers it), and a tab bar controller's the bottom (and the top too when
    /// it shows a navigation controller).
    static func show<Result>(_ controller: ViewController, on config: ViewImageConfig, traits: TraitCollection,
                             _ body: (View, TraitCollection) -> Result) -> Result {
        let traits = TraitCollection(traitsFrom: [config.traits, traits])
        let content: View = controller.view
        var size = config.size ?? content.frame.size
        var safeArea = config.safeArea
        let kind = RecursiveDescription.className(of: type(of: controller)).kind
        if kind == "UINavigationController" || kind == "UITabBarController" && showsNavigation(controller) {
            size.height -= safeArea.top
            safeArea.top = 0
        }
        if kind == "UITabBarController" {
            size.height -= safeArea.bottom
            safeArea.bottom = 0
        }

        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.additionalSafeAreaInsets = safeArea
        window.environmentTraits = config.traits
        let container = ViewController()
        window.rootViewController = container

        content.frame = container.view.bounds
        container.view.addSubview(content)
        if content.translatesAutoresizingMaskIntoConstraints {
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: container.view.topAnchor),
                content.bottomAnchor.constraint(equalTo: container.view.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
            ])
        }
        container.addChild(controller)
        let before = content.traitCollection
        container.setOverrideTraitCollection(traits, forChild: controller)
        controller.didMove(toParent: container)
        announceTraits(below: content, before: before)
        controller.appearanceTransition(true, animated: false)
        window.layoutIfNeeded()
        if content.frame.width == 0 || content.frame.height == 0 {
            content.sizeToFit()
            content.setNeedsLayout()
            content.layoutIfNeeded()
        }

        let result = body(content, traits)

        controller.appearanceTransition(false, animated: false) {
            controller.willMove(toParent: nil)
            content.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
        }
        window.rootViewController = nil
        return result
    }

    /// Lays `view` out at `size` (its own when nil; fitted to its content when that is empty), in
    /// `traits` wherever the view and its controller set none of their own, and passes it and the
    /// traits to `body`; the view keeps its frame, and goes back to its superview's traits.
    static func layOut<Result>(_ view: View, size: CGSize?, traits: TraitCollection,
                               _ body: (View, TraitCollection) -> Result) -> Result {
        if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
        let before = view.traitCollection
        let environment = view.environmentTraits
        view.environmentTraits = TraitCollection(traitsFrom: [environment, traits])
        defer { view.environmentTraits = environment }
        announceTraits(below: view, before: before)
        view.layoutIfNeeded()
        if view.frame.width == 0 || view.frame.height == 0 {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return body(view, traits)
    }

    /// Tells `root` and the views below it, and their controllers, that they have their traits,
    /// as UIKit does when a view joins a window — unless traits set just now changed them from
    /// `before`, which told them already.
    static func announceTraits(below root: View, before: TraitCollection) {
        guard root.traitCollection == before else { return }
        var pending = [root]
        while let view = pending.popLast() {
            view.announceTraits(previous: nil)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Whether a tab bar controller shows a navigation controller: the child whose view is in its view.
    static func showsNavigation(_ controller: ViewController) -> Bool {
        controller.children.contains { child in
            child.isViewLoaded && child.view.isDescendant(of: controller.view)
                && RecursiveDescription.className(of: type(of: child)).kind == "UINavigationController"
        }
    }
}
