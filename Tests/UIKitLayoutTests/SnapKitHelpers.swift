import UIKitLayout

/// A 320 × 480 screen labelled `screen`.
func snapKitScreen() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.snp.setLabel("screen")
    return view
}

/// The installed constraint with `view` as first item on `attribute`, wherever it is held.
func installed(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
    let holders = [view] + (view.superview.map { [$0] } ?? [])
    return holders.flatMap(\.constraints).first { $0.firstItem === view && $0.firstAttribute == attribute }
}
