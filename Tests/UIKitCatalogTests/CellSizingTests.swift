import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitCatalog
import LayoutTestSupport

/// Table and collection view cells measured from their content.
@Suite struct CellSizingTests {
    @Test func cellsSizeThemselvesFromTheirContent() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "message")
        let body = Label()
        body.numberOfLines = 0
        body.text = "Hello"
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        ])
        let fitting = CGSize(width: 375, height: 0)
        // One line at 17 pt: 20.4 tall, rounded up to 21; 12 + 21 + 12 = 45.
        #expect(cell.systemLayoutSizeFitting(fitting, withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 375, height: 45))
        // 40 characters at 10.2 wide (408) wrap in 375 - 32 = 343: two lines, 40.8 → 41; 12 + 41 + 12 = 65.
        body.text = String(repeating: "word ", count: 8)
        #expect(cell.systemLayoutSizeFitting(fitting, withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == 65)
        #expect(cell.reuseIdentifier == "message" && cell.style == .subtitle && cell.frame.size == CGSize(width: 320, height: 44))
        #expect(cell.constraints.map { $0.identifier ?? "" }.sorted() == [
            "UITableViewCell-contentView-bottom", "UITableViewCell-contentView-left",
            "UITableViewCell-contentView-right", "UITableViewCell-contentView-top"])
        // A collection view cell's content view fills it when laid out.
        let item = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        item.layoutIfNeeded()
        #expect(item.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aCellWithAStackSizesItself() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "row")
        let stack = StackView(arrangedSubviews: [Box(40, 20, name: "a"), Box(60, 30, name: "b")])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        for attribute in [LayoutAttribute.left, .top, .right, .bottom] {
            _ = pin(stack, attribute, to: cell.contentView, plus: attribute == .left || attribute == .top ? 10 : -10)
        }
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // 10 + 20 + 6 + 30 + 10 = 76 tall at the width asked.
        #expect(size == CGSize(width: 320, height: 76))
    }
}

/// A table cell's content view has UIKit's margins: 11 above and below, 16 or 20 at the sides.
@MainActor @Suite struct CellContentMarginTests {
    @Test func theSideMarginsFollowTheCellsWidthUntilScreenCodeSetsItsOwn() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.directionalLayoutMargins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        cell.frame = CGRect(x: 0, y: 0, width: 414, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.contentView.directionalLayoutMargins.leading == 20)  // 414 wide or wider
        cell.contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.contentView.directionalLayoutMargins.leading == 4)  // the screen's own stay
    }
}
