import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// What `switch-state`, `checkbox-state` and `radio-state` share: each control of
/// a kind must expose its state through the platform; the message says what the
/// reader hears instead and how to fix it on the screen's platform.
enum ToggleStateCheck {
    static func violations(of nodes: [SemanticNode], as kind: ToggleKind, in model: ScreenModel) -> [Violation] {
        let holders = nodes.map { ToggleControl.stop(holding: $0, in: model) }
        // A screen whose checkboxes or radio buttons say "selected" when chosen uses that trait as
        // their state: the others are not chosen, as a segmented control's other segments are not.
        let chosenBySelection = kind != .toggleSwitch && holders.contains { model.traits(of: $0).selected == .yes }
        return zip(nodes, holders).compactMap { node, holder in
            guard !model.isHidden(node), ToggleControl.state(of: node, as: kind, in: model) == .missing,
                  holder === node || ToggleControl.state(of: holder, as: kind, in: model) == .missing,
                  !(chosenBySelection && model.traits(of: holder).selected == .no) else { return nil }
            let label = model.named(node)
            let states = kind == .toggleSwitch ? "on or off" : kind == .checkbox ? "checked or not" : "selected or not"
            let fix = fix(kind, platform: model.platform)
            if let words = ToggleControl.stateInName(model.name(of: node)) {
                return Violation(node, """
                    \(noun(kind))\(label) says its state only in its name ('\(words)'), so the screen reader cannot \
                    tell whether it is \(states). \(fix)
                    """, at: model.nameOverride(of: node)?.mark)
            }
            let said = model.announcement(of: holder)?.utterance ?? ""
            let hears = said.isEmpty ? "" : "; the screen reader says just '\(said)'"
            return Violation(node, "\(noun(kind))\(label) does not expose whether it is \(states)\(hears). \(fix)")
        }
    }

    private static func noun(_ kind: ToggleKind) -> String {
        switch kind {
        case .toggleSwitch: return "Switch"
        case .checkbox: return "Checkbox"
        case .radioButton: return "Radio button"
        }
    }

    private static func fix(_ kind: ToggleKind, platform: Platform) -> String {
        switch (kind, platform) {
        case (.toggleSwitch, .ios):
            return "Use a UISwitch or SwiftUI Toggle, or give it the value 'On' or 'Off'."
        case (.toggleSwitch, .android):
            return "Make it checkable with its checked state (a Switch, or Compose's Modifier.toggleable)."
        case (.checkbox, .ios):
            return "Give it a value such as 'Checked' or 'Not checked'."
        case (.radioButton, .ios):
            return "Give it the selected trait when it is chosen, or a value such as 'Selected' or 'Not selected'."
        case (_, .android):
            return "Make it checkable with its checked state (Compose: Modifier.toggleable or selectable)."
        }
    }
}
