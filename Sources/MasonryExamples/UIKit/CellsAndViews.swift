// Cells and views written the way iOS apps write them — only the import differs.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitLayout
#endif

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
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
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
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
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
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
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
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
    }
}

/// A post in a feed, laid out with anchors and measured with `systemLayoutSizeFitting`.
final class PostCell: UITableViewCell {
    let avatarView = UIImageView()
    let authorLabel = UILabel()
    let dateLabel = UILabel()
    let bodyLabel = UILabel()
    let likeButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.backgroundColor = .systemGray4
        avatarView.layer.cornerRadius = 20
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.textColor = .secondaryLabel
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        likeButton.setTitle("Like", for: .normal)
        for subview in [avatarView, authorLabel, dateLabel, bodyLabel, likeButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
            authorLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
            authorLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            authorLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            dateLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 2),
            dateLabel.leadingAnchor.constraint(equalTo: authorLabel.leadingAnchor),
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatarView.bottomAnchor, multiplier: 1),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            likeButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 4),
            likeButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            likeButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
    }

    func configure(author: String, date: String, body: String) {
        authorLabel.text = author
        dateLabel.text = date
        bodyLabel.text = body
    }
}

/// A product in a grid: a square image, a name on up to two lines and a price.
final class ProductCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.backgroundColor = .systemGray6
        imageView.layer.cornerRadius = 8
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.numberOfLines = 2
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        contentView.addSubview(imageView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview()
        }
        priceLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.equalToSuperview()
            make.bottom.lessThanOrEqualToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")  // safe: nothing here decodes views; iOS code writes it so
    }
}
