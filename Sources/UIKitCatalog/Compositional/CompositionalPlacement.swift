import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// What a compositional layout's pass placed: cells by item, supplementary and decoration views,
/// and which headers and footers stay on screen over which stretch of the scrolling.
struct CompositionalPlacement {
    var items: [IndexPath: CollectionViewLayoutAttributes] = [:]
    /// Cells in item order.
    var ordered: [CollectionViewLayoutAttributes] = []
    /// Supplementary and decoration views, in the order placed.
    var others: [CollectionViewLayoutAttributes] = []
    /// Pinned headers and footers: the attributes, whether a header, and the stretch they stay within.
    var pinned: [(attributes: CollectionViewLayoutAttributes, header: Bool, stretch: ClosedRange<CGFloat>)] = []
    var contentSize = CGSize.zero
    var preparedSize = CGSize.zero

    /// The elements in `rect`, pinned ones moved to stay in it while their stretch shows.
    /// Cost: O(elements).
    func elements(in rect: CGRect, vertical: Bool) -> [CollectionViewLayoutAttributes] {
        var result = ordered.filter { $0.frame.intersects(rect) }
        let start = vertical ? rect.minY : rect.minX, end = vertical ? rect.maxY : rect.maxX
        for element in others {
            guard let pin = pinned.first(where: { $0.attributes === element }) else {
                if element.frame.intersects(rect) { result.append(element) }
                continue
            }
            let moved = element.typedCopy()
            let length = vertical ? element.frame.height : element.frame.width
            let origin = vertical ? element.frame.minY : element.frame.minX
            let along = pin.header ? min(max(origin, start), pin.stretch.upperBound - length)
                                   : max(min(origin, end - length), pin.stretch.lowerBound)
            if vertical { moved.frame.origin.y = along } else { moved.frame.origin.x = along }
            moved.zIndex = max(moved.zIndex, 1024)
            if moved.frame.intersects(rect) { result.append(moved) }
        }
        return result
    }
}
