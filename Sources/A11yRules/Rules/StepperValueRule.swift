import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// The stepper's current value reaches the screen reader.
struct StepperValueRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        // Parts found for all steppers at once: what lies beside each is looked up, not searched.
        let steppers = model.nodes(Self.component).filter { !model.isHidden($0) }
        for (stepper, parts) in zip(steppers, Stepper.parts(of: steppers, in: model)) {
            if parts.isNative {
                let countReachable = parts.count.map { reachable($0, model: model, buttons: []) } ?? false
                if !parts.exposesValue && !countReachable {
                    violations.append(Violation(stepper, """
                        Stepper\(model.named(stepper)) does not expose its current value; set its value or \
                        accessibility value.
                        """))
                }
                continue
            }
            if let slider = parts.slider {
                // A slider speaks its own value when focused; hidden, nothing says it.
                if model.isHidden(slider) || !(model.isStop(slider) || model.ancestors(of: slider).contains(where: model.isStop)) {
                    violations.append(Violation(slider, """
                        Stepper's slider\(model.named(slider)) is hidden from the screen reader: it is not a focus \
                        stop nor part of one, so its value is never spoken.
                        """))
                }
                continue
            }
            guard let count = parts.count, let text = count.visibleText else { continue }
            let buttons = [parts.decrement, parts.increment].compactMap { $0 }
            if !reachable(count, model: model, buttons: buttons) {
                violations.append(Violation(count, """
                    Stepper's count '\(text)' is hidden from the screen reader: it is not a focus stop, not part of \
                    another stop or the buttons' names, and not a live region.
                    """))
            }
        }
        return violations
    }

    private func reachable(_ count: SemanticNode, model: ScreenModel, buttons: [SemanticNode]) -> Bool {
        guard let text = count.visibleText else { return false }
        if model.isHidden(count) { return false }
        if model.isStop(count) { return true }
        if model.traits(of: count).isLiveRegion == .yes { return true }
        if buttons.contains(where: { SpokenText.containsWord(model.name(of: $0), text) }) { return true }
        // Folded into an ancestor's stop, as TalkBack does with non-focusable text.
        return model.ancestors(of: count).contains { ancestor in
            model.announcement(of: ancestor).map { SpokenText.containsWord($0.content, text) } ?? false
        }
    }
}
