import AutoLayout
import Foundation

/// A pasteboard (UIKit's `UIPasteboard`), kept in memory: what one part of the process copies,
/// another pastes, and nothing reaches other apps. Items are dictionaries from type identifiers to
/// values, as UIKit's are; the convenience properties read and write the first item's (or every
/// item's) string, URL, image or colour. Any thread may use it, as UIKit's: its state is behind a
/// lock.
open class Pasteboard: NSObject, @unchecked Sendable {
    /// The type identifier of plain text.
    nonisolated public static let textType = "public.utf8-plain-text"
    /// The type identifier of a URL.
    nonisolated public static let urlType = "public.url"
    /// The type identifier of an image.
    nonisolated public static let imageType = "public.png"
    /// The type identifier of a colour.
    nonisolated public static let colorType = "com.apple.uikit.color"
    /// The type that asks a value be stored under the type of what it is (UIKit's `typeAutomatic`).
    nonisolated public static let typeAutomatic = "com.apple.uikit.type-automatic"

    /// Posted when a pasteboard's items change, with the types added and removed.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The user-info key of the types a change added.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The user-info key of the types a change removed.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The system's pasteboard (`UIPasteboard.general`).
    open class var general: Pasteboard { Registry.shared.pasteboard(named: "com.apple.UIKit.pboard.general") }

    /// The pasteboard named `name`, made if `create`; nil if there is none and `create` is false.
    public class func named(_ name: String, create: Bool) -> Pasteboard? {
        create ? Registry.shared.pasteboard(named: name) : Registry.shared.existing(named: name)
    }

    /// The pasteboard named `name`, made if `create` (nil if there is none and `create` is false):
    /// this object shares that pasteboard's items, which last as long as the process, with every
    /// other object of the name.
    public convenience init?(name pasteboardName: String, create: Bool) {
        guard let shared = create ? Registry.shared.pasteboard(named: pasteboardName)
            : Registry.shared.existing(named: pasteboardName) else { return nil }
        self.init(name: pasteboardName, contents: shared.contents)
    }

    /// A new pasteboard with a name no other has.
    open class func withUniqueName() -> Pasteboard {
        Registry.shared.pasteboard(named: "com.apple.UIKit.pboard." + UUID().uuidString)
    }

    /// Forgets the pasteboard named `pasteboardName`.
    open class func remove(withName pasteboardName: String) {
        guard let removed = Registry.shared.remove(named: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: removed)
    }

    /// Its name.
    open var name: String { storedName }
    private let storedName: String
    /// Whether it outlives the app: no, as nothing outlives the process here.
    open var isPersistent: Bool { false }

    struct Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
    }
    /// Its items, shared by the objects of one name.
    let contents: Locked<Contents>

    init(name: String, contents: Locked<Contents> = Locked(Contents())) {
        storedName = name
        self.contents = contents
        super.init()
    }

    /// Counts the changes to its items.
    open var changeCount: Int { contents.withLock { $0.changeCount } }

    /// Its items, each a dictionary from type identifiers to values.
    open var items: [[String: Any]] {
        get { contents.withLock { $0.items } }
        set { replaceItems(newValue) }
    }

    /// Replaces its items with `items` (`options` limit where they go, which is nowhere else here).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { replaceItems(items) }

    /// Adds `items` after its own.
    open func addItems(_ items: [[String: Any]]) { replaceItems(self.items + items) }

    private func replaceItems(_ items: [[String: Any]]) {
        let (added, removed) = contents.withLock { contents -> (Set<String>, Set<String>) in
            let old = Set(contents.items.flatMap(\.keys)), new = Set(items.flatMap(\.keys))
            contents.items = items
            contents.changeCount += 1
            return (new.subtracting(old), old.subtracting(new))
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: added.sorted(), Self.changedTypesRemovedUserInfoKey: removed.sorted(),
        ])
    }

    /// How many items it holds.
    open var numberOfItems: Int { items.count }
    /// The types of its first item.
    open var types: [String] { items.first.map { $0.keys.sorted() } ?? [] }
    /// The types of the items at `itemSet` (every item when nil).
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        selected(itemSet).map { $0.map { $0.keys.sorted() } }
    }
    /// The indexes of the items with any of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let indexes = IndexSet(items.indices.filter { index in pasteboardTypes.contains { items[index][$0] != nil } })
        return indexes.isEmpty ? nil : indexes
    }
    /// Whether its first item has any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }
    /// Whether any item at `itemSet` (every item when nil) has any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        (selected(itemSet) ?? []).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    private func selected(_ itemSet: IndexSet?) -> [[String: Any]]? {
        let all = items
        guard let itemSet else { return all }
        guard itemSet.allSatisfy({ all.indices.contains($0) }) else { return nil }
        return itemSet.map { all[$0] }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    /// Makes `value` of `pasteboardType` the only item.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { replaceItems([[pasteboardType: value]]) }
    /// The values of `pasteboardType` of the items at `itemSet` (every item when nil).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        selected(itemSet)?.compactMap { $0[pasteboardType] }
    }
    /// The first item's data of `pasteboardType`: data as stored, or a string's UTF-8.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.data(of: value(forPasteboardType: pasteboardType))
    }
    /// The data of `pasteboardType` of the items at `itemSet` (every item when nil).
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        selected(itemSet)?.compactMap { Self.data(of: $0[pasteboardType]) }
    }
    /// Makes `data` of `pasteboardType` the only item.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setValue(data, forPasteboardType: pasteboardType) }

    private static func data(of value: Any?) -> Data? {
        if let data = value as? Data { return data }
        if let string = value as? String { return Data(string.utf8) }
        return nil
    }

    // MARK: Strings, URLs, images and colours

    /// The type identifiers strings are read under (settable, as UIKit's: the string properties read these).
    public static var typeListString: [String] {
        get { typeLists.withLock { $0.string } } set { typeLists.withLock { $0.string = newValue } }
    }
    /// The type identifiers URLs are read under.
    public static var typeListURL: [String] {
        get { typeLists.withLock { $0.url } } set { typeLists.withLock { $0.url = newValue } }
    }
    /// The type identifiers images are read under.
    public static var typeListImage: [String] {
        get { typeLists.withLock { $0.image } } set { typeLists.withLock { $0.image = newValue } }
    }
    /// The type identifiers colours are read under.
    public static var typeListColor: [String] {
        get { typeLists.withLock { $0.color } } set { typeLists.withLock { $0.color = newValue } }
    }
    private struct TypeLists {
        var string = [textType, "public.text", "public.plain-text"], url = [urlType]
        var image = [imageType, "public.jpeg", "public.image"], color = [colorType]
    }
    private static let typeLists = Locked(TypeLists())

    private func firstValue<T>(_ types: [String], as type: T.Type) -> T? {
        items.lazy.compactMap { item in types.lazy.compactMap { item[$0] as? T }.first }.first
    }
    private func allValues<T>(_ types: [String], as type: T.Type) -> [T]? {
        let found = items.compactMap { item in types.lazy.compactMap { item[$0] as? T }.first }
        return found.isEmpty ? nil : found
    }

    /// The first string on it; setting one makes it the only item.
    open var string: String? {
        get { firstValue(Self.typeListString, as: String.self) }
        set { replaceItems(newValue.map { [[Self.textType: $0]] } ?? []) }
    }
    /// Every string on it, one an item.
    open var strings: [String]? {
        get { allValues(Self.typeListString, as: String.self) }
        set { replaceItems((newValue ?? []).map { [Self.textType: $0] }) }
    }
    /// The first URL on it; setting one makes it the only item.
    open var url: URL? {
        get { firstValue(Self.typeListURL, as: URL.self) }
        set { replaceItems(newValue.map { [[Self.urlType: $0]] } ?? []) }
    }
    /// Every URL on it, one an item.
    open var urls: [URL]? {
        get { allValues(Self.typeListURL, as: URL.self) }
        set { replaceItems((newValue ?? []).map { [Self.urlType: $0] }) }
    }
    /// The first image on it; setting one makes it the only item.
    open var image: Image? {
        get { firstValue(Self.typeListImage, as: Image.self) }
        set { replaceItems(newValue.map { [[Self.imageType: $0]] } ?? []) }
    }
    /// Every image on it, one an item.
    open var images: [Image]? {
        get { allValues(Self.typeListImage, as: Image.self) }
        set { replaceItems((newValue ?? []).map { [Self.imageType: $0] }) }
    }
    /// The first colour on it; setting one makes it the only item.
    open var color: Color? {
        get { firstValue(Self.typeListColor, as: Color.self) }
        set { replaceItems(newValue.map { [[Self.colorType: $0]] } ?? []) }
    }
    /// Every colour on it, one an item.
    open var colors: [Color]? {
        get { allValues(Self.typeListColor, as: Color.self) }
        set { replaceItems((newValue ?? []).map { [Self.colorType: $0] }) }
    }
    /// Whether it holds a string.
    open var hasStrings: Bool { string != nil }
    /// Whether it holds a URL.
    open var hasURLs: Bool { url != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { image != nil }
    /// Whether it holds a colour.
    open var hasColors: Bool { color != nil }

    /// Options of `setItems(_:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keep the items on this device.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pasteboard.localOnly")
        /// Forget the items after this date.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pasteboard.expirationDate")
    }
}

/// The pasteboards by name, made on first use and kept until removed.
private enum Registry {
    static let shared = Locked([String: Pasteboard]())
}

extension Locked<[String: Pasteboard]> {
    /// The pasteboard named `name`, made if there is none.
    fileprivate func pasteboard(named name: String) -> Pasteboard {
        withLock { pasteboards in
            if let existing = pasteboards[name] { return existing }
            let made = Pasteboard(name: name)
            pasteboards[name] = made
            return made
        }
    }

    /// The pasteboard named `name`, if there is one.
    fileprivate func existing(named name: String) -> Pasteboard? { withLock { $0[name] } }

    /// Forgets the pasteboard named `name`, answering it.
    fileprivate func remove(named name: String) -> Pasteboard? { withLock { $0.removeValue(forKey: name) } }
}
