import AutoLayout
import Foundation

/// Sections and items by identity (UIKit's `NSDiffableDataSourceSnapshot`): what a diffable data
/// source shows, edited as a value and applied whole.
public struct DiffableDataSourceSnapshot<Section: Hashable, Item: Hashable> {
    private var sections: [(id: Section, items: [Item])] = []

    /// An empty snapshot.
    public init() {}

    /// The sections, in order.
    public var sectionIdentifiers: [Section] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [Item] { sections.flatMap(\.items) }
    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The items of `section` (none if it is not there).
    public func itemIdentifiers(inSection section: Section) -> [Item] {
        sections.first { $0.id == section }?.items ?? []
    }
    /// The number of items in `section`.
    public func numberOfItems(inSection section: Section) -> Int { itemIdentifiers(inSection: section).count }
    /// The section holding `item`.
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        sections.first { $0.items.contains(item) }?.id
    }
    /// Where `item` is among all items, if it is there.
    public func indexOfItem(_ item: Item) -> Int? { itemIdentifiers.firstIndex(of: item) }
    /// Where `section` is, if it is there.
    public func indexOfSection(_ section: Section) -> Int? { sections.firstIndex { $0.id == section } }

    /// Adds sections at the end (ones already there are left where they are).
    public mutating func appendSections(_ identifiers: [Section]) {
        for id in identifiers where indexOfSection(id) == nil { sections.append((id, [])) }
    }
    /// Adds items at the end of `section`, or of the last section when nil (nothing if there is
    /// no such section).
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        sections[index].items += identifiers
    }
    /// Inserts items just before `item`.
    public mutating func insertItems(_ identifiers: [Item], beforeItem item: Item) { insert(identifiers, near: item, after: false) }
    /// Inserts items just after `item`.
    public mutating func insertItems(_ identifiers: [Item], afterItem item: Item) { insert(identifiers, near: item, after: true) }
    /// Removes items wherever they are.
    public mutating func deleteItems(_ identifiers: [Item]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }
    /// Removes every item, and every section.
    public mutating func deleteAllItems() { sections = [] }
    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.id) }
    }
    /// Moves `item` just before `other`.
    public mutating func moveItem(_ item: Item, beforeItem other: Item) {
        guard item != other, indexOfItem(other) != nil else { return }
        deleteItems([item])
        insert([item], near: other, after: false)
    }
    /// Marks items to be shown again (applying the snapshot reloads every row here).
    public mutating func reloadItems(_ identifiers: [Item]) {}
    /// Marks items to be configured again (applying the snapshot reloads every row here).
    public mutating func reconfigureItems(_ identifiers: [Item]) {}

    /// The item at `index` of the section at `section`, if both are there.
    func item(inSectionAt section: Int, at index: Int) -> Item? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(index) else { return nil }
        return sections[section].items[index]
    }

    /// The number of items in the section at `section` (0 outside).
    func numberOfItems(inSectionAt section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The section and index of `item`, if it is there.
    func position(of item: Item) -> (section: Int, index: Int)? {
        for (section, entry) in sections.enumerated() {
            if let index = entry.items.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    private mutating func insert(_ identifiers: [Item], near item: Item, after: Bool) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: item) {
                sections[index].items.insert(contentsOf: identifiers, at: position + (after ? 1 : 0))
                return
            }
        }
    }
}
