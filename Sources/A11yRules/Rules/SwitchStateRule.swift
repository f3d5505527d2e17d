import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A switch says on or off through the platform, not only in its name.
struct SwitchStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        ToggleStateCheck.violations(of: model.nodes(Self.component), as: .toggleSwitch, in: model)
    }
}
