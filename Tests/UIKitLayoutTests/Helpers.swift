import UIKitLayout

/// A phone's screen: 375 × 667 with the safe area of a notched phone (47 above, 34 below).
func present(_ controller: UIViewController) -> UIView {
    let view: UIView = controller.view
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.layoutIfNeeded()
    return view
}

/// Measures a cell as a table view does: the row's width, the height it asks for.
func height(of cell: UIView, width: CGFloat = 375) -> CGFloat {
    cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                 verticalFittingPriority: .fittingSizeLevel).height
}

/// Equal to within rounding.
func near(_ values: [CGFloat], _ expected: [CGFloat]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
