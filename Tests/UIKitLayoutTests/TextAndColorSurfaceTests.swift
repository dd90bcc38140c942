import Foundation
import Testing
import UIKitLayout

/// UIKit's text attributes, paragraph styles, fonts' metrics and colours' components.
@Suite @MainActor struct TextAndColorSurfaceTests {
    @Test func attributeKeysAreUIKitsStrings() {
        #expect(NSAttributedString.Key.underlineColor.rawValue == "NSUnderlineColor")
        #expect(NSAttributedString.Key.shadow.rawValue == "NSShadow")
        #expect(NSAttributedString.Key.accessibilitySpeechLanguage.rawValue == "UIAccessibilitySpeechAttributeLanguage")
        #expect(NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle([.single, .patternDash]).rawValue == 0x201)
    }

    @Test func paragraphStylesCopyAndKeepTheirTabStopsInOrder() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(style.tabStops.count == 12 && style.tabStops[0].location == 28)
        style.lineSpacing = 4
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 100))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 20))
        #expect(style.tabStops.map(\.location) == [20, 100])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 20))
        #expect(style.tabStops.map(\.location) == [100])
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.lineSpacing == 4 && copy.tabStops.map(\.location) == [100])
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.lineSpacing == 4)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar-EG") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "zh-Hans") == .leftToRight)
    }

    @Test func fontMetricsOfTheFixedFont() {
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        // The fixed line is 1.2 em: 0.95 above the baseline, 0.25 below.
        #expect(font.descender == -5)
        #expect(font.capHeight == 14 && font.xHeight == 10.4 && font.leading == 0)
        #expect(font.fontName == ".SF UI Text-Bold" && UIFont.systemFont(ofSize: 20).fontName == ".SF UI Text")
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18 && UIFont.systemFontSize == 14)
        #expect(UIFont.fontNames(forFamilyName: ".SF UI Text").contains(".SF UI Text-Semibold"))
        #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
    }

    @Test func colorsFromHueAndTheirComponents() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 2 / 3, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        var (h, s, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        // Green: 120° of 360, full saturation and brightness.
        #expect(abs(h - 1 / 3) < 1e-9 && s == 1 && b == 1 && a == 0.5)
        var (r, g, bl, al) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor.systemFill.getRed(&r, green: &g, blue: &bl, alpha: &al))
        #expect(r == 120 / 255 && bl == 128 / 255 && al == 0.2)
        // A grey is the same grey in Display P3 and sRGB (each matrix row sums to 1 within 0.0004).
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(grey.red - 0.5) < 1e-3 && abs(grey.green - 0.5) < 1e-3 && abs(grey.blue - 0.5) < 1e-3)
        // Pure P3 red lies outside sRGB: clamped.
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func aTextFieldTakingFocusInAWindowAnnouncesTheKeyboard() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        window.addSubview(field)
        nonisolated(unsafe) var received: [(String, CGRect)] = []
        let center = NotificationCenter.default
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                received.append((note.name.rawValue, frame))
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        // 812 tall: a notched phone, whose keyboard is 336 high; 812 - 336 = 476.
        #expect(received.map(\.0) == ["UIKeyboardWillShowNotification", "UIKeyboardDidHideNotification"])
        #expect(received.map(\.1) == [CGRect(x: 0, y: 476, width: 375, height: 336), CGRect(x: 0, y: 812, width: 375, height: 336)])
        // Without a window there is no keyboard to announce.
        let loose = UITextField()
        received = []
        #expect(loose.becomeFirstResponder())
        #expect(received.isEmpty)
    }

    @Test func motionsGoUpTheResponderChain() {
        final class ShakeCatcher: UIViewController {
            var motions: [UIEvent.EventSubtype] = []
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(motion) }
        }
        let controller = ShakeCatcher()
        let child = UIView()
        controller.view.addSubview(child)
        child.motionEnded(.motionShake, with: nil)
        #expect(controller.motions == [.motionShake])
        let field = UITextField()
        let bar = UIView()
        field.inputAccessoryView = bar
        #expect(field.inputAccessoryView === bar && UIView().inputAccessoryView == nil)
    }
}
