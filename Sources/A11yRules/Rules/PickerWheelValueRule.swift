import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Each wheel column of a picker can be turned and says the option it is set to.
struct PickerWheelValueRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for wheel in model.nodes(Self.component) where Picker.kind(of: wheel) == .wheel && !model.isHidden(wheel) {
            let said = model.announcement(of: wheel).map { " (it says '\($0.utterance)')" } ?? ""
            if Picker.wheelValue(of: wheel, in: model).fact == .no {
                let fix = model.platform == .ios
                    ? "give the views of its rows accessibility labels, so that the column's value is the chosen option"
                    : "show the chosen option in its edit box (setDisplayedValues or a formatter)"
                violations.append(Violation(wheel, """
                    Picker wheel does not say the option it is set to\(said): the user can turn it but never \
                    hears where it stands; \(fix).
                    """))
            } else if model.platform == .ios, !model.traits(of: wheel).actions.contains(.adjust) {
                violations.append(Violation(wheel, """
                    Picker wheel is not adjustable\(said): a swipe up or down does not turn it, so the user \
                    cannot change the option; keep the adjustable trait on the column.
                    """))
            }
        }
        return violations
    }
}
