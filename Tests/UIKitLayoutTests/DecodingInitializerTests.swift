import Testing
import UIKitLayout

// Subclasses as iOS apps write them: their own initializers, and `init(coder:)` calling super's,
// which must be a designated initializer in every UIKit class (non-failable for stack views).
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(badge)
    }
}

final class SectionHeader: UICollectionReusableView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override init(frame: CGRect) { super.init(frame: frame) }
}

final class Toolbar: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
}

final class Gallery: UICollectionView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `super.init(coder:)` from the subclasses apps write.
@Suite struct DecodingInitializerTests {
    @Test func decodedViewsAreSetUpAsTheirOtherInitializersSetThemUp() {
        let cell = BadgeCell(coder: NSCoder())
        // A decoded cell has its content view filling it, and the default 320 × 44 frame.
        #expect(cell?.frame.size == CGSize(width: 320, height: 44))
        #expect(cell?.contentView.superview === cell && cell?.badge.superview === cell?.contentView)
        #expect(cell?.reuseIdentifier == nil)
        #expect(SectionHeader(coder: NSCoder())?.frame == .zero)
        #expect(Toolbar(coder: NSCoder()).axis == .horizontal)
        // A decoded collection view has a flow layout, as UIKit's does.
        #expect(Gallery(coder: NSCoder())?.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
