import Foundation

extension View {
    /// Makes the view's layer as `layerClass` says; its corner radius, border and clipping are
    /// the view's own properties. Swift cannot make an instance of a class known only at run time
    /// unless its initializer is `required`, which would oblige every layer subclass an app
    /// declares: so a `layerClass` of the app's own is made as the nearest of `Layer`,
    /// `GradientLayer` and `ShapeLayer` it inherits from, with a diagnostic.
    func makeLayer() -> Layer {
        let kind = (type(of: self).layerClass as? Layer.Type) ?? Layer.self
        let layer = kind.madeForView(self)
        if type(of: layer) != kind {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "\(type(of: self))'s layerClass \(kind) "
                + "cannot be made here: its layer is a \(type(of: layer)), the nearest class the package can make"))
        }
        setExtensionEntry(layer, for: ObjectIdentifier(Layer.self))
        return layer
    }

    /// The layer, once made: renderers pass over views that never made one.
    package var existingLayer: Layer? { extensionEntry(for: ObjectIdentifier(Layer.self)) as? Layer }
}

extension Layer {
    /// The added sublayers drawn right after `subview`'s layer (nil: before every subview's). Those
    /// whose subview has left sit at the bottom.
    package func addedSublayers(above subview: View?) -> [Layer] {
        added.filter { layer in
            guard let anchor = layer.stackedAbove, anchor.superview === view else { return subview == nil }
            return anchor === subview
        }
    }

    /// Whether layers were added to this one (a view's subviews' layers aside).
    package var hasAddedSublayers: Bool { !added.isEmpty }

    /// Every sublayer, bottom first.
    var ordered: [Layer] {
        guard let view else { return added }
        var all = addedSublayers(above: nil)
        for subview in view.subviews { all += [subview.layer] + addedSublayers(above: subview) }
        return all
    }
}

extension Layer {
    /// `insertSublayer(_:at:)`'s work.
    func attachSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self, layer.view == nil else {
            if let view = layer.view {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message: "the layer of \(type(of: view)) "
                    + "cannot be added to another layer: a view's layer moves with its view (addSubview)"))
            }
            return
        }
        layer.removeFromSuperlayer()
        let all = ordered, index = min(index, all.count)
        layer.owner = self
        guard let view, index > 0 else {
            layer.stackedAbove = nil
            added.insert(layer, at: 0)
            return
        }
        let below = all[index - 1]
        if let subview = below.view, subview.superview === view {
            layer.stackedAbove = subview
            added.insert(layer, at: added.firstIndex { $0.stackedAbove === subview } ?? added.count)
        } else {
            layer.stackedAbove = below.stackedAbove
            added.insert(layer, at: (added.firstIndex { $0 === below } ?? added.count - 1) + 1)
        }
    }
}
