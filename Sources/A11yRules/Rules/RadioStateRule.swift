import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A radio button says whether it is selected through the platform.
struct RadioStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        ToggleStateCheck.violations(of: model.nodes(Self.component), as: .radioButton, in: model)
    }
}
