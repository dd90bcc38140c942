import Foundation
import UIKitLayout

/// The screens of `Screens.swift` in the gallery, at the gallery's size.
extension Examples {
    /// A controller's view at `size`, named `superview`.
    private static func presented(_ controller: UIViewController, _ size: CGSize) -> UIView {
        let view: UIView = controller.view
        view.frame = CGRect(origin: .zero, size: size)
        view.mas.key = "superview"
        return view
    }

    /// A screen of one state: `views` measured at the width of a root of `size` and stacked down it
    /// at the heights they asked for, as a table view places its rows.
    private static func rows(_ title: String, _ stateName: String, _ size: CGSize, _ views: [UIView]) -> ExampleScreen {
        let root = makeRoot(size)
        var y: CGFloat = 0
        for view in views {
            let height = view.systemLayoutSizeFitting(CGSize(width: root.frame.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            view.frame = CGRect(x: 0, y: y, width: root.frame.width, height: height)
            root.addSubview(view)
            y += height
        }
        return ExampleScreen(title: title, states: [state(stateName, root)])
    }

    static func loginForm(_ size: CGSize) -> ExampleScreen {
        let login = LoginViewController()
        let root = presented(login, size)
        attachKeys(["form": login.stackView, "title": login.titleLabel, "email": login.emailField,
                    "password": login.passwordField, "error": login.errorLabel, "signIn": login.signInButton])
        return ExampleScreen(title: "Login Form", states: [
            state("error hidden", root), state("error shown", root) { login.showError() },
        ])
    }

    static func profileHeader(_ size: CGSize) -> ExampleScreen {
        Image.register(Image(size: CGSize(width: 72, height: 72)), named: "avatar-72")
        let header = ProfileHeaderView()
        header.configure(name: "Ada Lovelace", bio: "Wrote the first program for a machine that did not exist yet.")
        attachKeys(["header": header, "avatar": header.avatarImageView, "name": header.nameLabel, "bio": header.bioLabel])
        return rows("Profile Header", "measured", size, [header])
    }

    static func settingsRows(_ size: CGSize) -> ExampleScreen {
        let cells = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mobile Data", "Off")].enumerated().map { index, row in
            let cell = SettingsCell(style: .default, reuseIdentifier: SettingsCell.reuseIdentifier)
            cell.configure(title: row.0, value: row.1)
            attachKeys(["row\(index)": cell.contentView, "icon\(index)": cell.iconView, "title\(index)": cell.titleLabel,
                        "value\(index)": cell.valueLabel])
            return cell
        }
        return rows("Settings Rows", "three rows", size, cells)
    }

    static func chatBubbles(_ size: CGSize) -> ExampleScreen {
        let messages = ["Hi!", "Are we still on for lunch tomorrow at the place near the station?", "Yes, at noon."]
        let cells = messages.enumerated().map { index, message in
            let cell = ChatBubbleCell(style: .default, reuseIdentifier: "chat")
            cell.messageLabel.text = message
            attachKeys(["bubble\(index)": cell.bubbleView, "message\(index)": cell.messageLabel])
            return cell
        }
        return rows("Chat Bubbles", "three messages", size, cells)
    }

    static func toolbar(_ size: CGSize) -> ExampleScreen {
        let root = makeRoot(size), toolbar = ToolbarView()
        root.addSubview(toolbar)
        toolbar.frame = CGRect(x: 0, y: size.height - 44, width: size.width, height: 44)
        attachKeys(["toolbar": toolbar, "back": toolbar.buttons[0], "share": toolbar.buttons[1],
                    "save": toolbar.buttons[2], "more": toolbar.buttons[3]])
        return ExampleScreen(title: "Toolbar", states: [state("equal spacing", root)])
    }

    static func composer(_ size: CGSize) -> ExampleScreen {
        let composer = ComposerViewController()
        let root = presented(composer, size)
        attachKeys(["bar": composer.textView.superview ?? root, "field": composer.textView, "send": composer.sendButton])
        return ExampleScreen(title: "Composer Above The Keyboard", states: [
            state("no keyboard", root),
            state("keyboard 216", root) { root.keyboardLayoutGuide.keyboardHeight = 216 },
        ])
    }

    static func onboarding(_ size: CGSize) -> ExampleScreen {
        let onboarding = OnboardingViewController()
        let root = presented(onboarding, size)
        attachKeys(["scroll": onboarding.scrollView, "page1": onboarding.pages[0], "page2": onboarding.pages[1],
                    "page3": onboarding.pages[2]])
        return ExampleScreen(title: "Onboarding Pages", states: [
            state("page 1", root),
            state("page 2", root) { onboarding.scrollView.contentOffset = CGPoint(x: size.width, y: 0) },
        ])
    }

    static func masonryCard(_ size: CGSize) -> ExampleScreen {
        let controller = MasonryCardViewController()
        let root = presented(controller, size)
        attachKeys(["card": controller.card, "header": controller.header])
        return ExampleScreen(title: "Masonry With UIKit Names", states: [state("card", root)])
    }

    static func posts(_ size: CGSize) -> ExampleScreen {
        let bodies = ["It is easier to ask forgiveness than it is to get permission.", "Shipped it."]
        let cells = bodies.enumerated().map { index, body in
            let cell = PostCell(style: .default, reuseIdentifier: "post")
            cell.configure(author: index == 0 ? "Grace Hopper" : "Ada", date: "\(index + 2)h", body: body)
            attachKeys(["post\(index)": cell.contentView, "avatar\(index)": cell.avatarView, "body\(index)": cell.bodyLabel,
                        "like\(index)": cell.likeButton])
            return cell
        }
        return rows("Post Cells", "two posts", size, cells)
    }

    static func emptyState(_ size: CGSize) -> ExampleScreen {
        let empty = EmptyStateViewController()
        let root = presented(empty, size)
        attachKeys(["image": empty.imageView, "title": empty.titleLabel, "message": empty.messageLabel,
                    "action": empty.actionButton])
        return ExampleScreen(title: "Empty State", states: [state("centred", root)])
    }

    static func article(_ size: CGSize) -> ExampleScreen {
        let article = ArticleViewController()
        let root = presented(article, size)
        attachKeys(["scroll": article.scrollView, "hero": article.heroView, "headline": article.headlineLabel])
        return ExampleScreen(title: "Article", states: [
            state("top", root),
            state("scrolled 200", root) { article.scrollView.contentOffset = CGPoint(x: 0, y: 200) },
        ])
    }

    static func products(_ size: CGSize) -> ExampleScreen {
        let root = makeRoot(size)
        let width = (size.width - 3 * 10) / 2
        let names = ["Wireless noise-cancelling headphones", "Mug", "Desk lamp with a long arm", "Notebook"]
        let cells = names.enumerated().map { index, name in
            let cell = ProductCell(frame: .zero)
            cell.nameLabel.text = name
            cell.priceLabel.text = ["$299", "$12", "$45", "$8"][index]
            attachKeys(["product\(index)": cell, "image\(index)": cell.imageView, "name\(index)": cell.nameLabel])
            return cell
        }
        // Two to a row, each row as tall as its taller cell, as a flow layout places them.
        let heights = cells.map {
            $0.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        var y: CGFloat = 10
        for row in stride(from: 0, to: cells.count, by: 2) {
            let rowHeight = heights[row..<min(row + 2, cells.count)].max() ?? 0
            for index in row..<min(row + 2, cells.count) {
                cells[index].frame = CGRect(x: 10 + CGFloat(index % 2) * (width + 10), y: y, width: width, height: rowHeight)
                root.addSubview(cells[index])
            }
            y += rowHeight + 10
        }
        return ExampleScreen(title: "Product Grid", states: [state("four products", root)])
    }
}
