import Foundation

/// Springs and struts, as UIKit applies them: when a view's size changes, each subview that keeps
/// its frame (`translatesAutoresizingMaskIntoConstraints`) and has an `autoresizingMask` takes the
/// change on its flexible parts — left margin, width, right margin (top margin, height, bottom
/// margin) — shared in proportion to their sizes, or equally when those are all zero.
extension View {
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = View.resize(
                start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            (frame.origin.y, frame.size.height) = View.resize(
                start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = frame
        }
    }

    /// One axis: the parts before, of and after the view, the flexible ones sharing the change.
    static func resize(start: CGFloat, length: CGFloat, in old: CGFloat, to new: CGFloat,
                       flexible: (before: Bool, length: Bool, after: Bool)) -> (CGFloat, CGFloat) {
        let parts = [start, length, old - start - length]
        let flags = [flexible.before, flexible.length, flexible.after]
        let flexibleCount = flags.filter { $0 }.count
        guard flexibleCount > 0, new != old else { return (start, length) }
        let flexibleTotal = zip(parts, flags).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        let change = new - old
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return flexibleTotal > 0 ? change * parts[index] / flexibleTotal : change / CGFloat(flexibleCount)
        }
        return (start + share(0), length + share(1))
    }
}
