import Testing
import UIKitLayout

/// A screen setting what changes no frame on its text view, button, table, collection, scroll view,
/// label, image view and navigation item.
final class NonLayoutSettingsViewController: UIViewController {
    let textView = UITextView(), button = UIButton(type: .system), table = UITableView(), collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    override func viewDidLoad() {
        super.viewDidLoad()
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = .zero
        textView.textContainer.maximumNumberOfLines = 3
        textView.dataDetectorTypes = [.link]
        button.menu = UIMenu(title: "More", children: [UIAction(title: "Share") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.setAttributedTitle(NSAttributedString(string: "Go"), for: .normal)
        button.setBackgroundImage(nil, for: .normal)
        button.adjustsImageWhenHighlighted = false
        button.semanticContentAttribute = .forceRightToLeft
        table.backgroundView = UIView()
        table.sectionHeaderTopPadding = 0
        collection.decelerationRate = .fast
        collection.showsHorizontalScrollIndicator = false
        let scroll = UIScrollView()
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 1
        let label = UILabel()
        label.highlightedTextColor = .white
        label.isHighlighted = false
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 0, height: 1)
        label.allowsDefaultTighteningForTruncation = true
        label.baselineAdjustment = .alignCenters
        label.preferredMaxLayoutWidth = 200
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in }, menu: nil)
        navigationItem.searchController = nil
        let image = UIImageView(image: nil, highlightedImage: nil)
        image.isHighlighted = false
        image.layer.minificationFilter = .trilinear
        view.insetsLayoutMarginsFromSafeArea = true
        view.directionalLayoutMargins = .zero
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)])
        let spacing = UIStackView.spacingUseSystem
        _ = spacing
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
    }
}

/// A controller setting what changes no frame — text containers, menus, zoom scales, highlighted
/// colours, bar items — as iOS apps write it, and what it sets, read back.
@Suite struct SettingsWithoutFramesTests {
    @Test func itsSettingsAreKeptAndReadBack() {
        let screen = NonLayoutSettingsViewController()
        let (_, diagnostics) = LayoutDiagnostics.collect { _ = present(screen) }
        #expect(diagnostics.isEmpty)
        #expect(screen.textView.lineFragmentPadding == 0 && screen.textView.numberOfLines == 3)
        #expect(screen.button.title(for: .normal) == "Go" && screen.button.showsMenuAsPrimaryAction)
        #expect((screen.button.menu?.children.first as? UIAction)?.title == "Share")
        #expect(screen.collection.decelerationRate == .fast)
        #expect(screen.textView.dataDetectorTypes == [.link])
    }
}
