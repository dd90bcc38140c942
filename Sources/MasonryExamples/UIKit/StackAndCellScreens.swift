import Foundation
import Masonry
import UIKitRuntime
import UIKitCatalog

/// Screens beyond Masonry's app, written as UIKit code is: stack views, image views and a
/// self-sizing cell.
extension Examples {
    /// 17. A sign-in form in a column of stack views, a hidden error that collapses until shown,
    /// and a toolbar of icons with equal spacing.
    static func stackViews(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let title = Label()
        title.text = "Sign in"
        title.font = .boldSystemFont(ofSize: 24)
        let email = keyed(View(), "email", Color(hex: "#E5E5EA")!)
        let error = Label()
        error.text = "Wrong password"
        error.textColor = .red
        error.isHidden = true
        let password = keyed(View(), "password", Color(hex: "#E5E5EA")!)
        for field in [email, password] { field.mas.makeConstraints { make in make.height.equalTo(36) } }
        let cancel = Button(), signIn = Button()
        cancel.setTitle("Cancel", for: .normal)
        signIn.setTitle("Sign in", for: .normal)
        let buttons = StackView(arrangedSubviews: [keyed(cancel, "cancel", .gray), keyed(signIn, "signIn", .green)])
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        let form = StackView(arrangedSubviews: [keyed(title, "title", nil), email, keyed(error, "error", nil), password,
                                                keyed(buttons, "buttons", nil)])
        form.axis = .vertical
        form.spacing = 12
        form.setCustomSpacing(24, after: password)
        superview.addSubview(keyed(form, "form", nil))
        form.mas.makeConstraints { make in
            make.top.left.right.equalTo(superview).insets(EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
        }
        let icons = (0..<4).map { keyed(ImageView(image: Image(size: CGSize(width: 24, height: 24))), "icon\($0)", .blue) }
        let toolbar = StackView(arrangedSubviews: icons)
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .center
        toolbar.isLayoutMarginsRelativeArrangement = true
        toolbar.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        superview.addSubview(keyed(toolbar, "toolbar", .yellow))
        toolbar.mas.makeConstraints { make in
            make.left.right.bottom.equalTo(superview)
            make.height.equalTo(44)
        }
        return ExampleScreen(title: "Stack Views", states: [
            state("error hidden", superview),
            state("error shown", superview) { error.isHidden = false },
            state("toolbar centred", superview) {
                toolbar.distribution = .equalCentering
                icons[3].isHidden = true
            },
        ])
    }

    /// 18. A feed cell measured as a table view measures it: one sizing cell, its texts set for each
    /// item, `systemLayoutSizeFitting` at the table's width; the cells shown are stacked at the
    /// heights it gave.
    static func selfSizingCells(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let texts = ["Short.", "A longer post that wraps onto a second line at this width.",
                     "The longest of the three: it runs on for long enough that the label needs three lines of text."]
        let sizing = FeedCell()
        var heights: [CGFloat] = []
        for text in texts {
            sizing.body.text = text
            heights.append(sizing.systemLayoutSizeFitting(CGSize(width: size.width, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height)
        }
        var y: CGFloat = 0
        for (index, text) in texts.enumerated() {
            let cell = FeedCell()
            cell.mas.key = "cell\(index)"
            cell.contentView.mas.key = "content\(index)"
            cell.body.text = text
            cell.frame = CGRect(x: 0, y: y, width: size.width, height: heights[index])
            superview.addSubview(cell)
            y += heights[index]
        }
        return ExampleScreen(title: "Self-Sizing Cells", states: [
            state("measured", superview, note: "heights " + heights.map { String(format: "%g", Double($0)) }
                .joined(separator: ", ")),
        ])
    }
}

/// A post in a feed: an avatar, a name, and a body that wraps, in a table view cell.
final class FeedCell: TableViewCell {
    let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
    let name = Label()
    let body = Label()

    convenience init() { self.init(style: .default, reuseIdentifier: "post") }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .white
        name.text = "Ada"
        name.font = .boldSystemFont(ofSize: 15)
        body.font = .systemFont(ofSize: 14)
        body.numberOfLines = 0
        keyed(avatar, "avatar", .orange)
        keyed(name, "name", nil)
        keyed(body, "body", Color(hex: "#F2F2F7"))
        for view in [avatar, name, body] { contentView.addSubview(view) }
        avatar.mas.makeConstraints { make in
            make.size.equalTo(40)
            make.top.left.equalTo(contentView).offset(12)
            make.bottom.lessThanOrEqualTo(contentView).offset(-12)
        }
        name.mas.makeConstraints { make in
            make.top.equalTo(avatar)
            make.left.equalTo(avatar.mas.right).offset(10)
            make.right.lessThanOrEqualTo(contentView).offset(-12)
        }
        body.mas.makeConstraints { make in
            make.top.equalTo(name.mas.bottom).offset(4)
            make.left.equalTo(name)
            make.right.equalTo(contentView).offset(-12)
            make.bottom.equalTo(contentView).offset(-12)
        }
    }

    /// Never decoded: nothing here archives this view.
    required init?(coder: NSCoder) { nil }
}

/// Names a view (and colours it) for the renders.
@discardableResult
private func keyed<V: View>(_ view: V, _ key: String, _ color: Color?) -> V {
    view.mas.key = key
    if let color { view.backgroundColor = color }
    return view
}
