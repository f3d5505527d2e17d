import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

extension ScreenModel {
    /// How the text-field rules name a field: "Text field 'Email'", by its spoken
    /// name, else its identifier (`Text field #email`), else just "Text field".
    func textFieldLabel(_ field: SemanticNode) -> String {
        "Text field" + named(field)
    }
}
