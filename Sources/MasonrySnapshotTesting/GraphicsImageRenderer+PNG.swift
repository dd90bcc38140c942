import AutoLayout
import Foundation
import MasonryPNG
import UIKitRuntime

extension GraphicsImageRenderer {
    /// The image `actions` draw as PNG data (UIKit's `pngData(actions:)`), rasterized at the
    /// format's scale; empty for an image too large to encode.
    public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
