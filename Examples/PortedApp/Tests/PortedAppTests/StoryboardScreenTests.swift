import Foundation
import Testing
import UIKitLayout

/// App/Profile.storyboard shows App/ProfileViewController.swift's screen: its class made from the
/// storyboard, outlets (private ones too) and an outlet collection connected before
/// `viewDidLoad()`, an inspectable property set, the button's action reaching a private method.
@Suite @MainActor struct StoryboardScreenTests {  // views are the main actor's, as on iOS
    init() {
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../App").standardized.path
        Nib.resourceFolders = [app]
        Nib.modules = ["PortedAppTests"]  // the ported classes' module here; the storyboard names the app's
    }

    @Test func theStoryboardShowsTheScreenWithItsOutletsAndActions() throws {
        let storyboard = UIStoryboard(name: "Profile", bundle: nil)
        let profile = try #require(storyboard.instantiateInitialViewController() as? ProfileViewController)
        #expect(storyboard.warnings.isEmpty)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = profile
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(profile.name == "Ada Lovelace")  // a private outlet
        #expect(profile.avatarView.layer.cornerRadius == 40)  // the inspectable property's didSet
        // 24 below the safe area's top (47), centred: (390 − 80) / 2 = 155.
        #expect(profile.avatarView.frame == CGRect(x: 155, y: 71, width: 80, height: 80))
        #expect(profile.followButton.frame.minY > 151)  // below the avatar, name and stats
        #expect(profile.followButton.title(for: .normal) == "Follow")
        profile.followButton.sendActions(for: .touchUpInside)
        #expect(profile.followers == 1)
        #expect(profile.followButton.title(for: .normal) == "Following")
        #expect(profile.view.subviews.count == 4)
    }
}
