import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A text field is named by a label, not only by its placeholder or hint.
struct TextFieldNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for (field, place) in TextField.stops(in: model) {
            // A field with no name at all is control-name's finding.
            guard let placeholder = TextField.namingPlaceholder(of: field, in: model) else { continue }
            let said = model.stops[place].announcement
            let what = "Text field is named only by its \(placeholder.word) "
                + "'\(placeholder.text)'"
            if let label = TextField.separateLabel(of: field, at: place, in: model),
               !SpokenText.containsLabel(said.name, label.text) {
                violations.append(Violation(field, """
                    \(what); its visible label '\(label.text)' is a focus stop of its own, so on the field the screen \
                    reader says '\(said.utterance)' and never '\(label.text)'.
                    """))
            } else if !placeholder.staysSpoken && model.traits(of: field).role != .searchField {
                // A search field's role says what it is for once its placeholder has gone.
                violations.append(Violation(field, """
                    \(what), which goes away once text is typed: the screen reader then says the typed text and \
                    '\(said.role)' with no name.
                    """))
            }
        }
        return violations
    }
}
