import Foundation

/// What a label does with text longer than its room (UIKit's `NSLineBreakMode`). Layout is the
/// same for every mode; the last line drawn is shortened with "…" by the truncating ones.
public enum LineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
