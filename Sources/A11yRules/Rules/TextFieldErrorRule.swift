import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An error shown for a text field reaches the user on the field or right after it.
struct TextFieldErrorRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for (field, place) in TextField.stops(in: model) where TextField.errorMessage(of: field) == nil {
            guard let error = TextField.shownError(for: field, in: model) else { continue }
            let said = model.stops[place].announcement
            if SpokenText.contains(said.utterance + ", " + said.hint, error.text) { continue }
            let next = model.stops.indices.contains(place + 1) ? model.stops[place + 1] : nil
            if let next, next.node.contains(error.node) || error.node.contains(next.node) { continue }
            if TextField.mayCarryUnrecordedError(field, in: model) { continue }
            let after = next.map { "the next stop says '\($0.announcement.utterance)'" } ?? "no stop follows it"
            violations.append(Violation(field, """
                \(model.textFieldLabel(field)) shows the error '\(error.text)', but says '\(said.utterance)' \
                without it, and \(after); a screen reader user does not learn what is wrong.
                """))
        }
        return violations
    }
}
