// Screens written the way iOS apps write them — only the import differs.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitLayout
#endif

/// A sign-in screen: a form in a vertical stack view, pinned with anchors to the safe area.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
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
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
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

/// An empty state: an image, a title, a message and a button, centred in the readable width.
final class EmptyStateViewController: UIViewController {
    let imageView = UIImageView(image: UIImage(size: CGSize(width: 120, height: 90)))
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let actionButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        imageView.backgroundColor = .systemGray5
        titleLabel.text = "No messages yet"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        messageLabel.text = "When someone writes to you, it shows up here."
        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        actionButton.setTitle("Start a conversation", for: .normal)
        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, messageLabel, actionButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(20, after: imageView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            messageLabel.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
        ])
    }
}

/// An article: a header image and paragraphs in a vertical stack inside a scroll view, as wide
/// as the screen and as tall as its text.
final class ArticleViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentStack = UIStackView()
    let heroView = UIImageView()
    let headlineLabel = UILabel()
    let paragraphs: [UILabel] = (0..<3).map { _ in UILabel() }

    override func viewDidLoad() {
        super.viewDidLoad()
        heroView.backgroundColor = .systemTeal
        headlineLabel.font = .preferredFont(forTextStyle: .title1)
        headlineLabel.numberOfLines = 0
        headlineLabel.text = "Auto Layout, anywhere"
        let text = "Constraints describe relations between views, and the engine finds the frames that keep them."
        for label in paragraphs {
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.text = text
        }
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentStack.axis = .vertical
        contentStack.spacing = 12
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        [heroView, headlineLabel].forEach(contentStack.addArrangedSubview)
        paragraphs.forEach(contentStack.addArrangedSubview)
        scrollView.addSubview(contentStack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            heroView.heightAnchor.constraint(equalTo: heroView.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        contentStack.setCustomSpacing(0, after: heroView)
    }
}
