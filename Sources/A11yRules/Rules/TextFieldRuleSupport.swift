import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

extension ScreenModel {
    /// How the text-field rules name a field: "Text field 'Email'", by its spoken
    /// name, else its identifier, else just "Text field".
    func textFieldLabel(_ field: SemanticNode) -> String {
        let name = self.name(of: field)
        if !SpokenText.isEffectivelyEmpty(name) { return "Text field '\(name)'" }
        return field.identifier.map { "Text field '\($0)'" } ?? "Text field"
    }
}
