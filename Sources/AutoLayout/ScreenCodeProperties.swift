import Foundation

// Properties screen code sets that change no frame here: kept, so that the code compiles and
// reads back what it set. Each says what it would do on a screen.

extension View {
    /// How a view fits its content to its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension ScrollView {
    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

extension Image {
    /// How an image is drawn: as is, or as a template tinted with the view's tint colour.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The image drawn in `mode` (the size is the same).
    public func withRenderingMode(_ mode: RenderingMode) -> Image { self }

    /// The image tinted with `color` (the size is the same).
    public func withTintColor(_ color: Color) -> Image { self }
}

extension Font {
    /// UIKit's spelling: digits of one width; the fixed metrics already give every character one.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// UIKit's spelling: the italic font of the given size (drawn upright here; the same metrics).
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(pointSize: size, weight: weight, typeface: typeface)
    }
}

extension View {
    /// The first view at or below this one whose `tag` is `tag`, breadth first.
    public func viewWithTag(_ tag: Int) -> View? {
        var queue = [self]
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if view.tag == tag { return view }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        return nil
    }

    /// Asks for the view to be drawn again (renderers draw on demand; nothing to do here).
    public func setNeedsDisplay() {}
}
