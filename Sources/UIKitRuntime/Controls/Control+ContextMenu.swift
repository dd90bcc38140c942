import AutoLayout
import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// A control's context menu and tooltip interactions, and whether its menu is showing.
final class ControlMenuState {
    var contextMenuInteraction: ContextMenuInteraction?
    var toolTipInteraction: ToolTipInteraction?
    var isShowingMenu = false
}

extension Control {
    /// Whether the control's menu is showing, between the interaction's `willDisplayMenuFor` and `willEndFor`.
    var isShowingMenu: Bool { menuState?.isShowingMenu ?? false }

    /// The menu state, made when first written.
    private func editMenuState(_ edit: (ControlMenuState) -> Void) {
        let state = menuState ?? ControlMenuState()
        menuState = state
        edit(state)
    }

    /// Makes (or drops) the context menu interaction, with the control as its delegate and view.
    func setContextMenuInteractionEnabled(_ enabled: Bool) {
        guard enabled != isContextMenuInteractionEnabled else { return }
        let interaction = enabled ? ContextMenuInteraction(delegate: self) : nil
        interaction?.view = self
        editMenuState { $0.contextMenuInteraction = interaction }
    }

    /// Records whether the menu shows.
    func setShowingMenu(_ showing: Bool) { editMenuState { $0.isShowingMenu = showing } }

    /// Puts the tooltip in the tooltip interaction, made for the first tooltip.
    func toolTipChanged() {
        guard let toolTip = toolTip else {
            menuState?.toolTipInteraction?.defaultToolTip = nil
            return
        }
        editMenuState { state in
            let interaction = state.toolTipInteraction ?? ToolTipInteraction()
            interaction.view = self
            interaction.defaultToolTip = toolTip
            state.toolTipInteraction = interaction
        }
    }
}
