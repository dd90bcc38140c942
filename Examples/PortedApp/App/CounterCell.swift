//
//  CounterCell.swift
//  A table cell with a stepper-like pair of buttons, an Interface Builder designable button
//  and a selector with an explicit Objective-C name.
//

import UIKit

@IBDesignable
final class RoundedButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

final class CounterCell: UITableViewCell {
    static let reuseIdentifier = "CounterCell"

    let countLabel = UILabel()
    let plusButton = RoundedButton(type: .system)
    let minusButton = RoundedButton(type: .system)
    private(set) var count = 0 {
        didSet { countLabel.text = "\(count)" }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        countLabel.text = "0"
        plusButton.setTitle("+", for: .normal)
        minusButton.setTitle("−", for: .normal)
        plusButton.cornerRadius = 8
        plusButton.addTarget(self, action: #selector(change(_:)), for: .touchUpInside)
        minusButton.addTarget(self, action: #selector(change(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [minusButton, countLabel, plusButton])
        stack.axis = .horizontal
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            minusButton.widthAnchor.constraint(equalToConstant: 44),
            plusButton.widthAnchor.constraint(equalToConstant: 44),
            plusButton.heightAnchor.constraint(equalToConstant: 32),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc(changeCount:)
    private func change(_ sender: UIButton) {
        count += sender === plusButton ? 1 : -1
    }
}
