import Foundation

extension View {
    /// `View:key` (the accessibility identifier without a key), or `View:0x…` without either; the
    /// class name is the dynamic one (`Label:title`).
    package var keyDescription: String {
        String(describing: type(of: self)) + ":" + (debugName ?? accessibilityIdentifier ?? pointerDescription(self))
    }

    /// What `description` answers.
    var frameDescription: String {
        "<\(keyDescription); frame = (\(formatG(frame.minX)) \(formatG(frame.minY)); \(formatG(frame.width)) \(formatG(frame.height)))>"
    }
}

/// What UIKit's description of a view (`<UILabel: 0x…; frame = …; text = 'Hi'; …>`) prints
/// besides the fields every view has, in UIKit's order: after the frame (a label's text), whether
/// the class brings gesture recognizers of its own (a scroll view's pan), the layer's class (a
/// label's `_UILabelLayer`) and after the layer (a scroll view's offset and sizes).
package struct DescriptionExtras {
    /// Fields printed just after the frame.
    package var afterFrame: [String] = []
    /// Whether `gestureRecognizers` is printed although none was added (UIKit's own recognizers).
    package var hasOwnGestureRecognizers = false
    /// The class of the view's layer as UIKit names it.
    package var layerClassName = "CALayer"
    /// Fields printed after the layer.
    package var afterLayer: [String] = []

    package init(afterFrame: [String] = [], hasOwnGestureRecognizers: Bool = false, layerClassName: String = "CALayer",
                 afterLayer: [String] = []) {
        (self.afterFrame, self.hasOwnGestureRecognizers) = (afterFrame, hasOwnGestureRecognizers)
        (self.layerClassName, self.afterLayer) = (layerClassName, afterLayer)
    }

    /// A point's or size's number as UIKit's `NSStringFromCGPoint` prints it (17 significant digits).
    package static func exact(_ value: CGFloat) -> String {
        String(format: "%.17g", value == 0 ? 0 : Double(value))
    }

    /// A label's text as UIKit's description shows it: the first 25 characters and `...` when longer.
    package static func abbreviated(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }
}
