import Testing
import UIKitLayout

// What apps write on UIKit's value classes: convenience initializers and class members.
extension UIColor {
    convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
    convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        self.init(rgb: Int(digits, radix: 16) ?? 0)
    }
    class var brand: UIColor { UIColor(rgb: 0x5856D6) }
}

extension UIFont {
    class func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
    convenience init(appSize: CGFloat) { self.init(pointSize: appSize, weight: .medium) }
}

extension UIImage {
    convenience init(square side: CGFloat) { self.init(size: CGSize(width: side, height: side)) }
    class var placeholder: UIImage { UIImage(square: 40) }
}

/// UIColor, UIFont and UIImage are classes, so apps' extensions on them compile and work.
@Suite struct AppExtensionTests {
    @Test func convenienceInitializersAndClassMembers() {
        #expect(UIColor(hex: "#FF8000") == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(UIColor.brand == UIColor(rgb: 0x5856D6))
        let label = UILabel()
        label.textColor = .brand
        label.font = .appFont(ofSize: 20)
        #expect(label.font.pointSize == 20 && label.font.weight == .semibold)
        #expect(UIFont(appSize: 15).weight == .medium)
        #expect(UIImageView(image: .placeholder).intrinsicContentSize == CGSize(width: 40, height: 40))
    }
}
