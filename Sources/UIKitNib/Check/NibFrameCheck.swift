import AutoLayout
import Foundation
import UIKitRuntime

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A document laid out here, each view's frame compared with the frame Xcode stored for it: the
/// frames Xcode's own Auto Layout computed at design time, for the document's device.
///
/// Each top-level view of a xib is laid out at its stored size (in a window of the device's size
/// when it fills the screen, so that its safe area is the device's); each storyboard scene's
/// controller is a window's root, with the bars Xcode simulates added to its safe area. Views
/// Xcode marks misplaced or ambiguous, whose stored frame is not its layout's, are skipped.
public struct NibFrameCheck {
    /// One view's frame, stored and computed.
    public struct Entry: Sendable {
        /// The element's id.
        public var id: String
        /// The element's name and custom class (`label`, `view:AvatarView`).
        public var kind: String
        /// Where the element is in the file.
        public var line: Int
        /// The frame Xcode stored, in the superview's coordinates.
        public var stored: CGRect
        /// The frame laid out here.
        public var computed: CGRect
        /// Whether the frame depends on text (the view shows text, or contains a view that does):
        /// measured with other fonts here than Xcode's, so reported apart.
        public var dependsOnText: Bool
        /// Whether `computed` is within `tolerance` of `stored` on each edge.
        public func matches(within tolerance: CGFloat = 0.5) -> Bool {
            abs(stored.minX - computed.minX) <= tolerance && abs(stored.minY - computed.minY) <= tolerance
                && abs(stored.width - computed.width) <= tolerance && abs(stored.height - computed.height) <= tolerance
        }
    }

    /// Every view compared, in document order.
    public var entries: [Entry] = []
    /// Views skipped because Xcode marks them misplaced or ambiguous.
    public var skipped = 0
    /// What loading skipped, with where.
    public var warnings: [NibError] = []
    /// Each top-level view of a xib, or each scene's root view, laid out, with its element's id
    /// (a scene's: its controller's).
    public var roots: [(id: String, view: View)] = []

    /// How text views are measured.
    public enum TextSizes: String, Sendable, CaseIterable {
        /// With this machine's fonts (or fixed metrics).
        case measured
        /// As Xcode measured them: the size it stored for each text view is its intrinsic size, so
        /// that the comparison measures the layout, not the fonts.
        case stored
    }

    /// Lays out `document` and compares, measuring text as `textSizes` says.
    public init(document: NibDocument, textSizes: TextSizes = .measured) {
        storedTextSizes = textSizes == .stored
        switch document.kind {
        case .xib: checkXib(document)
        case .storyboard: checkStoryboard(document)
        }
    }

    private let storedTextSizes: Bool

    private mutating func checkXib(_ document: NibDocument) {
        let loader = NibLoader(document: document, owner: nil, modules: [], designTime: true, storedTextSizes: storedTextSizes)
        if let size = document.root.children(of: "objects").lazy.compactMap({ $0.child("rect", key: "frame")?.rect?.size }).first {
            loader.sizeClasses = .screen(of: size)
        }
        let topLevel = loader.makeTopLevelObjects().compactMap { $0 as? View }
        loader.finish()
        warnings += loader.warnings
        // The view File's Owner's `view` outlet names is a controller's root: its margins are the
        // system's minimum, as Xcode shows it.
        let ownersView = document.root.children(of: "objects")
            .first { $0["placeholderIdentifier"] == "IBFilesOwner" }?.children(of: "connections")
            .first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
        var windows: [Window] = []
        for root in topLevel {
            if let device = NibDevice.screen(of: root.frame.size, device: document.device, toolsVersion: document.toolsVersion) {
                let window = Window(frame: CGRect(origin: .zero, size: root.frame.size))
                window.additionalSafeAreaInsets = device.safeArea
                if let ownersView, loader.objects[ownersView] === root {
                    let controller = ViewController()
                    controller.view = root
                    window.rootViewController = controller
                    root.frame = window.bounds
                } else {
                    window.addSubview(root)
                }
                windows.append(window)
            }
            root.layoutIfNeeded()
        }
        _ = windows
        for node in document.root.children(of: "objects") {
            if let identifier = node["id"], let view = loader.objects[identifier] as? View, topLevel.contains(where: { $0 === view }) {
                roots.append((identifier, view))
            }
        }
        for node in document.root.children(of: "objects") { compare(node, loader: loader, parentIsRoot: true) }
    }

    private mutating func checkStoryboard(_ document: NibDocument) {
        let scenes = StoryboardReader.controllers(document)
        let bars = Self.inferredBars(scenes)
        for node in scenes.values.sorted(by: { $0.line < $1.line }) where node.name != "viewControllerPlaceholder" {
            let loader = NibLoader(document: document, owner: nil, modules: [])
            guard let controller = loader.makeController(node, scenes: [:]) else { continue }
            let (view, viewLoader) = NibLoader.loadSceneView(
                node, of: controller, document: document, modules: [], designTime: true, storedTextSizes: storedTextSizes)
            warnings += loader.warnings + viewLoader.warnings
            guard let view, let viewNode = node.children.first(where: { $0["key"] == "view" }) else { continue }
            let stored = viewNode.child("rect", key: "frame")?.rect
            controller.view = view
            let size = stored?.size ?? CGSize(width: 375, height: 667)
            let window = Window(frame: CGRect(origin: .zero, size: size))
            window.additionalSafeAreaInsets = Self.safeArea(of: node, size: size, document: document, bars: bars)
            window.rootViewController = controller
            view.frame = CGRect(origin: .zero, size: size)
            window.layoutIfNeeded()
            roots.append((node["id"] ?? "", view))
            compare(viewNode, loader: viewLoader, parentIsRoot: true)
        }
    }

    /// The safe area Xcode's canvas gives a scene's root view of `size`: a screen's (with no status
    /// bar over a screen without a sensor housing) and the bars the scene shows, simulated or
    /// inferred; none for a root smaller than a screen (freeform, or sized below the bars).
    private static func safeArea(of node: XMLNode, size: CGSize, document: NibDocument,
                                 bars: (navigated: Set<String>, tabbed: Set<String>)) -> EdgeInsets {
        guard let device = NibDevice.screen(of: size, device: document.device, toolsVersion: document.toolsVersion) else { return .zero }
        var insets = device.isNotched ? device.safeArea : EdgeInsets(top: 0, left: 0, bottom: device.safeArea.bottom, right: 0)
        let identifier = node["id"] ?? ""
        if let top = node.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
            if top.name == "simulatedNavigationBarMetrics" { insets.top += top.flag("prompted") == true ? 74 : 44 }
        } else if bars.navigated.contains(identifier) {
            insets.top += 44
        }
        if let bottom = node.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
            if bottom.name == "simulatedTabBarMetrics" { insets.bottom += 49 } else if bottom.name == "simulatedToolbarMetrics" { insets.bottom += 44 }
        } else if bars.tabbed.contains(identifier) {
            insets.bottom += 49
        }
        return insets
    }

    /// The controllers Xcode shows under a navigation bar (a navigation controller's root, and
    /// what its stack shows or pushes) and above a tab bar (a tab's controller and its stack's).
    private static func inferredBars(_ scenes: [String: XMLNode]) -> (navigated: Set<String>, tabbed: Set<String>) {
        var navigated = Set<String>()
        var tabbed = Set<String>()
        func segues(_ node: XMLNode) -> [XMLNode] { node.children(of: "connections").filter { $0.name == "segue" } }
        func spread(_ start: [String], into set: inout Set<String>) {
            var queue = start
            while let identifier = queue.popLast() {
                guard set.insert(identifier).inserted, let node = scenes[identifier] else { continue }
                for segue in segues(node) where ["show", "push"].contains(segue["kind"] ?? "") || segue["relationship"] == "rootViewController" {
                    if let destination = segue["destination"] { queue.append(destination) }
                }
            }
        }
        for node in scenes.values {
            if node.name == "navigationController" {
                let roots = segues(node).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
                let hidden = node.child("navigationBar", key: "navigationBar")?.flag("hidden") == true || node.flag("navigationBarHidden") == true
                if !hidden { spread(roots, into: &navigated) }
            }
            if node.name == "tabBarController" {
                spread(segues(node).filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }, into: &tabbed)
            }
        }
        return (navigated, tabbed)
    }

    /// Compares `node`'s view (unless it is a root, whose frame is given) and its subviews'.
    private mutating func compare(_ node: XMLNode, loader: NibLoader, parentIsRoot: Bool) {
        guard let identifier = node["id"], let view = loader.objects[identifier] as? View else { return }
        if !parentIsRoot, let stored = node.child("rect", key: "frame")?.rect {
            // A hidden view's stored frame is where it would be shown, not where it lays out.
            if node.flag("misplaced") == true || node.flag("ambiguous") == true || node.flag("hidden") == true {
                skipped += 1
            } else {
                let kind = node["customClass"].map { node.name + ":" + $0 } ?? node.name
                entries.append(Entry(id: identifier, kind: kind, line: node.line, stored: stored, computed: view.frame,
                                     dependsOnText: Self.dependsOnText(node)))
            }
        }
        var children = node.children(of: "subviews")
        if let content = node.child("tableViewCellContentView", key: "contentView") ?? node.child("view", key: "contentView") {
            children.append(content)
        }
        for child in children { compare(child, loader: loader, parentIsRoot: false) }
    }

    private static func dependsOnText(_ node: XMLNode) -> Bool {
        if NibLoader.textElements.contains(node.name) { return true }
        var children = node.children(of: "subviews")
        if let content = node.child("tableViewCellContentView", key: "contentView") ?? node.child("view", key: "contentView") {
            children.append(content)
        }
        return children.contains { dependsOnText($0) }
    }
}
