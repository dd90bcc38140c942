//
//  ViewHelpers.swift
//  App-wide helpers on UIKit's classes, overridden for some of them in extensions, as
//  Objective-C dispatch allows for @objc methods: cells add to their content view, and
//  controls take a theme their own way.
//

import UIKit

extension UIView {
    @objc @discardableResult
    func addSubviews(_ views: [UIView]) -> UIView {
        for view in views { addSubview(view) }
        return self
    }

    @objc func applyTheme(_ name: String) {
        accessibilityIdentifier = "view:" + name
    }
}

extension UITableViewCell {
    @discardableResult
    override func addSubviews(_ views: [UIView]) -> UIView {
        contentView.addSubviews(views)
    }
}

extension UIButton {
    override func applyTheme(_ name: String) {
        accessibilityIdentifier = "button:" + name
    }
}

extension UIControl {
    override func applyTheme(_ name: String) {
        accessibilityIdentifier = "control:" + name
    }
}
