import Foundation
import Testing
import AutoLayout
import UIKitRuntime

/// Button configurations' titles, plain and attributed, and their kept settings.
@Suite @MainActor struct ButtonConfigurationTitleTests {
    @Test func anAttributedTitleIsTheButtonsTitle() {
        var configuration = Button.Configuration.filled()
        configuration.attributedTitle = AttributedString("Follow")
        #expect(configuration.title == "Follow")
        let button = Button(configuration: configuration)
        #expect(button.title(for: .normal) == "Follow")
        configuration.title = "Following"
        #expect(configuration.attributedTitle.map { String($0.characters) } == "Following")
        configuration.attributedSubtitle = AttributedString("12 friends")
        #expect(configuration.subtitle == "12 friends")
    }

    @Test func defaultInsetsFollowTheSize() {
        var configuration = Button.Configuration.plain()
        configuration.buttonSize = .large
        configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.imagePlacement = .trailing
        #expect(configuration.updated(for: Button(type: .system)).imagePlacement == .trailing)
    }
}
