import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An alert or dialog tells what it is about before anything else: its title is its first stop or its pane title.
struct ModalNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for modal in model.modals where modal.kind == .alert || modal.kind == .dialog {
            guard model.isJudged(modal.root), modal.paneTitle == nil,
                  let first = model.stops(within: modal.root).first else { continue }
            let traits = model.traits(of: first.node)
            let titled = !traits.isControl && !traits.actions.contains(.activate)
                && !SpokenText.isEffectivelyEmpty(first.announcement.name)
            if titled { continue }
            let opening = SpokenText.isEffectivelyEmpty(first.announcement.name) ? "a stop that says no name"
                : "the control '\(first.announcement.name)'"
            let fix = model.platform == .ios ? "Put its title first." : "Put its title first, or set a pane title."
            violations.append(Violation(modal.root, """
                \(model.label(modal)) opens on \(opening) and has no title before it: the user does not hear what \
                it is about. \(fix)
                """))
        }
        return violations
    }
}
