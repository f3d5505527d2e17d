import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

extension ScreenModel {
    /// How messages name a modal layer: its kind and its title (the pane title, else
    /// the first stop inside it that is a text), else its identifier (`named`). The
    /// layer's own name would run its whole content together.
    func label(_ modal: ModalLayer) -> String {
        let kind = modal.kind.rawValue.capitalizedFirst
        if let title = modal.paneTitle { return "\(kind) '\(title)'" }
        let title = stops(within: modal.root).first { stop in
            let traits = traits(of: stop.node)
            return !traits.isControl && !traits.actions.contains(.activate)
                && !SpokenText.isEffectivelyEmpty(stop.announcement.name)
        }
        if let title { return "\(kind) '\(title.announcement.name)'" }
        return kind + named(modal.root)
    }
}
