import Foundation
import Testing
@testable import AutoLayout

/// The visual format language, read into constraints and laid out.
@Suite struct VisualFormatTests {
    func views() -> (View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let icon = View(), title = View()
        for view in [icon, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, icon, title)
    }

    @Test func aRowWithStandardAndMetricSpacesAndSizes() {
        let (root, icon, title) = views()
        let names = ["icon": icon, "title": title]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[icon(side)]-gap-[title(>=50)]-20-|",
                                           options: .alignAllCenterY, metrics: ["side": 32, "gap": 12], views: names)
            + LayoutConstraint.constraints(withVisualFormat: "V:|-10-[icon(==32@999)]", options: [], metrics: nil, views: names)
            + LayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", options: [], metrics: nil, views: names))
        root.layoutIfNeeded()
        // 20 (the standard space to the superview's edge) + 32 + 12 = 64; the title to 20 from
        // the right edge (320 - 20 - 64 = 236 wide), 20 high, centred on the icon (10 + 16 - 10).
        #expect(icon.frame == CGRect(x: 20, y: 10, width: 32, height: 32))
        #expect(title.frame == CGRect(x: 64, y: 16, width: 236, height: 20))
        #expect(icon.constraints.contains { $0.firstAttribute == .height && $0.priority.rawValue == 999 })  // on the view itself
    }

    @Test func adjacentViewsAndEqualWidthsAndRightToLeft() {
        let (root, icon, title) = views()
        let names = ["a": icon, "b": title]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "|[a][b(==a)]|", options: .directionRightToLeft,
                                           metrics: nil, views: names)
            + LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: names)
            + LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: names))
        root.layoutIfNeeded()
        // Right to left: a starts at the right edge; the two share 320.
        #expect(icon.frame == CGRect(x: 160, y: 0, width: 160, height: 10))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
    }

    @Test func badFormatsAreReportedWithTheColumn() {
        let (root, icon, _) = views()
        let (made, diagnostics) = LayoutDiagnostics.collect {
            withExtendedLifetime(root) {
                LayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[titel]-|", options: [], metrics: nil, views: ["icon": icon])
            }
        }
        #expect(made.isEmpty)
        #expect(diagnostics.map(\.message) == [
            "Unable to parse constraint format: 'titel' is not a key in the views dictionary\nH:|-[icon]-[titel]-|\n            ^",  // under the name: 12 characters in
        ])
    }
}
