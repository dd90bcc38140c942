import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog
import LayoutTestSupport

/// Segmented controls: taps select enabled segments, momentary controls let go, segments made
/// from actions run them, and the appearance settings are kept by state, metrics and position.
@Suite struct SegmentedControlTests {
    /// A control of three equal 100-point segments at the top left of a root.
    private func threeSegments(in root: View) -> SegmentedControl {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        root.addSubview(control)
        return control
    }

    @Test func aTapSelectsAnEnabledSegment() {
        let root = makeRoot()
        let control = threeSegments(in: root)
        var changes = 0
        control.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        root.tap(at: CGPoint(x: 150, y: 16))  // 100…200: the second
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        root.tap(at: CGPoint(x: 160, y: 16))  // the same again: no change
        #expect(changes == 1)
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 0) && !control.isEnabledForSegment(at: 7))
        root.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
    }

    @Test func aMomentaryControlSelectsOnlyWhileItsActionsRun() {
        let root = makeRoot()
        let control = threeSegments(in: root)
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(Action { [unowned control] _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        root.tap(at: CGPoint(x: 50, y: 16))
        root.tap(at: CGPoint(x: 50, y: 16))  // every tap reports, as the selection goes each time
        #expect(seen == [0, 0] && control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func segmentsMadeFromActionsShowAndRunThem() {
        let root = makeRoot()
        var ran: [String] = []
        let one = Action(title: "One") { _ in ran.append("one") }
        let two = Action(title: "Two") { _ in ran.append("two") }
        let control = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [one, two])
        root.addSubview(control)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Two")
        #expect(control.actionForSegment(at: 0) === one && control.actionForSegment(at: 5) == nil)
        #expect(control.segmentIndex(identifiedBy: two.identifier) == 1)
        #expect(control.segmentIndex(identifiedBy: Action.Identifier("none")) == SegmentedControl.noSegment)
        root.tap(at: CGPoint(x: 150, y: 16))
        #expect(ran == ["two"] && control.selectedSegmentIndex == 1)
        let three = Action(title: "", image: Image(size: CGSize(width: 8, height: 8))) { _ in ran.append("three") }
        control.setAction(three, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0)?.size == CGSize(width: 8, height: 8) && control.titleForSegment(at: 0) == nil)
        control.insertSegment(action: Action(title: "Zero") { _ in }, at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Zero" && control.segmentIndex(identifiedBy: three.identifier) == 1)
    }

    @Test func theNormalTitleFontMeasuresTheSegments() {
        let control = SegmentedControl(items: ["AB", "CD"])
        // 13 points: 2 × 7.8 = 15.6 → 16, plus 24, twice.
        #expect(control.intrinsicContentSize.width == 80)
        #expect(control.titleTextAttributes(for: .normal) == nil)
        let font = NSAttributedString.Key("NSFont")
        control.setTitleTextAttributes([font: Font(pointSize: 26)], for: .normal)
        control.setTitleTextAttributes([font: Font(pointSize: 40)], for: .selected)
        // 26 points: 2 × 15.6 = 31.2 → 32, plus 24, twice; the selected font measures nothing.
        #expect(control.intrinsicContentSize.width == 112)
        #expect(control.titleTextAttributes(for: .selected)?[font] as? Font == Font(pointSize: 40))
    }

    @Test func appearanceSettingsAreKeptAndFallBack() {
        let control = SegmentedControl(items: ["A", "B"])
        let image = Image(size: CGSize(width: 1, height: 30))
        control.setBackgroundImage(image, for: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == image)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) == nil)
        control.setDividerImage(image, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .compact)
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .compact) == image)
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) == nil)
        control.setContentPositionAdjustment(Offset(horizontal: 3, vertical: 1), forSegmentType: .any, barMetrics: .default)
        control.setContentPositionAdjustment(Offset(horizontal: -2, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .compact) == Offset(horizontal: -2, vertical: 0))
        #expect(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .compact) == Offset(horizontal: 3, vertical: 1))
        control.setContentOffset(CGSize(width: 4, height: -1), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 4, height: -1) && control.contentOffsetForSegment(at: 0) == .zero)
    }
}
