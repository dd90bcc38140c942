import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// One compositional layout pass: the layout's headers, each section (its headers, its group
/// repeated down — or across, for an orthogonal section — until its items are placed, its footers
/// and backgrounds), then the layout's footers. Groups are placed in their own axes; sections
/// follow one another along the scrolling. Every loop consumes an item or stops, so a pass costs
/// O(items + supplementary items).
struct CompositionalPass {
    let layout: CollectionViewCompositionalLayout
    let collectionView: CollectionView
    let vertical: Bool
    let container: LayoutContainer
    let environment: LayoutEnvironment
    var out = CompositionalPlacement()

    init(layout: CollectionViewCompositionalLayout, collectionView: CollectionView) {
        (self.layout, self.collectionView) = (layout, collectionView)
        vertical = layout.configuration.scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        container = LayoutContainer(size: collectionView.bounds.size, insets: vertical
            ? DirectionalEdgeInsets(top: 0, leading: inset.left, bottom: 0, trailing: inset.right)
            : DirectionalEdgeInsets(top: inset.top, leading: 0, bottom: inset.bottom, trailing: 0))
        environment = LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
    }

    /// The items of one section, handed out in order.
    struct ItemCursor {
        let section: Int, count: Int
        var next = 0
        var remaining: Int { count - next }
        mutating func take() -> IndexPath? {
            guard next < count else { return nil }
            defer { next += 1 }
            return IndexPath(item: next, section: section)
        }
    }

    mutating func run() -> CompositionalPlacement {
        out.preparedSize = collectionView.bounds.size
        let configuration = layout.configuration
        let whole = IndexPath(item: 0, section: 0)
        let full = container.effectiveContentSize
        let crossOrigin = vertical ? container.contentInsets.leading : container.contentInsets.top
        let crossLength = vertical ? full.width : full.height
        var position: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where isStart(item.alignment) {
            position = placeBoundary(item, at: position, crossOrigin: crossOrigin, crossLength: crossLength, indexPath: whole, stretchStart: 0)
        }
        let layoutStart = position
        for section in 0..<collectionView.numberOfSections {
            guard let description = layout.provider(section, environment) else {
                LayoutDiagnostics.report(LayoutDiagnostic(kind: .misuse, message:
                    "The section provider of \(collectionView.keyDescription)'s compositional layout gave no section for section "
                    + "\(section) (UIKit raises an exception): its items are not placed"))
                continue
            }
            if section > 0 { position += configuration.interSectionSpacing }
            position = layOut(description, section: section, at: position)
        }
        for item in configuration.boundarySupplementaryItems where isEnd(item.alignment) {
            position = placeBoundary(item, at: position, crossOrigin: crossOrigin, crossLength: crossLength, indexPath: whole, stretchStart: layoutStart)
        }
        let bounds = collectionView.bounds.size
        out.contentSize = vertical ? CGSize(width: bounds.width, height: position) : CGSize(width: position, height: bounds.height)
        return out
    }

    private func isStart(_ alignment: RectAlignment) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(alignment) : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }
    private func isEnd(_ alignment: RectAlignment) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }
    /// Whether the alignment puts the item at the far end across the scrolling.
    private func isCrossEnd(_ alignment: RectAlignment) -> Bool {
        vertical ? [.topTrailing, .bottomTrailing, .trailing].contains(alignment) : [.bottomLeading, .bottomTrailing, .bottom].contains(alignment)
    }

    /// Places a header or footer at `position` along the scrolling; returns the position after it
    /// (moved on only if it extends its boundary). A pinned one stays within `stretchStart` and
    /// the end of its section, filled in by `closePins`.
    private mutating func placeBoundary(_ item: CollectionLayoutBoundarySupplementaryItem, at position: CGFloat, crossOrigin: CGFloat,
                                        crossLength: CGFloat, indexPath: IndexPath, stretchStart: CGFloat) -> CGFloat {
        let full = container.effectiveContentSize
        let room = vertical ? CGSize(width: crossLength, height: full.height) : CGSize(width: full.width, height: crossLength)
        let size = item.layoutSize.resolved(in: room)
        let alongLength = vertical ? size.height : size.width, acrossLength = vertical ? size.width : size.height
        let across = isCrossEnd(item.alignment) ? crossOrigin + crossLength - acrossLength : crossOrigin
        let start = isEnd(item.alignment) && !item.extendsBoundary ? position - alongLength : position
        var frame = vertical ? CGRect(x: across, y: start, width: size.width, height: size.height)
                             : CGRect(x: start, y: across, width: size.width, height: size.height)
        frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        out.others.append(attributes)
        if item.pinToVisibleBounds {
            out.pinned.append((attributes, isStart(item.alignment), stretchStart...CGFloat.greatestFiniteMagnitude))
        }
        return item.extendsBoundary ? position + alongLength : position
    }

    /// Lays out one section from `start` along the scrolling; returns where it ends.
    private mutating func layOut(_ section: CollectionLayoutSection, section index: Int, at start: CGFloat) -> CGFloat {
        let insets = section.contentInsets
        let full = container.effectiveContentSize
        let crossOrigin = vertical ? container.contentInsets.leading : container.contentInsets.top
        let insetBefore = vertical ? insets.leading : insets.top, insetAfter = vertical ? insets.trailing : insets.bottom
        let follow = section.supplementariesFollowContentInsets
        let sectionPath = IndexPath(item: 0, section: index)
        let firstPin = out.pinned.count
        var position = start
        for item in section.boundarySupplementaryItems where isStart(item.alignment) {
            position = placeBoundary(item, at: position, crossOrigin: crossOrigin + (follow ? insetBefore : 0),
                                     crossLength: (vertical ? full.width : full.height) - (follow ? insetBefore + insetAfter : 0),
                                     indexPath: sectionPath, stretchStart: start)
        }
        position += vertical ? insets.top : insets.leading
        let groupRoom = vertical ? CGSize(width: max(full.width - insets.leading - insets.trailing, 0), height: full.height)
                                 : CGSize(width: full.width, height: max(full.height - insets.top - insets.bottom, 0))
        let crossStart = crossOrigin + insetBefore
        var cursor = ItemCursor(section: index, count: collectionView.numberOfItems(inSection: index))
        if section.orthogonalScrollingBehavior == .none {
            var first = true
            while cursor.remaining > 0 {
                let gap = first ? 0 : section.interGroupSpacing
                let origin = vertical ? CGPoint(x: crossStart, y: position + gap) : CGPoint(x: position + gap, y: crossStart)
                let before = cursor.next
                let size = place(section.group, at: origin, in: groupRoom, forcedLength: nil, &cursor)
                guard cursor.next > before else { break }
                position += gap + (vertical ? size.height : size.width)
                first = false
            }
        } else {
            var across = crossStart, depth: CGFloat = 0, first = true
            while cursor.remaining > 0 {
                let gap = first ? 0 : section.interGroupSpacing
                let origin = vertical ? CGPoint(x: across + gap, y: position) : CGPoint(x: position, y: across + gap)
                let before = cursor.next
                let size = place(section.group, at: origin, in: groupRoom, forcedLength: nil, &cursor)
                guard cursor.next > before else { break }
                across += gap + (vertical ? size.width : size.height)
                depth = max(depth, vertical ? size.height : size.width)
                first = false
            }
            position += depth
        }
        position += vertical ? insets.bottom : insets.trailing
        let itemsEnd = position
        for item in section.boundarySupplementaryItems where isEnd(item.alignment) {
            position = placeBoundary(item, at: position, crossOrigin: crossOrigin + (follow ? insetBefore : 0),
                                     crossLength: (vertical ? full.width : full.height) - (follow ? insetBefore + insetAfter : 0),
                                     indexPath: sectionPath, stretchStart: start)
        }
        for pin in firstPin..<out.pinned.count {
            out.pinned[pin].stretch = out.pinned[pin].stretch.lowerBound...max(out.pinned[pin].stretch.lowerBound, itemsEnd)
        }
        for decoration in section.decorationItems {
            let crossLength = vertical ? full.width : full.height
            var frame = vertical ? CGRect(x: crossOrigin, y: start, width: crossLength, height: position - start)
                                 : CGRect(x: start, y: crossOrigin, width: position - start, height: crossLength)
            let inset = decoration.contentInsets
            frame = CGRect(x: frame.minX + inset.leading, y: frame.minY + inset.top,
                           width: max(frame.width - inset.leading - inset.trailing, 0), height: max(frame.height - inset.top - inset.bottom, 0))
            let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: sectionPath)
            attributes.frame = frame
            attributes.zIndex = decoration.zIndex
            out.others.append(attributes)
        }
        return position
    }
}
