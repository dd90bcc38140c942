import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// Bar button items' spaces and their settings by state, style and bar metrics.
@Suite struct BarButtonItemSettingsTests {
    @Test func spacesAreSystemItems() {
        let fixed = BarButtonItem.fixedSpace(12), flexible = BarButtonItem.flexibleSpace()
        #expect(fixed.systemItem == .fixedSpace && fixed.width == 12)
        #expect(flexible.systemItem == .flexibleSpace && flexible.width == 0)
    }

    @Test func settingsAreKeptByStateStyleAndMetrics() {
        let item = BarButtonItem(title: "Edit")
        let plain = Image(size: CGSize(width: 10, height: 10)), done = Image(size: CGSize(width: 20, height: 10))
        item.setBackgroundImage(plain, for: .normal, barMetrics: .default)
        item.setBackgroundImage(done, for: .normal, style: .done, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === plain)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === done)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
        item.setTitlePositionAdjustment(Offset(horizontal: 0, vertical: 2), for: .compact)
        item.setBackButtonTitlePositionAdjustment(Offset(horizontal: -100, vertical: 0), for: .default)
        #expect(item.titlePositionAdjustment(for: .compact) == Offset(horizontal: 0, vertical: 2))
        #expect(item.titlePositionAdjustment(for: .default) == .zero)
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == Offset(horizontal: -100, vertical: 0))
        item.setBackgroundVerticalPositionAdjustment(4, for: .default)
        #expect(item.backgroundVerticalPositionAdjustment(for: .default) == 4 && item.backButtonBackgroundVerticalPositionAdjustment(for: .default) == 0)
    }
}
