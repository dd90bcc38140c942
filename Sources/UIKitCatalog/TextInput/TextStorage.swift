import AutoLayout
import Foundation

/// The text of a text view, with its attributes (UIKit's `NSTextStorage`, an
/// `NSMutableAttributedString`): every edit through its own methods lays the text view out
/// again, and the text view reads its text from here. Edits made through `mutableString`
/// reach the text but not the layout, as Foundation here does not route them through
/// these methods: call `edited()` after them.
// Not isolated to the views' actor, as the attributed string it is: its overrides are Foundation's
// nonisolated methods. It tells its text view of an edit in the views' isolation.
open class TextStorage: NSMutableAttributedString {
    /// The text view laying this text out; nil for a storage of its own.
    weak var textView: TextView?
    /// How deep `beginEditing()` calls are: edits inside are told once, at the outermost end.
    private var editingDepth = 0
    /// The layout managers laying the text out (the text view's, for a text view's storage).
    public internal(set) var layoutManagers: [LayoutManager] = []

    /// Tells the text view the text changed (after `beginEditing()`, at the matching `endEditing()`).
    open func edited() {
        guard editingDepth == 0, let view = textView else { return }
        assumeViewIsolation { view.storageDidChange() }
    }

    /// Holds the layout until `endEditing()`, so that a batch of edits lays out once.
    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    /// Ends a batch of edits: the outermost end lays the text out.
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        edited()
    }

    /// Replaces the characters in `range` with `str`, then lays the text out.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited()
    }

    /// Replaces the characters in `range` with `attrString`, then lays the text out.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited()
    }

    /// Sets the attributes of `range`.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited()
    }

    /// Adds an attribute to `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited()
    }

    /// Adds attributes to `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited()
    }

    /// Removes an attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited()
    }

    /// Inserts `attrString` at `loc`, then lays the text out.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        super.insert(attrString, at: loc)
        edited()
    }

    /// Appends `attrString`, then lays the text out.
    open override func append(_ attrString: NSAttributedString) {
        super.append(attrString)
        edited()
    }

    /// Deletes the characters in `range`, then lays the text out.
    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited()
    }

    /// Replaces the whole text with `attrString`, then lays the text out.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        super.setAttributedString(attrString)
        edited()
    }
}
