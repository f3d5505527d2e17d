import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// While a modal layer is up, the screen reader reaches nothing outside it.
struct ModalContainmentRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        // The layer on top is the one the user is in; a layer beneath it is covered too.
        guard let modal = model.modals.last, model.isJudged(modal.root) else { return [] }
        // Stops of keyboards and system bars are outside any app's layer by nature.
        let leaked = model.stops.filter { !modal.holds($0.node) && model.isJudged($0.node) }
        guard !leaked.isEmpty else { return [] }
        let shown = leaked.prefix(3).map { model.label($0.node) }.joined(separator: ", ")
        let more = leaked.count > 3 ? " and \(leaked.count - 3) more" : ""
        let count = leaked.count == 1 ? "1 stop" : "\(leaked.count) stops"
        let layer = model.label(modal)
        let message: Violation.Message
        switch model.platform {
        case .ios:
            message = """
                \(layer) is on screen, but VoiceOver still reaches \(count) outside it: \(shown)\(more). Make the \
                layer's view a sibling of what it covers and set accessibilityViewIsModal on it, or hide what lies behind.
                """
        case .android:
            message = """
                \(layer) is open, but TalkBack still reaches \(count) behind it: \(shown)\(more). While it is \
                open, hide what lies behind from accessibility (importantForAccessibility="noHideDescendants").
                """
        }
        return [Violation(modal.root, message)]
    }
}
