import AutoLayout
import Foundation

/// The collection's layout pass: flow the items into lines from the sizes known (measured,
/// given or estimated), make cells for the items on screen, measure the self-sizing ones not
/// measured yet, and flow again until nothing on screen changes size (at most four rounds).
extension CollectionView {
    private struct Flow {
        var items: [IndexPath: CGRect] = [:]
        var supplements: [(kind: String, section: Int, frame: CGRect)] = []
        var extent: CGFloat = 0
    }

    func layOutItems() {
        guard let dataSource, let flow = collectionViewLayout as? CollectionViewFlowLayout else { return }
        if needsReload {
            needsReload = false
            for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
            shownCells = [:]
            measuredSizes = [:]
            // The data source is asked for counts on a reload only, as UIKit asks it.
            itemCounts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
                max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
            }
        }
        for shown in shownSupplements { recycle(shown.view) }
        shownSupplements = []
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var placed = self.flow(flow)
        var cells: [IndexPath: CollectionViewCell] = [:]
        for _ in 0..<4 {
            var resized = false
            for (indexPath, frame) in placed.items where frame.intersects(visible) {
                let cell = cells[indexPath] ?? shownCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
                cells[indexPath] = cell
                guard flow.isSelfSizing, measuredSizes[indexPath] == nil else { continue }
                let size = cell.preferredLayoutAttributesFitting(CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)).size
                measuredSizes[indexPath] = size
                if size != frame.size { resized = true }
            }
            guard resized else { break }
            placed = self.flow(flow)
        }
        for indexPath in cells.keys.sorted() {
            guard let cell = cells[indexPath] else { continue }
            if let frame = placed.items[indexPath], frame.intersects(visible) {
                cell.frame = frame
            } else {
                endDisplaying(cell, at: indexPath)
                cells[indexPath] = nil
            }
        }
        for indexPath in shownCells.keys.sorted() { endDisplaying(shownCells[indexPath]!, at: indexPath) }  // safe: a key
        shownCells = cells
        itemFrames = placed.items
        for supplement in placed.supplements where supplement.frame.intersects(visible) {
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: supplement.kind,
                                                 at: IndexPath(item: 0, section: supplement.section))
            addSubview(view)
            view.frame = supplement.frame
            itemDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: supplement.kind,
                                         at: IndexPath(item: 0, section: supplement.section))
            shownSupplements.append((supplement.kind, IndexPath(item: 0, section: supplement.section), view))
        }
        supplementFrames = placed.supplements
        let vertical = flow.scrollDirection == .vertical
        contentSize = vertical ? CGSize(width: bounds.width, height: placed.extent) : CGSize(width: placed.extent, height: bounds.height)
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

    /// The frames of every item and supplement, from the sizes known now.
    private func flow(_ layout: CollectionViewFlowLayout) -> Flow {
        let vertical = layout.scrollDirection == .vertical
        let delegate = collectionDelegate
        // Work in (along, across): along the scrolling, across the lines.
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(along a: CGFloat, across c: CGFloat, _ size: CGSize) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: size.width, height: size.height) : CGRect(x: a, y: c, width: size.width, height: size.height)
        }
        let crossExtent = across(bounds.size)
        var result = Flow()
        var position: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            let header = delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            if along(header) > 0 {
                let size = vertical ? CGSize(width: crossExtent, height: header.height) : CGSize(width: header.width, height: crossExtent)
                result.supplements.append((CollectionView.elementKindSectionHeader, section, rect(along: position, across: 0, size)))
                position += along(header)
            }
            let inset = delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineGap = delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let itemGap = delegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            let start = vertical ? inset.left : inset.top
            let room = crossExtent - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
            position += vertical ? inset.top : inset.left
            var line: [(IndexPath, CGSize)] = []
            var used: CGFloat = 0
            func flushLine() {
                let depth = line.map { along($0.1) }.max() ?? 0
                let total = line.reduce(0) { $0 + across($1.1) }
                let gap = line.count > 1 ? (room - total) / CGFloat(line.count - 1) : 0
                var cursor = line.count == 1 ? start + (room - total) / 2 : start
                for (indexPath, size) in line {
                    result.items[indexPath] = rect(along: position + (depth - along(size)) / 2, across: cursor, size)
                    cursor += across(size) + gap
                }
                position += depth
                line = []
                used = 0
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = itemSize(at: indexPath, layout)
                if !line.isEmpty && used + itemGap + across(size) > room {
                    flushLine()
                    position += lineGap
                }
                used += (line.isEmpty ? 0 : itemGap) + across(size)
                line.append((indexPath, size))
            }
            if !line.isEmpty { flushLine() }
            position += vertical ? inset.bottom : inset.right
            let footer = delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            if along(footer) > 0 {
                let size = vertical ? CGSize(width: crossExtent, height: footer.height) : CGSize(width: footer.width, height: crossExtent)
                result.supplements.append((CollectionView.elementKindSectionFooter, section, rect(along: position, across: 0, size)))
                position += along(footer)
            }
        }
        result.extent = position
        return result
    }

    /// A measured size, else the delegate's or the layout's (the estimate while self-sizing).
    private func itemSize(at indexPath: IndexPath, _ layout: CollectionViewFlowLayout) -> CGSize {
        if layout.isSelfSizing {
            if let measured = measuredSizes[indexPath] { return measured }
            return layout.estimatedItemSize == CollectionViewFlowLayout.automaticSize ? layout.itemSize : layout.estimatedItemSize
        }
        return collectionDelegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }
}
