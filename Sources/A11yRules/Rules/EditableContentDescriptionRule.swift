import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An Android edit box is named by a label or hint, not by a content description.
struct EditableContentDescriptionRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        guard model.platform == .android else { return [] }
        var violations: [Violation] = []
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            let role = model.traits(of: node).role
            guard role == .textField || role == .searchField, !model.isSecureTextEntry(node),
                  let description = model.nameOverride(of: node),
                  !SpokenText.isEffectivelyEmpty(description.name) else { continue }
            violations.append(Violation(node, """
                Edit box has the content description \
                '\(description.name)': TalkBack reads it only while the field is empty, and once text is typed says \
                the text without it (older versions read the description instead of the text). Name the field with \
                a visible label linked by labelFor (Compose: merged into the field) or a hint, and drop the description.
                """, at: description.mark))
        }
        return violations
    }
}
