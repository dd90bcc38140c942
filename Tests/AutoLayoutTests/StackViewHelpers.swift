import Foundation
import Testing
@testable import AutoLayout
import LayoutTestSupport

/// A stack at (10, 20) in a 320 × 416 root, of `width` and `height` when given, holding boxes
/// of the given sizes named a, b, c…
func makeStack(_ axis: LayoutAxis, _ distribution: StackView.Distribution = .fill,
               _ alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, width: CGFloat? = nil,
               height: CGFloat? = nil, boxes sizes: [(CGFloat, CGFloat)]) -> (View, StackView, [Box]) {
    let root = makeRoot()
    let boxes = sizes.enumerated().map { Box($1.0, $1.1, name: String(UnicodeScalar(UInt8(97 + $0)))) }
    let stack = StackView(arrangedSubviews: boxes)
    stack.debugName = "stack"
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    _ = pin(stack, .left, to: root, plus: 10)
    _ = pin(stack, .top, to: root, plus: 20)
    if let width { _ = pin(stack, .width, to: nil, plus: width) }
    if let height { _ = pin(stack, .height, to: nil, plus: height) }
    root.layoutIfNeeded()
    return (root, stack, boxes)
}

func rects(_ views: [View]) -> [CGRect] { views.map(\.frame) }

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The same views in the same order.
func same(_ views: [View], _ expected: [View]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}

/// Equal to within rounding.
func close(_ values: [CGFloat], _ expected: [CGFloat]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Boxes of 40 × 20, 60 × 30 and 30 × 10, spacing 10: along the axis they take 130 + 2 × 10 = 150.
let threeBoxes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (30, 10)]
