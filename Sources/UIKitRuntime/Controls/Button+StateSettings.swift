import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A button's settings that few buttons make: attributed titles, background images and symbol
/// configurations by state, the menu and its order, and the subtitle label.
struct ButtonStateSettings {
    var attributedTitles: [ControlState: NSAttributedString] = [:]
    var backgroundImages: [ControlState: Image] = [:]
    var symbolConfigurations: [ControlState: Image.SymbolConfiguration] = [:]
    var adjustsImageWhenHighlighted = true
    var menu: Menu?
    var menuElementOrder = ContextMenuConfiguration.ElementOrder.automatic
    var preferredBehavioralStyle = BehavioralStyle.automatic
    var subtitleLabel: Label?
}

extension Button {
    /// Keeps `title` for `state` and sets its characters as the state's title.
    func storeAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        setTitle(title?.string, for: state)
        stateSettings.attributedTitles[state] = title
    }

    /// Keeps `configuration` for `state`; the image view shows the current state's.
    func storeSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, for state: ControlState) {
        stateSettings.symbolConfigurations[state] = configuration
        imageView?.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
    }

    /// The subtitle label, made when first asked for, showing the configuration's subtitle;
    /// nil without a configuration.
    func configuredSubtitleLabel() -> Label? {
        guard let configuration = storedConfiguration else { return nil }
        let label = stateSettings.subtitleLabel ?? Label(frame: .zero)
        if stateSettings.subtitleLabel == nil { stateSettings.subtitleLabel = label }
        label.text = configuration.subtitle
        return label
    }

    /// The configuration the button's menu shows in, ordered as `preferredMenuElementOrder`.
    func buttonMenuConfiguration() -> ContextMenuConfiguration? {
        guard let menu else { return nil }
        let configuration = ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }
}
