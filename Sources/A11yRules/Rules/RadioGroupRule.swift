import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Radio buttons that belong together form a group the reader can count, and at
/// most one of a group is chosen.
struct RadioGroupRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for set in RadioGroup.sets(in: model) {
            let names = Self.list(set.buttons, in: model)
            let place = "'1 of \(set.buttons.count)'"
            switch set.counting {
            case .none where model.platform == .ios:
                let silent = set.buttons.filter { RadioGroup.position(of: $0, in: model) == nil }
                let which = silent.count == set.buttons.count ? "none of them says its place"
                    : "\(Self.list(silent, in: model)) do not say their place"
                violations.append(Violation(silent[0], """
                    Radio buttons \(names) belong together, but \(which) (\(place)) in a name or value; \
                    VoiceOver does not count custom radio buttons, so the user cannot tell how many options there are.
                    """))
            case .none:
                violations.append(Violation(set.buttons[0], """
                    Radio buttons \(names) belong together but are in no RadioGroup or collection (Compose: \
                    Modifier.selectableGroup), so TalkBack cannot say \(place) nor how many options there are.
                    """))
            case .group, .words:
                // Words may count several groups laid out in one container: only a set whose
                // words give its own size is known to be one group.
                if set.counting == .words,
                   !set.buttons.allSatisfy({ RadioGroup.position(of: $0, in: model)?.count == set.buttons.count }) {
                    continue
                }
                let chosen = set.buttons.filter { button in
                    [button, ToggleControl.stop(holding: button, in: model)].contains {
                        ToggleControl.state(of: $0, as: .radioButton, in: model) == .on
                    }
                }
                guard chosen.count > 1 else { continue }
                violations.append(Violation(chosen[1], """
                    Radio buttons \(chosen.map(model.label).joined(separator: " and ")) of one group are all \
                    selected; the screen reader tells the user several options are chosen where only one can be.
                    """))
            case .notRecorded:
                continue
            }
        }
        return violations
    }

    /// The buttons' labels, the first five of a long list only.
    private static func list(_ buttons: [SemanticNode], in model: ScreenModel) -> String {
        let shown = buttons.prefix(5).map(model.label).joined(separator: ", ")
        return buttons.count > 5 ? "\(shown) and \(buttons.count - 5) more" : shown
    }
}
