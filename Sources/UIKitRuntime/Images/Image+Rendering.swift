import AutoLayout
import Foundation

extension Image {
    /// How an image is drawn: as is, or as a template tinted with the view's tint colour.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The image drawn in `mode` (the size is the same).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var drawing = self.drawing
        drawing.renderingMode = mode
        return Image(self, drawing: drawing)
    }

    /// The image tinted with `color` (the size is the same).
    public func withTintColor(_ color: Color) -> Image { self }

    /// The image tinted with `color`, drawn in `renderingMode` (the size is the same).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image { withRenderingMode(renderingMode) }
}
