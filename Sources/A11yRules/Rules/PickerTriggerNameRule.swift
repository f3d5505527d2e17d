import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// The button that opens a compact date picker is named by the date's purpose.
struct PickerTriggerNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for picker in model.nodes(Self.component) {
            guard let trigger = Picker.trigger(of: picker, in: model),
                  let said = model.announcement(of: trigger),
                  let problem = Picker.triggerNameProblem(name: said.name, value: said.value)
            else { continue }
            let what = problem == .kindOnly
                ? "named only by what it is, '\(said.name)'"
                : "named only by the date it shows, '\(said.name)'"
            violations.append(Violation(trigger, """
                Date picker trigger is \(what): VoiceOver says '\(said.utterance)' and nothing says what the date \
                is for; label the picker with the field's purpose ("Transaction date") and keep the date as its value.
                """))
        }
        return violations
    }
}
