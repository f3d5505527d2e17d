import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A checkbox says checked or not checked through the platform.
struct CheckboxStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        ToggleStateCheck.violations(of: model.nodes(Self.component), as: .checkbox, in: model)
    }
}
