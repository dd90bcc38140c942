import AutoLayout
import Foundation

/// The flow layout's pass: each section's header, its items in lines, its footer, one after
/// another along the scrolling, in (along, across) coordinates turned into frames at the end.
extension CollectionViewFlowLayout {
    func flowItems() {
        placedItems = []
        placedItemsByPath = [:]
        placedSupplements = []
        sectionExtents = []
        extent = 0
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.collectionDelegate
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(along a: CGFloat, across c: CGFloat, _ size: CGSize) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: size.width, height: size.height) : CGRect(x: a, y: c, width: size.width, height: size.height)
        }
        let crossExtent = across(collectionView.bounds.size)
        let reference = referenceInsets(of: collectionView)
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sectionPath = IndexPath(item: 0, section: section)
            /// A header or footer of `reference` size across the whole width (height, sideways), if it has a length.
            func placeSupplement(_ kind: String, _ reference: CGSize) {
                guard along(reference) > 0 else { return }
                let size = vertical ? CGSize(width: crossExtent, height: reference.height) : CGSize(width: reference.width, height: crossExtent)
                let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: sectionPath)
                attributes.frame = rect(along: position, across: 0, size)
                placedSupplements.append(attributes)
                position += along(reference)
            }
            placeSupplement(CollectionView.elementKindSectionHeader,
                            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
            let sectionStart = position
            var inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            inset.left += reference.left
            inset.right += reference.right
            let lineGap = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemGap = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
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
                    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = rect(along: position + (depth - along(size)) / 2, across: cursor, size)
                    if isSelfSizing { attributes.selfSizingAxes = (true, true) }
                    placedItems.append(attributes)
                    placedItemsByPath[indexPath] = attributes
                    cursor += across(size) + gap
                }
                position += depth
                line = []
                used = 0
            }
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = sizeOfItem(at: indexPath, in: collectionView)
                if !line.isEmpty && used + itemGap + across(size) > room {
                    flushLine()
                    position += lineGap
                }
                used += (line.isEmpty ? 0 : itemGap) + across(size)
                line.append((indexPath, size))
            }
            if !line.isEmpty { flushLine() }
            position += vertical ? inset.bottom : inset.right
            sectionExtents.append(sectionStart...position)
            placeSupplement(CollectionView.elementKindSectionFooter,
                            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        extent = position
    }

    /// The insets `sectionInsetReference` adds across the lines (left and right, vertically).
    private func referenceInsets(of collectionView: CollectionView) -> EdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    /// A measured size, else the delegate's or the layout's (the estimate while self-sizing).
    private func sizeOfItem(at indexPath: IndexPath, in collectionView: CollectionView) -> CGSize {
        if isSelfSizing {
            if let measured = collectionView.measuredSizes[indexPath] { return measured }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return collectionView.collectionDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    /// Headers and footers, those of pinned kinds moved to stay on screen while their section shows
    /// (in front of the cells), as UIKit's flow layout keeps them.
    func supplementsPinned(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return placedSupplements }
        let vertical = scrollDirection == .vertical
        let visibleStart = vertical ? rect.minY : rect.minX, visibleEnd = vertical ? rect.maxY : rect.maxX
        return placedSupplements.map { placed in
            let header = placed.representedElementKind == CollectionView.elementKindSectionHeader
            guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
                  sectionExtents.indices.contains(placed.indexPath.section) else { return placed }
            let section = sectionExtents[placed.indexPath.section]
            let length = vertical ? placed.frame.height : placed.frame.width
            let pinned = placed.typedCopy()
            let origin = vertical ? placed.frame.minY : placed.frame.minX
            let moved = header ? min(max(origin, visibleStart), section.upperBound - length)
                               : max(min(origin, visibleEnd - length), section.lowerBound)
            if vertical { pinned.frame.origin.y = moved } else { pinned.frame.origin.x = moved }
            pinned.zIndex = 1024
            return pinned
        }
    }
}
