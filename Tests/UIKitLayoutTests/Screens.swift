// Screens and cells written the way iOS apps write them — only the import differs.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitLayout
#endif

/// A sign-in screen: a form in a vertical stack view, pinned with anchors to the safe area.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UIView()
    let passwordField = UIView()
    let errorLabel = UILabel()
    let signInButton = UIButton(type: .system)
    let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        errorLabel.text = "Wrong password"
        errorLabel.textColor = .systemRed
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.isHidden = true
        for field in [emailField, passwordField] {
            field.backgroundColor = .secondarySystemBackground
            field.layer.cornerRadius = 8
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.backgroundColor = .systemBlue
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.layer.cornerRadius = 10

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [titleLabel, emailField, passwordField, errorLabel, signInButton].forEach(stackView.addArrangedSubview)
        stackView.setCustomSpacing(24, after: titleLabel)
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func showError() {
        errorLabel.isHidden = false
    }
}

/// A profile header: an avatar image view, a name and a bio, with SnapKit.
final class ProfileHeaderView: UIView {
    let avatarImageView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        avatarImageView.image = UIImage(named: "avatar-72")
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 36
        avatarImageView.layer.masksToBounds = true
        nameLabel.font = .boldSystemFont(ofSize: 22)
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        addSubview(avatarImageView)
        addSubview(nameLabel)
        addSubview(bioLabel)
        avatarImageView.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(16)
            make.size.equalTo(72)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatarImageView.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.trailing.equalTo(nameLabel)
            make.bottom.equalToSuperview().inset(16)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}

/// A settings row: icon, title, value and a switch-sized accessory, in a table view cell.
final class SettingsCell: UITableViewCell {
    static let reuseIdentifier = "SettingsCell"
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        iconView.backgroundColor = .systemGreen
        iconView.layer.cornerRadius = 6
        valueLabel.textColor = .secondaryLabel
        valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        [iconView, titleLabel, valueLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 29),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            iconView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 7),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: iconView.trailingAnchor, multiplier: 2),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
            valueLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        valueLabel.text = nil
    }

    func configure(title: String, value: String) {
        titleLabel.text = title
        valueLabel.text = value
    }
}

/// A chat bubble: the message wraps inside a rounded bubble at most 70 % of the row wide.
final class ChatBubbleCell: UITableViewCell {
    let bubbleView = UIView()
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyleless()
        bubbleView.backgroundColor = .systemBlue
        bubbleView.layer.cornerRadius = 16
        messageLabel.textColor = .white
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 15)
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        bubbleView.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(4)
            make.trailing.equalToSuperview().inset(12)
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.7)
        }
        messageLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func selectionStyleless() {
        backgroundColor = .clear
        contentView.backgroundColor = .clear
    }
}

/// A toolbar of four equally spaced buttons, centred vertically.
final class ToolbarView: UIView {
    let buttons = ["Back", "Share", "Save", "More"].map { title -> UIButton in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        addSubview(stack)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.height.equalTo(44)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A message composer that stays above the keyboard.
final class ComposerViewController: UIViewController {
    let textView = UIView()
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.setTitle("Send", for: .normal)
        textView.backgroundColor = .systemGray6
        let bar = UIView()
        bar.backgroundColor = .systemBackground
        view.addSubview(bar)
        bar.addSubview(textView)
        bar.addSubview(sendButton)
        bar.translatesAutoresizingMaskIntoConstraints = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            textView.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            textView.heightAnchor.constraint(equalToConstant: 36),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
        ])
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
    }
}

/// Onboarding: three pages side by side in a paging scroll view, each as wide as the screen.
final class OnboardingViewController: UIViewController {
    let scrollView = UIScrollView()
    let pages: [UIView] = (0..<3).map { _ in UIView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = UIStackView(arrangedSubviews: pages)
        content.axis = .horizontal
        content.distribution = .fillEqually
        scrollView.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.height.equalTo(scrollView.frameLayoutGuide)
        }
        pages[0].snp.makeConstraints { make in make.width.equalTo(view) }
        for (index, page) in pages.enumerated() {
            page.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange][index]
        }
    }
}

/// A Masonry screen with UIKit's names: `mas_makeConstraints` is `mas.makeConstraints`.
final class MasonryCardViewController: UIViewController {
    let card = UIView()
    let header = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .white
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        header.text = "Today"
        header.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(card)
        card.addSubview(header)
        card.mas.makeConstraints { make in
            make.top.equalTo(view.mas.safeAreaLayoutGuideTop).offset(20)
            make.left.right.equalTo(view).insets(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            make.height.equalTo(120)
        }
        header.mas.makeConstraints { make in
            make.top.left.equalTo(card).offset(16)
        }
    }
}
