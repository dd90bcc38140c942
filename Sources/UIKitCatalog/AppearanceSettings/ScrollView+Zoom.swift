import AutoLayout
import Foundation

extension ScrollView {
    /// How quickly scrolling slows (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// How quickly scrolling slows (kept).
    public var decelerationRate: DecelerationRate { get { kept(\ScrollView.decelerationRate) ?? .normal } set { keep(\ScrollView.decelerationRate, newValue) } }
    /// The zoom and its limits (kept: content is not scaled here).
    public var zoomScale: CGFloat { get { kept(\ScrollView.zoomScale) ?? 1 } set { keep(\ScrollView.zoomScale, newValue) } }
    public var minimumZoomScale: CGFloat { get { kept(\ScrollView.minimumZoomScale) ?? 1 } set { keep(\ScrollView.minimumZoomScale, newValue) } }
    public var maximumZoomScale: CGFloat { get { kept(\ScrollView.maximumZoomScale) ?? 1 } set { keep(\ScrollView.maximumZoomScale, newValue) } }

    /// Sets the zoom within its limits.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// Zooms so that `rect` fills the bounds, within the zoom's limits.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
}
