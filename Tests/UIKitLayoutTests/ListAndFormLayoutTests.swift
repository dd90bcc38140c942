import Testing
import UIKitLayout

/// A profile header with a follow button, a spinner and a switch, laid out with anchors and guides.
final class FollowableProfileHeaderView: UIView {
    private let avatarImageView: UIImageView = {
        let iv = UIImageView()
        iv.contentMode = .scaleAspectFill
        iv.clipsToBounds = true
        iv.layer.cornerRadius = 40
        iv.translatesAutoresizingMaskIntoConstraints = false
        iv.backgroundColor = .systemGray5
        return iv
    }()
    private let nameLabel: UILabel = {
        let l = UILabel()
        l.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        l.textColor = .label
        l.textAlignment = .center
        l.numberOfLines = 0
        l.adjustsFontForContentSizeCategory = true
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }()
    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let toggle = UISwitch()
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setupViews() {
        [avatarImageView, nameLabel, bioLabel, followButton, spinner, toggle, separator].forEach { addSubview($0) }
        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 3
        bioLabel.lineBreakMode = .byTruncatingTail
        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitleColor(.white, for: .normal)
        followButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        followButton.backgroundColor = .systemBlue
        followButton.layer.cornerRadius = 8
        followButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        followButton.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        spinner.translatesAutoresizingMaskIntoConstraints = false
        toggle.isOn = true
        toggle.onTintColor = .systemGreen
        toggle.translatesAutoresizingMaskIntoConstraints = false
        separator.backgroundColor = .separator
        separator.translatesAutoresizingMaskIntoConstraints = false
        bioLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        nameLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)

        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            avatarImageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 80),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.bottomAnchor, multiplier: 1),
            bioLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            followButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            followButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: followButton.centerYAnchor),
            spinner.leadingAnchor.constraint(equalTo: followButton.trailingAnchor, constant: 8),
            toggle.centerYAnchor.constraint(equalTo: followButton.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            separator.topAnchor.constraint(equalTo: followButton.bottomAnchor, constant: 16),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    func configure(name: String, bio: String, image: UIImage?) {
        nameLabel.text = name
        bioLabel.text = bio
        avatarImageView.image = image ?? UIImage(systemName: "person.circle.fill")
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A feed row: a thumbnail beside a wrapping title, laid out with SnapKit.
final class ThumbnailFeedCell: UITableViewCell {
    static let reuseIdentifier = "ThumbnailFeedCell"
    private let titleLabel = UILabel()
    private let thumb = UIImageView()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(titleLabel)
        contentView.addSubview(thumb)
        titleLabel.numberOfLines = 0
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
        thumb.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(12)
            make.size.equalTo(CGSize(width: 48, height: 48))
            make.bottom.lessThanOrEqualToSuperview().offset(-12)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(thumb.snp.trailing).offset(12)
            make.top.equalTo(thumb)
            make.trailing.bottom.equalToSuperview().inset(12)
        }
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() { super.prepareForReuse(); titleLabel.text = nil; thumb.image = nil }
    func configure(_ text: String) { titleLabel.text = text }
}

/// Feed rows in an inset grouped table filling the safe area.
final class FeedListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let items = ["a", "b"]
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = .systemBackground
        view.addSubview(tableView)
        tableView.register(ThumbnailFeedCell.self, forCellReuseIdentifier: ThumbnailFeedCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.separatorStyle = .singleLine
        tableView.tableFooterView = UIView()
        tableView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ThumbnailFeedCell.reuseIdentifier, for: indexPath) as! ThumbnailFeedCell
        cell.configure(items[indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
}

/// A sign-in form in a stack above the keyboard, with a control of each kind.
final class ControlsFormViewController: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let stack = UIStackView()
    let segmented = UISegmentedControl(items: ["One", "Two"])
    let slider = UISlider()
    let progress = UIProgressView(progressViewStyle: .default)
    let pageControl = UIPageControl()
    override func viewDidLoad() {
        super.viewDidLoad()
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.returnKeyType = .next
        email.clearButtonMode = .whileEditing
        email.textContentType = .emailAddress
        email.delegate = self
        password.isSecureTextEntry = true
        password.borderStyle = .roundedRect
        segmented.selectedSegmentIndex = 0
        slider.minimumValue = 0; slider.maximumValue = 1; slider.value = 0.5
        progress.progress = 0.3
        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .black
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        [email, password, segmented, slider, progress, pageControl].forEach(stack.addArrangedSubview)
        stack.setCustomSpacing(24, after: password)
        view.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-16)
        }
        let scroll = UIScrollView()
        scroll.showsVerticalScrollIndicator = false
        scroll.alwaysBounceVertical = true
        scroll.keyboardDismissMode = .onDrag
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.isPagingEnabled = true
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.addSubview(effect)
        effect.contentView.addSubview(UIView())
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.2
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 4
        let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        _ = font
        let c = UIColor(named: "Brand") ?? UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        _ = c.withAlphaComponent(0.5)
        navigationItem.title = "Login"
        navigationController?.navigationBar.prefersLargeTitles = true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder(); return true }
}

/// A rounded grid cell whose label is laid out with `mas`.
final class RoundedGridCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 12
        label.mas.makeConstraints { make in
            make.edges.equalTo(self.contentView).with.insets(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        }
    }
    required init?(coder: NSCoder) { fatalError() }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        return layoutAttributes
    }
}

/// A vertical grid of self-sizing `RoundedGridCell`s.
func makeGridCollectionView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .vertical
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 8
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
    cv.register(RoundedGridCell.self, forCellWithReuseIdentifier: "RoundedGridCell")
    cv.backgroundColor = .clear
    return cv
}

/// A feed list controller and a form with every kind of control, with a header view and a grid
/// cell beside them, written as iOS screens write them with only the import changed; these tests
/// lay the list and the form out.
@Suite struct ListAndFormLayoutTests {
    @Test func aListControllerShowsItsRowsInTheSafeArea() {
        let list = FeedListViewController()
        let (_, diagnostics) = LayoutDiagnostics.collect { _ = present(list) }
        #expect(diagnostics.isEmpty)
        let table = list.view.subviews.first as? UITableView
        #expect(table?.frame == CGRect(x: 0, y: 47, width: 375, height: 586))  // 667 - 47 - 34
        // insetGrouped: 16 in from each side; 18 above the section; a row is the thumbnail's
        // 12 + 48 + 12 of content (the one-line title is shorter) and 0.5 of separator.
        #expect(table?.visibleCells.map(\.frame) == [CGRect(x: 16, y: 18, width: 343, height: 72.5),
                                                     CGRect(x: 16, y: 90.5, width: 343, height: 72.5)])
    }

    @Test func aFormWithEveryKindOfControlLaysOutWithoutConflicts() {
        let form = ControlsFormViewController()
        let (_, diagnostics) = LayoutDiagnostics.collect { _ = present(form) }
        #expect(diagnostics.isEmpty)
        // The stack ends 16 above the keyboard guide (the safe area's bottom, 633, with no
        // keyboard); its rows: the borderless field 21, the rounded one 34, then 32, 31, 4, 26,
        // spaced 12 (24 after the password), inside 8 above and below:
        // 8 + 21 + 12 + 34 + 24 + 32 + 12 + 31 + 12 + 4 + 12 + 26 + 8 = 236, from 633 - 16 - 236 = 381.
        #expect(form.stack.frame == CGRect(x: 0, y: 381, width: 375, height: 236))
        #expect(form.password.frame == CGRect(x: 16, y: 41, width: 343, height: 34))
    }
}
