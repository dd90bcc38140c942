import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// The screen's and the device's answers where there is no hardware, and controls' kept settings.
@Suite struct DeviceAndControlSettingsTests {
    @Test func theScreenAnswersAsAPhonesPanel() {
        let screen = Screen.main
        #expect(screen.currentMode?.size == CGSize(width: 750, height: 1334))  // 375 × 667 at 2 pixels a point
        #expect(screen.availableModes.count == 1 && screen.preferredMode?.pixelAspectRatio == 1 && screen.mirrored == nil)
        #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        let point = CGPoint(x: 10, y: 20)
        #expect(screen.coordinateSpace.convert(point, to: screen.fixedCoordinateSpace) == point)  // nothing turns here
        #expect(screen.snapshotView(afterScreenUpdates: false).frame.size == CGSize(width: 375, height: 667))
        #expect(screen.referenceDisplayModeStatus == .notSupported && screen.potentialEDRHeadroom == 1)
    }

    @Test func theDeviceHasNoProximitySensorAndOneVendorIdentifier() {
        let device = Device.current
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        #expect(device.identifierForVendor != nil && device.identifierForVendor == Device.current.identifierForVendor)
    }

    @Test func switchesPageControlsAndFieldsKeepTheirSettings() {
        let toggle = Switch()
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .sliding)  // a phone's switch slides whatever is asked
        let dots = PageControl(), star = Image(size: CGSize(width: 8, height: 8)), ring = Image(size: CGSize(width: 6, height: 6))
        dots.numberOfPages = 3
        dots.preferredIndicatorImage = ring
        dots.setIndicatorImage(star, forPage: 1)
        #expect(dots.indicatorImage(forPage: 1) === star && dots.indicatorImage(forPage: 0) === ring)
        #expect(dots.currentPageIndicatorImage(forPage: 0) == nil && dots.interactionState == .none)
        let field = TextField()
        field.attributedText = NSAttributedString(string: "Hi")
        #expect(field.text == "Hi" && field.attributedText?.string == "Hi")
        field.text = "Bye"  // the plain text wins over the attributed text it no longer matches
        #expect(field.attributedText?.string == "Bye")
    }

    @Test func theNavigationControllersToolbarAndRecognizersAreThereToConfigure() {
        let navigation = NavigationController(rootViewController: ViewController())
        #expect(navigation.isToolbarHidden && navigation.toolbar != nil)
        navigation.setToolbarHidden(false, animated: true)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(!navigation.isToolbarHidden && navigation.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(NavigationController.hideShowBarDuration == 0.2)
    }
}

/// A text field's font following the text size it is given.
@Suite struct TextFieldDynamicTypeTests {
    @Test func turningOnDynamicTypeMakesTheFontAtTheFieldsTextSize() {
        let field = TextField()
        field.environmentTraits = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        field.font = Font.preferredFont(forTextStyle: .body)  // 17 points, at the default size
        field.adjustsFontForContentSizeCategory = true
        #expect(field.font?.pointSize == 23)  // the body style at the largest size before the accessibility sizes
    }
}
