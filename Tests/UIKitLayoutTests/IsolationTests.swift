import Foundation
import Testing
import UIKitLayout

#if MainActorViews
// App code isolates its own models and helpers to the main actor and uses them from views'
// initializers and overrides and from controllers' callbacks, as Swift 6 apps on iOS do. That
// compiles because views, controllers and constraints are the main actor's, as UIKit's are (the
// package trait `MainActorViews`, on by default). Without the trait none of this file compiles:
// "call to main actor-isolated global function in a synchronous nonisolated context".

@MainActor private final class InboxModel {
    var title = "Inbox"
    var unread = 3
}

@MainActor private func badgeText(_ count: Int) -> String { count == 0 ? "" : "\(count) new" }

@MainActor private func styled(_ label: UILabel) -> UILabel {
    label.font = .systemFont(ofSize: 10)
    return label
}

private final class InboxHeader: UIView {
    let title = styled(UILabel()), badge = styled(UILabel())
    let model: InboxModel
    private(set) var layoutCount = 0

    init(model: InboxModel) {
        self.model = model
        super.init(frame: .zero)
        addSubview(title)
        addSubview(badge)
        title.text = model.title
        badge.text = badgeText(model.unread)
        title.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(16) }
        badge.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right).offset(8)
            make.firstBaseline.equalTo(title)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assertIsolated("UIKit lays out on the main actor")
        layoutCount += 1
    }
}

private final class InboxController: UIViewController {
    let model = InboxModel()
    lazy var header = InboxHeader(model: model)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }
}

@Suite struct IsolationTests {
    @Test func appCodeIsolatedToTheMainActorRunsInViewsAndControllers() {
        let controller = InboxController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        controller.view.layoutIfNeeded()
        // "Inbox": 5 characters of 10 × 0.6 = 30 wide, 12 tall, at (16, 16).
        #expect(controller.header.title.frame == CGRect(x: 16, y: 16, width: 30, height: 12))
        // "3 new": 30 wide, 8 after the title (16 + 30 + 8 = 54), on its baseline.
        #expect(controller.header.badge.frame == CGRect(x: 54, y: 16, width: 30, height: 12))
        #expect(controller.header.layoutCount == 1)
    }

    @Test func otherTasksReachViewsThroughTheMainActor() async {
        // A task off the main actor awaits it to make and lay out a view, as on iOS.
        let width = await Task.detached {
            await MainActor.run { () -> CGFloat in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50)), child = UIView()
                root.addSubview(child)
                child.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(20) }
                root.layoutIfNeeded()
                return child.frame.width
            }
        }.value
        #expect(width == 160)  // 200 − 2 × 20
    }
}
#endif
