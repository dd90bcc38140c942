import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// A controller written as SnapKit's demos are: constraints made once, in `updateViewConstraints()`.
private final class OnceConstrained: ViewController {
    let box = View()
    var updates = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        view.setNeedsUpdateConstraints()
    }
    override func updateViewConstraints() {
        if updates == 0 {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        updates += 1
        super.updateViewConstraints()
    }
}

/// The controller hooks UIKit calls, and where `show` puts a controller.
@Suite struct ViewControllerHookTests {
    @Test func updateViewConstraintsRunsInTheLayoutPass() {
        let controller = OnceConstrained()
        _ = present(controller)
        #expect(controller.updates == 1)
        #expect(controller.box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 2)  // asked again, made nothing new
        #expect(controller.view.constraints.count == 2)  // left and top on the root; sizes on the box
    }

    @Test func showAndShowDetailPresentWithoutAContainer() {
        let controller = ViewController(), detail = ViewController(), other = ViewController()
        controller.show(detail, sender: nil)
        #expect(controller.presentedViewController === detail && detail.presentingViewController === controller)
        detail.dismiss(animated: false)
        controller.showDetailViewController(other, sender: nil)
        #expect(controller.presentedViewController === other)
    }
}
