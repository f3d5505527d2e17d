import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A field whose visible label marks it required says "required".
struct TextFieldRequiredRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        // VoiceOver may say "required" in a hint, which XCUITest-based dumps never record.
        if model.platform == .ios && !model.screen.records(.accessibilityHint) { return [] }
        var violations: [Violation] = []
        for (field, place) in TextField.stops(in: model) {
            let said = model.stops[place].announcement
            var labels = [said.name]
            if let placeholder = TextField.placeholder(of: field, in: model) { labels.append(placeholder.text) }
            if let label = TextField.separateLabel(of: field, at: place, in: model) { labels.append(label.text) }
            guard let marked = labels.first(where: TextFieldWords.marksRequired),
                  !TextFieldWords.saysRequired(said.utterance + ", " + said.hint) else { continue }
            let how = TextFieldWords.saysRequired(marked) ? "by its label '\(marked)'"
                : "only by the asterisk in '\(marked)', which is not read as 'required'"
            violations.append(Violation(field, """
                \(model.textFieldLabel(field)) is marked required \(how); its announcement '\(said.utterance)' \
                never says 'required'.
                """))
        }
        return violations
    }
}
