import AutoLayout
import Foundation

/// Groups and items: a group's size from its container, its subitems along its axis (repeated
/// while they fit, or `count` of them sharing its length), flexible spacing shared out last; an
/// item's estimated sides take the size its cell measured.
extension CompositionalPass {
    /// Places `group` at `origin`, its dimensions measured in `room`; `forcedLength` replaces its
    /// length along its parent's axis (a counted parent shares its length out). Returns its size.
    mutating func place(_ group: CollectionLayoutGroup, at origin: CGPoint, in room: CGSize,
                        forcedLength: (horizontal: Bool, length: CGFloat)?, _ cursor: inout ItemCursor) -> CGSize {
        var size = group.layoutSize.resolved(in: room)
        var widthEstimated = group.layoutSize.widthDimension.isEstimated, heightEstimated = group.layoutSize.heightDimension.isEstimated
        if let forcedLength {
            if forcedLength.horizontal { (size.width, widthEstimated) = (forcedLength.length, false) }
            else { (size.height, heightEstimated) = (forcedLength.length, false) }
        }
        if group.axis == .custom, let provider = group.itemProvider {
            let inner = LayoutEnvironment(container: LayoutContainer(size: size), traitCollection: environment.traitCollection)
            for custom in provider(inner) {
                guard let indexPath = cursor.take() else { break }
                let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = custom.zIndex
                record(attributes)
            }
            return size
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let lengthEstimated = horizontal ? widthEstimated : heightEstimated
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        let share = group.count.map { count in (horizontal, max((length - gap * CGFloat(count - 1)) / CGFloat(count), 0)) }
        var along: CGFloat = 0, depth: CGFloat = 0
        var children: [(cells: Range<Int>, others: Range<Int>)] = []
        var repeats = 0
        while cursor.remaining > 0, !group.subitems.isEmpty {
            if let count = group.count, repeats >= count { break }
            if lengthEstimated, group.count == nil, repeats >= group.subitems.count { break }
            let subitem = group.subitems[repeats % group.subitems.count]
            let edges = subitem.edgeSpacing
            let lead = (horizontal ? edges?.leading?.spacing : edges?.top?.spacing) ?? 0
            let trail = (horizontal ? edges?.trailing?.spacing : edges?.bottom?.spacing) ?? 0
            let crossLead = (horizontal ? edges?.top?.spacing : edges?.leading?.spacing) ?? 0
            let crossTrail = (horizontal ? edges?.bottom?.spacing : edges?.trailing?.spacing) ?? 0
            let start = along + (children.isEmpty ? 0 : gap)
            if group.count == nil, !lengthEstimated, !children.isEmpty {
                let dimension = horizontal ? subitem.layoutSize.widthDimension : subitem.layoutSize.heightDimension
                if start + lead + dimension.resolved(in: size) + trail > length + 0.001 { break }
            }
            let childOrigin = horizontal ? CGPoint(x: origin.x + start + lead, y: origin.y + crossLead)
                                         : CGPoint(x: origin.x + crossLead, y: origin.y + start + lead)
            let (cells, others, before) = (out.ordered.count, out.others.count, cursor.next)
            let placed: CGSize
            if let inner = subitem as? CollectionLayoutGroup {
                placed = place(inner, at: childOrigin, in: size, forcedLength: share, &cursor)
            } else {
                placed = placeItem(subitem, at: childOrigin, in: size, forcedLength: share, &cursor)
            }
            guard cursor.next > before else { break }
            children.append((cells..<out.ordered.count, others..<out.others.count))
            along = start + lead + (horizontal ? placed.width : placed.height) + trail
            depth = max(depth, crossLead + (horizontal ? placed.height : placed.width) + crossTrail)
            repeats += 1
        }
        if let spacing, spacing.isFlexibleSpacing, children.count > 1, !lengthEstimated, length > along {
            let extra = (length - along) / CGFloat(children.count - 1)
            for (index, child) in children.enumerated() where index > 0 {
                let shift = extra * CGFloat(index)
                for attributes in out.ordered[child.cells] + out.others[child.others] {
                    attributes.frame = attributes.frame.offsetBy(dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
                }
            }
        }
        if horizontal {
            if widthEstimated { size.width = along }
            if heightEstimated { size.height = depth }
        } else {
            if heightEstimated { size.height = along }
            if widthEstimated { size.width = depth }
        }
        return size
    }

    /// Places the next item's cell at `origin`, its dimensions measured in the group's `size`, and
    /// its supplementary items on it. Returns the item's size (its cell's, with the insets).
    mutating func placeItem(_ item: CollectionLayoutItem, at origin: CGPoint, in size: CGSize,
                            forcedLength: (horizontal: Bool, length: CGFloat)?, _ cursor: inout ItemCursor) -> CGSize {
        guard let indexPath = cursor.take() else { return .zero }
        var itemSize = item.layoutSize.resolved(in: size)
        var widthEstimated = item.layoutSize.widthDimension.isEstimated, heightEstimated = item.layoutSize.heightDimension.isEstimated
        if let forcedLength {
            if forcedLength.horizontal { (itemSize.width, widthEstimated) = (forcedLength.length, false) }
            else { (itemSize.height, heightEstimated) = (forcedLength.length, false) }
        }
        if let measured = collectionView.measuredSizes[indexPath] {
            if widthEstimated { itemSize.width = measured.width }
            if heightEstimated { itemSize.height = measured.height }
        }
        let insets = item.contentInsets
        var frame = CGRect(origin: origin, size: itemSize)
        if !widthEstimated {
            frame.origin.x += insets.leading
            frame.size.width = max(frame.width - insets.leading - insets.trailing, 0)
        }
        if !heightEstimated {
            frame.origin.y += insets.top
            frame.size.height = max(frame.height - insets.top - insets.bottom, 0)
        }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if widthEstimated || heightEstimated { attributes.selfSizingAxes = (widthEstimated, heightEstimated) }
        record(attributes)
        for supplementary in item.supplementaryItems {
            let supplementarySize = supplementary.layoutSize.resolved(in: frame.size)
            let placed = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
            placed.frame = supplementary.containerAnchor.frame(of: supplementarySize, on: frame)
            placed.zIndex = supplementary.zIndex
            out.others.append(placed)
        }
        return itemSize
    }

    private mutating func record(_ attributes: CollectionViewLayoutAttributes) {
        out.items[attributes.indexPath] = attributes
        out.ordered.append(attributes)
    }
}
