import AutoLayout
import Foundation

/// The collection's layout pass, as UIKit's: the layout prepares after an invalidation (a reload,
/// `invalidateLayout()`, a change of bounds it asks to be told of), gives the content size and the
/// attributes of what is on screen; cells are made for those items, the self-sizing ones are
/// measured, and the layout prepares again until nothing on screen changes size (at most four rounds).
extension CollectionView {
    func layOutItems() {
        guard let dataSource else { return }
        let layout = collectionViewLayout
        if needsReload {
            needsReload = false
            layoutIsValid = false
            for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
            shownCells = [:]
            for shown in shownSupplements { recycle(shown.view) }
            shownSupplements = []
            measuredSizes = [:]
            // The data source is asked for counts on a reload only, as UIKit asks it.
            itemCounts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
                max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
            }
        }
        if layoutIsValid, bounds != preparedBounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) { layoutIsValid = false }
        if !layoutIsValid {
            layoutIsValid = true
            preparedBounds = bounds
            layout.prepare()
        }
        var cells: [IndexPath: CollectionViewCell] = [:]
        var elements: [CollectionViewLayoutAttributes] = []
        for _ in 0..<4 {
            contentSize = layout.collectionViewContentSize
            elements = layout.layoutAttributesForElements(in: CGRect(origin: contentOffset, size: bounds.size)) ?? []
            var resized = false
            for attributes in elements where attributes.representedElementCategory == .cell {
                let indexPath = attributes.indexPath
                guard isItem(indexPath) else { continue }
                let cell = cells[indexPath] ?? shownCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
                cells[indexPath] = cell
                guard layout.sizesItself(at: indexPath), measuredSizes[indexPath] == nil else { continue }
                let preferred = cell.preferredLayoutAttributesFitting(attributes)
                measuredSizes[indexPath] = preferred.size
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) { resized = true }
            }
            guard resized else { break }
            layout.prepare()
        }
        var placed: Set<IndexPath> = []
        for attributes in elements where attributes.representedElementCategory == .cell {
            guard let cell = cells[attributes.indexPath], placed.insert(attributes.indexPath).inserted else { continue }
            apply(attributes, to: cell)
        }
        for indexPath in cells.keys.sorted() where !placed.contains(indexPath) {
            endDisplaying(cells[indexPath]!, at: indexPath)  // safe: a key
            cells[indexPath] = nil
        }
        for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
        shownCells = cells
        // Supplementary and decoration views stay while they show; the data source is asked for
        // one as it comes on screen, as UIKit asks.
        var previous: [String: CollectionReusableView] = [:]
        for shown in shownSupplements { previous[shown.key] = shown.view }
        var supplements: [(key: String, kind: String, indexPath: IndexPath, view: CollectionReusableView)] = []
        for attributes in elements where attributes.representedElementCategory != .cell {
            guard let kind = attributes.representedElementKind, !supplements.contains(where: { $0.key == attributes.elementKey }) else { continue }
            let view: CollectionReusableView
            if let kept = previous.removeValue(forKey: attributes.elementKey) {
                view = kept
            } else {
                guard let made = supplementaryOrDecoration(attributes, kind) else { continue }
                view = made
                if view.superview !== self { addSubview(view) }
                if attributes.representedElementCategory == .supplementaryView {
                    itemDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
                }
            }
            apply(attributes, to: view)
            supplements.append((attributes.elementKey, kind, attributes.indexPath, view))
        }
        for shown in shownSupplements where previous[shown.key] === shown.view { recycle(shown.view) }
        shownSupplements = supplements
        stackByZIndex(elements)
    }

    /// Whether the item is one the data source gave at the last reload; a layout's attributes for
    /// another are reported (UIKit raises an exception) and skipped.
    private func isItem(_ indexPath: IndexPath) -> Bool {
        if itemCounts.indices.contains(indexPath.section), (0..<itemCounts[indexPath.section]).contains(indexPath.item) { return true }
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
            "\(type(of: collectionViewLayout)) gave attributes for item \(indexPath.item) of section \(indexPath.section), which "
            + "\(keyDescription)'s data source does not have (\(itemCounts.count) sections): skipped"))
        return false
    }

    /// The view for a supplementary element (the data source's) or a decoration (made from the layout's registered class).
    private func supplementaryOrDecoration(_ attributes: CollectionViewLayoutAttributes, _ kind: String) -> CollectionReusableView? {
        if attributes.representedElementCategory == .supplementaryView {
            return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        }
        let key = "decoration/" + kind
        if let reused = reusable.dequeue(key) { return reused }
        guard let viewClass = collectionViewLayout.decorationClasses[kind] else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                "No decoration view class registered for kind \"\(kind)\" with \(type(of: collectionViewLayout)): "
                + "register it with register(_:forDecorationViewOfKind:)"))
            return nil
        }
        return viewClass.init(registeredFor: key)
    }

    /// Places an element's view by its attributes and hands them to it.
    private func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        view.apply(attributes)
    }

    /// Brings elements with a positive `zIndex` in front of the others, lowest first, and sends
    /// decorations at zero or below behind them, as UIKit orders them; the background view stays at the back.
    private func stackByZIndex(_ elements: [CollectionViewLayoutAttributes]) {
        func view(for attributes: CollectionViewLayoutAttributes) -> View? {
            attributes.representedElementCategory == .cell ? shownCells[attributes.indexPath]
                : shownSupplements.first { $0.kind == attributes.representedElementKind && $0.indexPath == attributes.indexPath }?.view
        }
        let behind = elements.filter { $0.representedElementCategory == .decorationView && $0.zIndex <= 0 }.sorted { $0.zIndex > $1.zIndex }
        let front = elements.filter { $0.zIndex > 0 }.sorted { $0.zIndex < $1.zIndex }
        let wanted = (backgroundView.map { [$0] } ?? []) + behind.reversed().compactMap(view(for:))
        let raised = front.compactMap(view(for:))
        // Moved only when out of order, so that a settled collection does not lay out again.
        if !wanted.isEmpty, Array(subviews.prefix(wanted.count)).map(ObjectIdentifier.init) != wanted.map(ObjectIdentifier.init) {
            for view in wanted.reversed() { sendSubviewToBack(view) }
        }
        if !raised.isEmpty, Array(subviews.suffix(raised.count)).map(ObjectIdentifier.init) != raised.map(ObjectIdentifier.init) {
            for view in raised { bringSubviewToFront(view) }
        }
    }

    private func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? CollectionViewCell(frame: .zero)
        cell.isSelected = selectedItems.contains(indexPath)
        if cell.superview !== self { addSubview(cell) }
        itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// Gives a cell that left the screen (or was reloaded away) back for reuse, and tells the delegate.
    private func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        recycle(cell)
        itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
