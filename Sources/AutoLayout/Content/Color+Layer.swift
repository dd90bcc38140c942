import Foundation

extension Color {
    /// The colour itself: what `layer.borderColor` takes, as `UIColor.cgColor` is in UIKit.
    public var cgColor: Color { self }
}
