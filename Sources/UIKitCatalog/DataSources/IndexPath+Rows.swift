import AutoLayout
import Foundation

extension IndexPath {
    /// A table view's row in a section (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection view's item in a section (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue } }
    }
    /// The row: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }
    /// The item: the second index, as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

extension NSIndexPath {
    /// A table view's row in a section (UIKit's `NSIndexPath(row:section:)`).
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// A collection view's item in a section (UIKit's `NSIndexPath(item:section:)`).
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// The section: the first index (0 for an empty path).
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The row: the second index (0 for a shorter path).
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The item: the second index, as `row`.
    public var item: Int { row }
}
