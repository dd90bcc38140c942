import Testing
import UIKitLayout

/// The README's profile header, laid out and measured as the README's test does.
@Suite struct ReadmeProfileHeaderTests {
    final class ProfileHeaderView: UIView {
        let avatar = UIImageView(image: UIImage(named: "avatar"))
        let name = UILabel(), bio = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            bio.numberOfLines = 0
            let texts = UIStackView(arrangedSubviews: [name, bio])
            texts.axis = .vertical
            texts.spacing = 4
            addSubview(avatar)
            addSubview(texts)
            avatar.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(16)
                make.size.equalTo(72)
                make.bottom.lessThanOrEqualToSuperview().inset(16)
            }
            texts.snp.makeConstraints { make in
                make.top.equalTo(avatar)
                make.leading.equalTo(avatar.snp.trailing).offset(12)
                make.trailing.equalToSuperview().inset(16)
                make.bottom.lessThanOrEqualToSuperview().inset(16)
            }
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func profileHeader() {
        let header = ProfileHeaderView()
        header.name.text = "Ada Lovelace"
        let (size, diagnostics) = LayoutDiagnostics.collect {
            header.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(diagnostics.isEmpty)                       // no conflicts
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        #expect(header.avatar.frame == CGRect(x: 16, y: 16, width: 72, height: 72))
        #expect(!header.bio.hasAmbiguousLayout)
        // The texts: the name (17 × 1.2 = 20.4 → 21) and 4 above an empty bio, from 16 + 72 + 12 = 100
        // to 375 - 16 (259 wide); the header is as tall as the avatar needs: 16 + 72 + 16 = 104.
        #expect(size == CGSize(width: 375, height: 104) && header.name.frame == CGRect(x: 0, y: 0, width: 259, height: 21))
        #expect(header.bio.frame == CGRect(x: 0, y: 25, width: 259, height: 0))
    }
}
