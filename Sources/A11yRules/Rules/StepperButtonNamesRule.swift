import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Each stepper button says in words what it does; a glyph alone fails.
struct StepperButtonNamesRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        // Parts found for all steppers at once: what lies beside each is looked up, not searched.
        let steppers = model.nodes(Self.component).filter { !model.isHidden($0) }
        for (_, parts) in zip(steppers, Stepper.parts(of: steppers, in: model)) {
            for (button, decreases) in [(parts.decrement, true), (parts.increment, false)] {
                guard let button, !model.isHidden(button) else { continue }
                let name = model.name(of: button)
                guard SpokenText.isEffectivelyEmpty(name) || !Stepper.namesAction(name) else { continue }
                let which = Self.which(decreases: decreases, parts)
                let example = Self.example(decreases: decreases, parts)
                let message: Violation.Message
                if name.isEmpty && !model.isStop(button) {
                    // TalkBack skips a clickable view with nothing to say: the user never meets it.
                    message = """
                        Stepper's \(which) has no name and is not a focus stop: the screen reader skips it, so a \
                        user cannot reach it by swiping nor tell what it does; name it in words, such as \(example).
                        """
                } else {
                    let shown = name.isEmpty ? "has no name" : "is named '\(name)'"
                    message = """
                        Stepper's \(which) \(shown), which does not say what it does; name it in words, such as \
                        \(example).
                        """
                }
                violations.append(Violation(button, message))
            }
        }
        return violations
    }

    /// A name to suggest, quoted: for a count "Remove one", for a slider "Decrease";
    /// both when only the button's place says which it is.
    static func example(decreases: Bool, _ parts: Stepper.Parts) -> String {
        let words = parts.slider != nil ? ("Decrease", "Increase") : ("Remove one", "Add one")
        guard parts.directionsKnown else { return "'\(words.0)' or '\(words.1)'" }
        return "'\(decreases ? words.0 : words.1)'"
    }

    /// The button as messages call it: by what it does, or by its place when only
    /// its place said which one it is.
    static func which(decreases: Bool, _ parts: Stepper.Parts) -> String {
        if parts.directionsKnown { return decreases ? "decrease button" : "increase button" }
        let value = parts.slider != nil ? "slider" : "number"
        return decreases ? "button before the \(value)" : "button after the \(value)"
    }
}
