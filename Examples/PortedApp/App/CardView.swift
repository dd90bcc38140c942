//
//  CardView.swift
//  A card that can be dragged and swiped away, and refreshes itself on a timer.
//

import UIKit

final class CardView: UIView {
    let titleLabel = UILabel()
    private(set) var offset = CGPoint.zero
    private(set) var dismissed = false
    private(set) var ticks = 0
    private(set) var loaded = false
    private(set) var timer: Timer?
    /// The refresh action, kept to schedule it again.
    static let refreshAction = #selector(refresh(timer:))

    /// Dragged to move the card; the body below it is swiped to dismiss it.
    let handle = UIView()
    let body = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.text = "Swipe me"
        [handle, body].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        body.addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: topAnchor),
            handle.leadingAnchor.constraint(equalTo: leadingAnchor),
            handle.trailingAnchor.constraint(equalTo: trailingAnchor),
            handle.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: handle.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: leadingAnchor),
            body.trailingAnchor.constraint(equalTo: trailingAnchor),
            body.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.centerXAnchor.constraint(equalTo: body.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: body.centerYAnchor),
        ])

        handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe))
        swipe.direction = .left
        body.addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func startRefreshing() {
        timer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(refresh(timer:)),
                                     userInfo: nil, repeats: true)
        perform(#selector(finishLoading), with: nil, afterDelay: 0.01)
    }

    func stopRefreshing() {
        timer?.invalidate()
        timer = nil
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        offset = recognizer.translation(in: self)
    }

    @objc func handleSwipe() {
        dismissed = true
    }

    @objc private func refresh(timer: Timer) {
        ticks += 1
    }

    @objc private func finishLoading() {
        loaded = true
    }
}

extension CardView {
    // An override in an extension, as apps write them: the port moves it into the class's body.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        titleLabel.textColor = tintColor
    }
}
