import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A search field carries the search role, so VoiceOver says "search field".
struct SearchFieldRoleRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for (field, place) in SearchField.stops(in: model) where model.traits(of: field).role == .textField {
            // A field found by its role has it; one found by its class or words may lack it.
            guard case let .words(what)? = SearchField.evidence(of: field, in: model) else { continue }
            let said = model.stops[place].announcement
            violations.append(Violation(field, """
                Search field (its \(what)) is announced as a plain text field: VoiceOver says '\(said.utterance)', \
                never 'search field', and its rotor's search-field list does not reach it; use UISearchTextField or \
                SwiftUI's .searchable, or add the search-field trait to the custom field.
                """))
        }
        return violations
    }
}
