import AutoLayout
import Foundation

/// A place between two characters of an editable text (UIKit's `UITextPosition`): here, a
/// UTF-16 offset from the text's start. Immutable, so `@unchecked Sendable`.
open class TextPosition: NSObject, @unchecked Sendable {
    /// The offset in UTF-16 units.
    public let offset: Int
    /// The position `offset` units from the start.
    package init(offset: Int) { self.offset = offset }
    public override func isEqual(_ object: Any?) -> Bool { (object as? TextPosition)?.offset == offset }
    public override var hash: Int { offset }
}

/// A stretch of an editable text between two positions (UIKit's `UITextRange`).
open class TextRange: NSObject, @unchecked Sendable {
    /// Where it begins.
    open var start: TextPosition { startPosition }
    /// Where it ends.
    open var end: TextPosition { endPosition }
    /// Whether it holds no character (a caret).
    open var isEmpty: Bool { start.offset == end.offset }
    private let startPosition: TextPosition
    private let endPosition: TextPosition
    /// The range from `start` to `end`.
    package init(start: TextPosition, end: TextPosition) { (startPosition, endPosition) = (start, end) }
    /// The range's offsets as an `NSRange`, start first.
    package var nsRange: NSRange {
        NSRange(location: min(start.offset, end.offset), length: abs(end.offset - start.offset))
    }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TextRange else { return false }
        return other.start.offset == start.offset && other.end.offset == end.offset
    }
    public override var hash: Int { start.offset &* 31 &+ end.offset }
}

/// One rectangle of a selection as drawn (UIKit's `UITextSelectionRect`).
open class TextSelectionRect: NSObject, @unchecked Sendable {
    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the selection's start is in it.
    open var containsStart: Bool { startIn }
    /// Whether the selection's end is in it.
    open var containsEnd: Bool { endIn }
    /// Whether the text in it runs top to bottom (never here).
    open var isVertical: Bool { false }
    private let storedRect: CGRect
    private let startIn: Bool
    private let endIn: Bool
    package init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        (storedRect, startIn, endIn) = (rect, containsStart, containsEnd)
    }
}

/// A direction a position moves in (UIKit's `UITextLayoutDirection`).
public enum TextLayoutDirection: Int, Sendable { case right = 2, left, up, down }

/// Which way along the stored text (UIKit's `UITextStorageDirection`).
public enum TextStorageDirection: Int, Sendable { case forward, backward }

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a text input tells the system's input method around its changes (UIKit's `UITextInputDelegate`).
public protocol TextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any TextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any TextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any TextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any TextInput)?)
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What takes typed text (UIKit's `UIKeyInput`).
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Types `text` at the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// An editable text the system's input methods reach (UIKit's `UITextInput`): its positions and
/// ranges, its selection and marked text, and where they are drawn. Tokenizers and writing
/// directions per range are not part of it here.
public protocol TextInput: KeyInput {
    /// The text in `range`.
    func text(in range: TextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: TextRange, withText text: String)
    /// The selection (a caret when empty).
    var selectedTextRange: TextRange? { get set }
    /// The text an input method is composing, if any.
    var markedTextRange: TextRange? { get }
    /// How marked text is styled (kept).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Puts `markedText` in place of the marked text (or the selection) and marks it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Keeps the marked text as typed text.
    func unmarkText()
    /// The text's start.
    var beginningOfDocument: TextPosition { get }
    /// The text's end.
    var endOfDocument: TextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` characters from `position`, or nil outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// The position `offset` characters from `position` in `direction`, or nil outside the text.
    func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition?
    /// How two positions are ordered.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// The characters from one position to another.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// What the input method is told of changes.
    var inputDelegate: (any TextInputDelegate)? { get set }
    /// The first rectangle the range's text takes.
    func firstRect(for range: TextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: TextPosition) -> CGRect
    /// The rectangles a selection of `range` is drawn in.
    func selectionRects(for range: TextRange) -> [TextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> TextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition?
    /// The character's range under `point`.
    func characterRange(at point: CGPoint) -> TextRange?
}

extension TextView: KeyInput {}
