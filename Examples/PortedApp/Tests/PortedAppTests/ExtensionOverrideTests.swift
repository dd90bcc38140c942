import Foundation
import Testing
import UIKitLayout

/// App/ViewHelpers.swift overrides `@objc` methods in extensions of UIKit's classes; each call
/// reaches the override of the most derived class the receiver is, as Objective-C's dispatch does.
@Suite @MainActor struct ExtensionOverrideTests {  // views are the main actor's, as on iOS
    @Test func aCellAddsToItsContentViewAndAPlainViewToItself() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        let returned = cell.addSubviews([label])
        #expect(label.superview === cell.contentView)
        #expect(returned === cell.contentView)  // the override returns what the content view's call does
        let view = UIView()
        let image = UIImageView()
        view.addSubviews([image])
        #expect(image.superview === view)
    }

    @Test func theMostDerivedOverrideRunsWhateverTheStaticType() {
        let views: [UIView] = [UIButton(type: .system), UISwitch(), UILabel()]
        for view in views { view.applyTheme("dark") }
        // UIButton's own override, though UIControl (its superclass) has one too; UISwitch is a
        // control with none of its own; a label reaches UIView's method.
        #expect(views.map(\.accessibilityIdentifier) == ["button:dark", "control:dark", "view:dark"])
    }
}
