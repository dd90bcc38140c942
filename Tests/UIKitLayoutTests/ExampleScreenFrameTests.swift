import Testing
@testable import MasonryExamples
import UIKitLayout

/// The screens of `Screens.swift`, laid out on a 375-wide phone, frame by frame. Label heights
/// are 1.2 × the font size rounded up, widths 0.6 × the size a character, rounded up.
@Suite struct ExampleScreenFrameTests {
    @Test func loginFormInAStackView() {
        let login = LoginViewController()
        let (diagnostics) = LayoutDiagnostics.collect { _ = present(login) }.1
        #expect(diagnostics.isEmpty)
        // Below the safe area's top (47) by 32, between the root view's margins (the system's
        // minimum on a phone: 16 … 359).
        #expect(login.stackView.frame == rect(16, 79, 343, 210))
        // The title (34 × 1.2 = 40.8 → 41), 24 (custom), two fields of 44 with 12 between, the
        // hidden error (no height, no spacing of its own), 12, the button (17 → 21, + 6 + 6 = 33).
        #expect(login.titleLabel.frame == rect(0, 0, 343, 41) && login.emailField.frame == rect(0, 65, 343, 44))
        #expect(login.passwordField.frame == rect(0, 121, 343, 44) && login.errorLabel.frame.height == 0)
        #expect(login.signInButton.frame == rect(0, 177, 343, 33))
        login.showError()
        login.view.layoutIfNeeded()
        // The error (13 × 1.2 = 15.6 → 16) and one more spacing: the button moves down 16 + 12.
        #expect(login.errorLabel.frame == rect(0, 177, 343, 16) && login.signInButton.frame == rect(0, 205, 343, 33))
        #expect(login.stackView.frame.height == 238 && !login.view.hasAmbiguousLayout)
    }

    @Test func profileHeaderSizesItself() {
        Image.register(Image(size: CGSize(width: 72, height: 72)), named: "avatar-72")
        let header = ProfileHeaderView()
        header.configure(name: "Ada Lovelace", bio: "Wrote the first program for a machine that did not exist yet.")
        // 16 + 72 + 12 + the name (22 → 27) + 4 + the bio in two lines (62 characters of 9 points
        // in 343: 38 a line; 2 × 18) + 16 = 183.
        #expect(height(of: header) == 183)
        header.frame = rect(0, 0, 375, 183)
        header.layoutIfNeeded()
        #expect(header.avatarImageView.frame == rect(16, 16, 72, 72) && header.nameLabel.frame == rect(16, 100, 343, 27))
        #expect(header.bioLabel.frame == rect(16, 131, 343, 36) && header.avatarImageView.layer.masksToBounds)
    }

    @Test func settingsRowWithAnchors() {
        let cell = SettingsCell(style: .default, reuseIdentifier: SettingsCell.reuseIdentifier)
        cell.configure(title: "Wi-Fi", value: "Home")
        cell.frame = rect(0, 0, 375, 44)
        cell.layoutIfNeeded()
        // The icon at the content view's margin (16, UIKit's for a cell under 414 wide), centred:
        // (44 - 29) / 2; the title two system spacings (16) after it: 16 + 29 + 16 = 61; the value
        // (4 × 10.2 = 40.8 → 41) at the trailing margin, 375 - 16 - 41 = 318, on the title's baseline.
        #expect(cell.iconView.frame == rect(16, 7.5, 29, 29) && cell.titleLabel.frame == rect(61, 11.5, 51, 21))
        #expect(cell.valueLabel.frame == rect(318, 11.5, 41, 21))
        cell.prepareForReuse()
        #expect(cell.titleLabel.text == nil)
    }

    @Test func chatBubbleCellMeasuredForEachMessage() {
        let cell = ChatBubbleCell(style: .default, reuseIdentifier: "chat")
        // One sizing cell for every row. "Hi!": 4 + 8 + 18 (15 × 1.2) + 8 + 4 = 42.
        cell.messageLabel.text = "Hi!"
        #expect(height(of: cell) == 42)
        // The bubble is at most 0.7 × 375 = 262.5 wide, the text 24 less: 26 characters of 9 a
        // line, three lines for 65 characters: 4 + 8 + 54 + 8 + 4 = 78.
        cell.messageLabel.text = "Are we still on for lunch tomorrow at the place near the station?"
        #expect(height(of: cell) == 78)
        cell.frame = rect(0, 0, 375, 78)
        cell.layoutIfNeeded()
        // Against the trailing edge (375 - 12), as wide as its text (26 × 9 = 234) plus 24.
        #expect(cell.bubbleView.frame == rect(105, 4, 258, 70) && cell.messageLabel.frame == rect(12, 8, 234, 54))
    }

    @Test func toolbarWithEqualSpacing() {
        let toolbar = ToolbarView(frame: rect(0, 0, 375, 44))
        toolbar.layoutIfNeeded()
        // Buttons of 4 or 5 characters (41 or 51) plus 24; between the margins (16 … 359) the
        // three gaps are (343 - 270) / 3 each; centred: (44 - 33) / 2.
        let gap = (343 - 270) / 3.0
        #expect(near(toolbar.buttons.map(\.frame.minX), [16, 16 + 65 + gap, 16 + 140 + 2 * gap, 294]))
        #expect(toolbar.buttons.map(\.frame.width) == [65, 75, 65, 65] && toolbar.buttons[0].frame.minY == 5.5)
    }

    @Test func composerAboveTheKeyboard() {
        let composer = ComposerViewController()
        let root = present(composer)
        let bar = composer.textView.superview!
        // No keyboard: the guide's top is the safe area's bottom (667 - 34); the bar is 8 + 36 + 8.
        #expect(bar.frame == rect(0, 581, 375, 52))
        // The field takes what the button (Send: 41 + 24) leaves: 375 - 16 - 8 - 65 - 16 = 270.
        #expect(composer.textView.frame == rect(16, 8, 270, 36) && composer.sendButton.frame == rect(294, 9.5, 65, 33))
        root.keyboardLayoutGuide.keyboardHeight = 336
        root.layoutIfNeeded()
        #expect(near([bar.frame.minY], [667 - 336 - 52]))
    }

    @Test func onboardingPagesInAScrollView() {
        let onboarding = OnboardingViewController()
        _ = present(onboarding)
        // Three pages of the screen's size side by side: the content is 3 × 375 wide.
        #expect(onboarding.pages.map(\.frame) == [rect(0, 0, 375, 667), rect(375, 0, 375, 667), rect(750, 0, 375, 667)])
        #expect(onboarding.scrollView.contentSize == CGSize(width: 1125, height: 667))
        onboarding.scrollView.contentOffset = CGPoint(x: 375, y: 0)
        onboarding.view.layoutIfNeeded()
        #expect(onboarding.pages[1].frame.minX == 375)  // content coordinates: pages stay put
    }

    @Test func masonryWithUIKitNames() {
        let controller = MasonryCardViewController()
        _ = present(controller)
        // 20 below the safe area's top (47); 20 in from each side; the header (Today: 5 × 10.2 →
        // 51; 17 → 21) 16 in.
        #expect(controller.card.frame == rect(20, 67, 335, 120) && controller.header.frame == rect(16, 16, 51, 21))
        #expect(controller.card.layer.borderColor == UIColor.separator)
    }

    @Test func postCellMeasuredWithAnchors() {
        let cell = PostCell(style: .default, reuseIdentifier: "post")
        cell.configure(author: "Grace Hopper", date: "2h", body: "It is easier to ask forgiveness than it is to get permission.")
        // Inside the content view's margins (UIKit's: 11 above and below, 16 at the sides): the
        // avatar (40), a system spacing (8), the body in two lines of at most 33 characters
        // (343 / 10.2) at 20.4 → 41, 4, the button (33), the margin: 11 + 40 + 8 + 41 + 4 + 33 + 11 = 148.
        #expect(height(of: cell) == 148)
        cell.frame = rect(0, 0, 375, 148)
        cell.layoutIfNeeded()
        // The author (12 × 10.2 = 122.4 → 123) 12 after the avatar: 16 + 40 + 12 = 68; the date
        // (12 × 1.2 = 14.4 → 15) 2 below: 11 + 21 + 2 = 34.
        #expect(cell.authorLabel.frame == rect(68, 11, 123, 21) && cell.dateLabel.frame == rect(68, 34, 15, 15))
        // The body under the avatar (11 + 40 + 8 = 59), the button 4 below it (59 + 41 + 4 = 104).
        #expect(cell.bodyLabel.frame == rect(16, 59, 343, 41) && cell.likeButton.frame == rect(16, 104, 65, 33))
    }

    @Test func emptyStateInTheReadableWidth() {
        let empty = EmptyStateViewController()
        _ = present(empty)
        let stack = empty.imageView.superview!
        // 90 + 20 + 27 + 8 + 36 + 8 + 33 = 222 tall, centred on the safe area's centre ((47 + 633) / 2
        // = 340): top 229; as wide as the readable guide (the root's margins, 16 … 359).
        #expect(stack.frame == rect(16, 229, 343, 222))
        // Each centred in 343: the image (120), the title (15 × 13.2 = 198), the message in two lines
        // of at most 38 characters, the wider 36 (324), the button (20 × 10.2 = 204, + 24).
        #expect(empty.imageView.frame == rect(111.5, 0, 120, 90) && empty.titleLabel.frame == rect(72.5, 110, 198, 27))
        #expect(empty.messageLabel.frame == rect(9.5, 145, 324, 36) && empty.actionButton.frame == rect(57.5, 189, 228, 33))
    }

    @Test func articleInAScrollView() {
        let article = ArticleViewController()
        _ = present(article)
        // The hero is 343 × 9 / 16 = 192.9375; the headline wraps at 20 characters (28 → 16.8 each):
        // two lines of 33.6 → 68; three paragraphs of three lines (33 characters) → 62 each, 12 apart;
        // 24 below: 192.9375 + 68 + 12 + 3 × 62 + 2 × 12 + 24 = 506.9375.
        #expect(article.heroView.frame == rect(16, 0, 343, 192.9375) && article.headlineLabel.frame == rect(16, 192.9375, 343, 68))
        #expect(article.paragraphs.map(\.frame.minY) == [272.9375, 346.9375, 420.9375])
        #expect(article.scrollView.contentSize == CGSize(width: 375, height: 506.9375))
    }

    @Test func productCellInAGrid() {
        let product = ProductCell(frame: rect(0, 0, 170, 260))
        product.nameLabel.text = "Wireless noise-cancelling headphones"
        product.priceLabel.text = "$299"
        // A square image (170), 8, the name cut to two lines of 18 characters (15 → 9 each; 2 × 18),
        // 4, the price (4 × 10.2 → 41 wide, 21 tall): 170 + 8 + 36 + 4 + 21 = 239.
        #expect(height(of: product, width: 170) == 239)
        product.layoutIfNeeded()
        #expect(product.imageView.frame == rect(0, 0, 170, 170) && product.nameLabel.frame == rect(0, 178, 170, 36))
        #expect(product.priceLabel.frame == rect(0, 218, 41, 21))
    }
}
