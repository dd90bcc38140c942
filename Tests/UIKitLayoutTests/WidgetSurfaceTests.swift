import Foundation
import Testing
import UIKitLayout

/// A knob that follows the finger while tracked, as custom controls written against UIKit do.
private final class Knob: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin \(isTracking)")
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue \(isTouchInside)")
        return calls.count < 3
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
}

/// A field padded by overriding its rectangles, as apps pad theirs.
private final class PaddedField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
}

/// A controller recording what it is told while it appears and disappears.
private final class FlagController: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        seen.append("appear toParent \(isMovingToParent) presented \(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        seen.append("disappear fromParent \(isMovingFromParent) dismissed \(isBeingDismissed)")
    }
}

@Suite @MainActor struct WidgetSurfaceTests {
    @Test func aControlTracksATouchUntilItSaysStop() {
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(knob)
        knob.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), steps: 3)
        // begin; two moves inside-then-outside continue (the second says stop); no end after stopping.
        #expect(knob.calls.first == "begin false")
        #expect(knob.calls.filter { $0.hasPrefix("continue") }.count == 2)
        #expect(!knob.calls.contains("end") && !knob.isTracking)
    }

    @Test func cellBackgroundsSitBehindTheContentAndShowWhenSelected() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && selected.superview == nil)
        cell.setSelected(true, animated: false)
        #expect(cell.subviews.prefix(2).map { ObjectIdentifier($0) } == [ObjectIdentifier(background), ObjectIdentifier(selected)])
        #expect(selected.frame == cell.bounds)
        cell.selectionStyle = .none
        #expect(selected.superview == nil)
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        item.selectedBackgroundView = selected
        item.isHighlighted = true
        #expect(selected.superview === item && item.subviews.first === selected)
    }

    @Test func textFieldRectanglesPlaceTheText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        // Rounded rect insets: 7 left and right, 6.5 top and bottom.
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 6.5, width: 186, height: 21))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 6.5, width: 163, height: 21))
        let padded = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        padded.text = "Hi"
        #expect(padded.drawnText?.origin.x == 12)
        #expect(padded.placeholderRect(forBounds: padded.bounds).minX == 12)
    }

    @Test func scrollViewsKeepTheirSettingsAndZoomWithinLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.indicatorStyle = .white
        scroll.isDirectionalLockEnabled = true
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.horizontalScrollIndicatorInsets.left == 2 && scroll.indicatorStyle == .white)
        #expect(!scroll.isDragging && !scroll.isTracking && scroll.scrollsToTop)
        scroll.maximumZoomScale = 3
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 25, height: 50), animated: false)
        // min(100 / 25, 100 / 50) = 2, within 1...3.
        #expect(scroll.zoomScale == 2)
        scroll.setZoomScale(10, animated: false)
        #expect(scroll.zoomScale == 3)
    }

    @Test func controllersKnowWhyTheyAppearAndDisappear() {
        let root = UIViewController(), pushed = FlagController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(pushed, animated: false)
        _ = navigation.popViewController(animated: false)
        #expect(pushed.seen == ["appear toParent true presented false", "disappear fromParent true dismissed false"])
        #expect(!pushed.isMovingToParent && !pushed.isMovingFromParent)
        let presented = FlagController()
        root.present(presented, animated: false)
        root.dismiss(animated: false)
        #expect(presented.seen == ["appear toParent false presented true", "disappear fromParent false dismissed true"])
        #expect(presented.viewIfLoaded != nil && UIViewController().viewIfLoaded == nil)
        #expect(UIViewController(nibName: "Card", bundle: nil).nibName == "Card")
    }
}

/// A button that moves its title below its image, as apps' buttons override UIKit's rectangles.
private final class StackedButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
    }
}

@Suite @MainActor struct ButtonSurfaceTests {
    @Test func aButtonsRectanglesPlaceItsTitleAndOverridesMoveIt() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        // Content: 100 x 40 inside 12 at the sides, 6 above and below.
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 12, y: 6, width: 76, height: 28))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        let stacked = StackedButton(type: .system)
        stacked.setTitle("Go", for: .normal)
        stacked.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        // 60 - 6 below - 20 high = 34.
        #expect(stacked.drawnText?.origin == CGPoint(x: 12, y: 34))
    }

    @Test func aTapTogglesSelectionWhenAskedAndShadowColorsFollowTheState() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        button.tap(at: CGPoint(x: 40, y: 20))
        #expect(button.isSelected)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .selected)
        #expect(button.currentTitleShadowColor == .red && button.titleShadowColor(for: .highlighted) == .black)
        #expect(!button.isHovered && button.role == .normal)
    }
}

/// A label padded the way apps pad theirs: the drawing rectangle inset, the size grown to match.
private final class PaddingLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

@Suite @MainActor struct LabelSurfaceTests {
    @Test func aPaddedLabelDrawsItsTextInsetAndMeasuresWithThePadding() {
        let label = PaddingLabel()
        label.text = "Hello"
        // Fixed metrics: 5 characters × 0.6 × 17 = 51 wide, one 17 × 1.2 = 20.4 → 21 high line.
        #expect(label.intrinsicContentSize == CGSize(width: 67, height: 29))
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        #expect(label.drawnText?.origin == CGPoint(x: 8, y: 4))
        #expect(UILabel().drawnText?.origin == .zero)
    }

    @Test func textRectMeasuresWithinBoundsAndLines() {
        let label = UILabel()
        label.text = "one two three four"
        label.numberOfLines = 0
        // 18 characters × 10.2 = 183.6 → 184 wide on one 21-high line. At 60 wide each word is a
        // line ("one two" is 71.4): the first two, "one" and "two", are 30.6 → 31 wide and
        // 2 × 20.4 = 40.8 → 41 high.
        let all = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), limitedToNumberOfLines: 0)
        #expect(all.width == 184 && all.height == 21)
        let two = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 1000), limitedToNumberOfLines: 2)
        #expect(two.height == 41 && two.width == 31)
        label.isEnabled = false
        #expect(!label.isEnabled && UILabel().isEnabled)
    }
}

@Suite @MainActor struct ImageSurfaceTests {
    @Test func imagesKeepHowTheyAreDrawnAndStretched() {
        let image = UIImage(size: CGSize(width: 20, height: 10), scale: 2)
        #expect(image.renderingMode == .automatic && image.imageOrientation == .up)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == image.size)
        let caps = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        let stretched = template.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(stretched.capInsets == caps && stretched.resizingMode == .stretch)
        #expect(stretched.renderingMode == .alwaysTemplate && image.resizableImage(withCapInsets: caps).resizingMode == .tile)
    }
}

@Suite @MainActor struct WindowAndBarSurfaceTests {
    @Test func windowLevelsAccessibilityElementsAndBarTitleAttributesAreKept() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.windowLevel == .normal)
        window.windowLevel = .alert + 1
        #expect(window.windowLevel.rawValue == 2001 && window.windowLevel > .statusBar && (.normal - 1) < UIWindow.Level.normal)
        let view = UIView(), label = UILabel()
        view.accessibilityElements = [label]
        #expect((view.accessibilityElements?.first as? UILabel) === label && UIView().accessibilityElements == nil)
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }
}
