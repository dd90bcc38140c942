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

    @Test func theTitlesAttributesComeFromTheAttributedTitleThenTheTransformer() {
        var configuration = Button.Configuration.plain()
        var title = AttributedString("Save")
        title.font = Font(pointSize: 20)
        title.foregroundColor = .red
        configuration.attributedTitle = title
        let plain = Button(configuration: configuration)
        #expect(plain.titleLabel?.font.pointSize == 20 && plain.titleColor(for: .normal) == .red)
        configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = Font.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        let transformed = Button(configuration: configuration)
        // The headline is 17 points, semibold; the colour given by the attributed title stays.
        #expect(transformed.titleLabel?.font.pointSize == 17 && transformed.titleLabel?.font.weight == .semibold)
        #expect(transformed.titleColor(for: .normal) == .red)
        let container = AttributeContainer().foregroundColor(.blue).kern(2)
        #expect(container.foregroundColor == .blue && container.kern == 2 && container.font == nil)
    }
}
