import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A search field is named for its purpose, not only by the query it holds.
struct SearchFieldNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for (field, place) in SearchField.stops(in: model) {
            guard let query = SearchField.queryOnlyName(of: field, at: place, in: model) else { continue }
            let said = model.stops[place].announcement
            violations.append(Violation(field, """
                Search field has no hint, description or label: TalkBack says '\(said.utterance)', only the query \
                '\(query)', and nothing says the field is for search; give it a hint ("Search products") or a \
                label that stays once text is typed.
                """))
        }
        return violations
    }
}
