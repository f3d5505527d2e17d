import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A control's state is exposed through the platform, not carried as words of its name.
struct StateInNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            let traits = model.traits(of: node)
            // Texts may say "selected" ("3 selected"): only what a user acts on has a state.
            guard traits.isControl || traits.role == .tab || traits.role == .cell,
                  let state = StateWordsInName.find(in: stop.announcement.name),
                  !exposes(state, traits), stop.announcement.value.isEmpty,
                  !judgedElsewhere(node, state.kind, in: model), !showsOnScreen(state, in: node, model) else { continue }
            let what = state.kind == .selection ? "selected or not" : "checked, on or off"
            violations.append(Violation(node, """
                \(model.label(node).capitalizedFirst) says its state only in its name ('\(state.words)'): the screen \
                reader speaks it as part of the name, cannot tell whether it is \(what), and says nothing when it \
                changes. \(Self.fix(state.kind, model.platform))
                """, at: model.nameOverride(of: node)?.mark))
        }
        return violations
    }

    /// Whether the platform already gives the node the state the words say.
    private func exposes(_ state: StateWordsInName, _ traits: Traits) -> Bool {
        // Not recorded is not missing.
        if traits.checked != .notCheckable { return true }
        switch state.kind {
        case .selection:
            // Every node has a selected state, and not selected is said by saying nothing: "unselected" on a
            // node that is not selected repeats the platform. Whether it becomes selected when chosen, this
            // screen does not show.
            return traits.selected != .no || state.saysNotSet
        case .check:
            return traits.selected == .yes
        }
    }

    /// Switches, checkboxes, radio buttons and tabs have rules of their own for a
    /// state said only in the name; so have rows for selection.
    private func judgedElsewhere(_ node: SemanticNode, _ kind: StateWordsInName.Kind, in model: ScreenModel) -> Bool {
        model.subtree(of: node).contains { inner in
            model.isComponent(inner, Switch.self) || model.isComponent(inner, Checkbox.self)
                || model.isComponent(inner, RadioButton.self) || model.isComponent(inner, Tab.self)
                || (kind == .selection && model.isComponent(inner, TableRow.self))
        }
    }

    /// Whether the words are text the screen shows inside the stop (a settings
    /// row's "On" beside its title): the row then reads its shown value, which is
    /// what a sighted user sees too.
    private func showsOnScreen(_ state: StateWordsInName, in node: SemanticNode, _ model: ScreenModel) -> Bool {
        model.subtree(of: node).contains { inner in
            inner.visibleText.map { SpokenText.words($0).joined(separator: " ") == state.words } ?? false
        }
    }

    private static func fix(_ kind: StateWordsInName.Kind, _ platform: Platform) -> String {
        switch (kind, platform) {
        case (.selection, .ios): return "Give it the selected trait when it is chosen and leave the word out."
        case (.selection, .android): return "Set it selected (Compose: Modifier.selectable or semantics { selected }) and leave the word out."
        case (.check, .ios): return "Use a UISwitch or SwiftUI Toggle, or put the state in its value, not its label."
        case (.check, .android): return "Make it checkable with its checked state (Compose: Modifier.toggleable), or give it a state description."
        }
    }
}
