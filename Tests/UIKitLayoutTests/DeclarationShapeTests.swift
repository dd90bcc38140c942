import Foundation
import Testing
import UIKitLayout

// UIKit's members are Objective-C's: an app overrides them from its own module. Each class below
// is another module's, as an app's is, and compiles only if the member is open.

private final class ObservingTextField: UITextField {
    var texts: [String?] = []
    override var text: String? { didSet { texts.append(text) } }
}

private final class InsetCell: UITableViewCell {
    override var separatorInset: UIEdgeInsets {
        get { UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0) }
        set { super.separatorInset = newValue }
    }
}

// Colours and paragraph styles are not the main actor's, as UIKit's are not.
nonisolated private final class BrandColor: UIColor, @unchecked Sendable {
    override class var systemBlue: UIColor { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
}

private final class PagingScrollView: UIScrollView {
    var offsets: [CGPoint] = []
    override var contentOffset: CGPoint { didSet { offsets.append(contentOffset) } }
}

nonisolated private final class PlainStyle: NSMutableParagraphStyle {
    override var lineSpacing: CGFloat { get { 3 } set { super.lineSpacing = newValue } }
}

@Suite @MainActor struct DeclarationShapeTests {
    @Test func overriddenMembersAreCalled() {
        let field = ObservingTextField()
        field.text = "a"
        #expect(field.texts == ["a"])
        #expect(InsetCell().separatorInset.left == 40)
        #expect(BrandColor.systemBlue == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        let scroll = PagingScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scroll.offsets == [CGPoint(x: 0, y: 10)])
        #expect(PlainStyle().lineSpacing == 3)
    }

    @Test func containersGiveTheirPartsThroughOverridableProperties() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        #expect(navigation.navigationBar === navigation.navigationBar)
        #expect(tabs.tabBar === tabs.tabBar)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }
}
