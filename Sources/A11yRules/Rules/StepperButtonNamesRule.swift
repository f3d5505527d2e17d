import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Each stepper button says in words what it does; a glyph alone fails.
struct StepperButtonNamesRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for stepper in model.nodes(Self.component) where !model.isHidden(stepper) {
            let parts = Stepper.parts(of: stepper, in: model)
            for (button, kind) in [(parts.decrement, "decrease"), (parts.increment, "increase")] {
                guard let button, !model.isHidden(button) else { continue }
                let name = model.name(of: button)
                guard SpokenText.isEffectivelyEmpty(name) || !Stepper.namesAction(name) else { continue }
                let shown = name.isEmpty ? "has no name" : "is named '\(name)'"
                let example = kind == "decrease" ? "Remove one" : "Add one"
                violations.append(Violation(button, """
                    Stepper's \(kind) button \(shown), which does not say what it does; name it in words, such as \
                    '\(example)'.
                    """))
            }
        }
        return violations
    }
}
