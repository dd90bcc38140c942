import Foundation
import Masonry

// UIKit's attributed-string keys and paragraph styles, which Foundation leaves to the UI
// frameworks: a label measures its attributed text's characters in its own font, and keeps the
// attributes for screen code to read back.

#if !canImport(Darwin)
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}

/// Line and paragraph settings of attributed text (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: NSObject {
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var alignment = TextAlignment.natural
    public internal(set) var lineBreakMode = LineBreakMode.byWordWrapping
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    /// The default style (a new one each time: styles are not shared between threads here).
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style being built (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var alignment: TextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineBreakMode: LineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
}
#endif

/// Runs `body` and returns its result (Objective-C's `autoreleasepool`, which code around UIKit
/// calls): Swift on Linux releases objects as their last reference goes, so there is no pool.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
