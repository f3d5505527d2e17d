import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A dropdown's trigger is named by its purpose, not only by the option it
/// shows, and tells the screen reader it is a button or a drop-down list.
struct DropdownNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for trigger in model.nodes(Self.component) where !model.isHidden(trigger) && model.isJudged(trigger) {
            guard model.isStop(trigger) else { continue }
            let name = model.name(of: trigger)
            // An unnamed trigger is control-name's finding.
            guard !SpokenText.isEffectivelyEmpty(name) else { continue }
            if let option = Dropdown.shownOption(of: trigger, in: model), SpokenText.contains(option, name),
               !Dropdown.purposeApartFromName(of: trigger, option: option) {
                let message = onlyOption(trigger, name: name, option: option, in: model)
                violations.append(Violation(trigger, Violation.Message(message)))
            }
            if !Dropdown.exposesRole(trigger, in: model) {
                let reader = model.platform == .ios ? "VoiceOver" : "TalkBack"
                violations.append(Violation(trigger, """
                    Dropdown\(model.named(trigger)) has no button or drop-down role: \(reader) says no role word, \
                    so nothing tells that it opens a list of options.
                    """))
            }
        }
        return violations
    }

    private func onlyOption(_ trigger: SemanticNode, name: String, option: String, in model: ScreenModel) -> String {
        var message = "Dropdown '\(name)' is named only by the option it shows ('\(option)'), not by what it chooses"
        if let label = Dropdown.labelBefore(trigger, in: model), let text = label.visibleText {
            message += "; the label '\(text)' before it is a stop of its own"
        }
        switch model.platform {
        case .ios:
            message += ". Set its accessibility label to its purpose and the chosen option as its value."
        case .android:
            message += ". Name it by its purpose (a content description, or labeledBy its visible label)."
        }
        return message
    }
}
