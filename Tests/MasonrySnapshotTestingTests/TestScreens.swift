import MasonrySnapshotTesting
import SnapshotTesting
import UIKitLayout

// What the suites share: a screen written as for iOS, and running a strategy.

/// A screen written as an iOS test writes it: four labels on the safe area's edges — one at the
/// top and one at the bottom, centred across, and one at each side, centred down.
final class FourLabelsViewController: UIViewController {
    let topLabel = UILabel(), leadingLabel = UILabel(), trailingLabel = UILabel(), bottomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        topLabel.text = "What's"
        leadingLabel.text = "the"
        trailingLabel.text = "point"
        bottomLabel.text = "?"
        for label in [topLabel, leadingLabel, trailingLabel, bottomLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topLabel.topAnchor.constraint(equalTo: safeArea.topAnchor),
            topLabel.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            leadingLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.centerXAnchor),
            leadingLabel.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
            trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.centerXAnchor),
            trailingLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            trailingLabel.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
            bottomLabel.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            bottomLabel.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
        ])
    }
}

/// The snapshot a strategy makes of `value`.
func snapshot<Value, Format>(_ strategy: Snapshotting<Value, Format>, of value: Value) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result!
}
