//
//  ProfileViewController.swift
//  A screen laid out in Profile.storyboard: outlets, an outlet collection, an action and an
//  inspectable property, as Interface Builder apps write them.
//

import UIKit

final class RoundedView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

final class ProfileViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet weak var avatarView: RoundedView!
    @IBOutlet weak var followButton: UIButton!
    @IBOutlet var statLabels: [UILabel]!

    private(set) var followers = 0
    var name: String { nameLabel.text ?? "" }

    override func viewDidLoad() {
        super.viewDidLoad()
        statLabels.forEach { $0.textColor = .gray }
        updateFollowers()
    }

    @IBAction private func follow(_ sender: UIButton) {
        followers += 1
        updateFollowers()
    }

    private func updateFollowers() {
        statLabels.first?.text = "\(followers) followers"
        followButton.setTitle(followers == 0 ? "Follow" : "Following", for: .normal)
    }
}
