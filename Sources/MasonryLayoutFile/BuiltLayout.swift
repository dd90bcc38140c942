import Foundation
import Masonry
import UIKitRuntime
import MasonryRender

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A layout file built into views with the DSL and laid out.
public final class BuiltLayout {
    /// The file it was built from.
    public let file: LayoutFile
    /// The controller whose view is the root (it owns the top and bottom layout guides).
    public let controller: ViewController
    /// Every view by key, the root included.
    public let views: [String: View]
    /// Diagnostics raised while installing the constraints and laying out: conflicts, misuse.
    public let diagnostics: [LayoutDiagnostic]

    init(file: LayoutFile, controller: ViewController, views: [String: View], diagnostics: [LayoutDiagnostic]) {
        self.file = file
        self.controller = controller
        self.views = views
        self.diagnostics = diagnostics
    }

    /// The root view.
    public var root: View { controller.view }

    /// Every installed constraint, described.
    public var constraints: [String] { constraintDescriptions(root) }

    /// Keys of the views whose frames the constraints do not pin down, in file order.
    public var ambiguousViews: [String] {
        file.views.map(\.key).filter { views[$0]?.hasAmbiguousLayout == true }
    }

    /// The layout as SVG, views named in diagnostics marked.
    public func svg(showsConstraints: Bool = false) -> String {
        var options = SVGRenderer.Options(showsConstraints: showsConstraints)
        options.highlight(diagnostics)
        return SVGRenderer.render(root, options: options)
    }

    /// The layout as box drawing.
    public var ascii: String { ASCIIRenderer.render(root) }

    /// The frame tree as JSON.
    public var json: String { JSONRenderer.render(root) }

    /// A page with the render, its constraints and diagnostics.
    public var html: String {
        let title = file.title ?? file.path
        return HTMLRenderer.page(title: title, sections: [HTMLRenderer.Section(
            title: title, svg: svg(), constraints: constraints, diagnostics: diagnostics.map(\.message))])
    }
}
