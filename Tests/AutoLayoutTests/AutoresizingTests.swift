import Foundation
import Testing
@testable import AutoLayout
import UIKitRuntime
import LayoutTestSupport

/// Springs and struts: frames with an autoresizing mask follow their superview's size.
@Suite struct AutoresizingTests {
    @Test func flexibleWidthAndHeightFollowTheSuperview() {
        final class Screen: ViewController {
            let table = ScrollView(frame: .zero)  // the screen's list (a table view is a scroll view)
            let badge = View(frame: CGRect(x: 270, y: 10, width: 40, height: 20))
            let centred = View(frame: CGRect(x: 110, y: 100, width: 100, height: 50))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.frame = CGRect(x: 0, y: 0, width: 320, height: 416)  // built for a smaller screen
                table.frame = view.bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                badge.autoresizingMask = [.flexibleLeftMargin]
                centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
                [table, badge, centred].forEach(view.addSubview)
            }
        }
        let screen = Screen()
        _ = present(screen)  // 320 × 416 → 375 × 667
        #expect(screen.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // The left margin takes the whole 55: 270 + 55 = 325, still 10 from the right.
        #expect(screen.badge.frame == CGRect(x: 325, y: 10, width: 40, height: 20))
        // Margins of 110 and 110 share the 55 equally: 137.5 each side.
        #expect(screen.centred.frame == CGRect(x: 137.5, y: 100, width: 100, height: 50))
        screen.view.autoresizesSubviews = false
        screen.view.frame.size.width = 320
        #expect(screen.table.frame.width == 375)
    }
}
