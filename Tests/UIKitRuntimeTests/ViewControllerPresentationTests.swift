import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A controller presenting another, and dismissing it.
@Suite struct ViewControllerPresentationTests {
    @Test func presentingRecordsThePairAndDismissingEndsIt() {
        let base = ViewController(), sheet = ViewController()
        var done = 0
        base.present(sheet, animated: true) { done += 1 }
        #expect(base.presentedViewController === sheet && sheet.presentingViewController === base)
        sheet.dismiss(animated: true) { done += 1 }
        #expect(base.presentedViewController == nil && done == 2)
    }
}
