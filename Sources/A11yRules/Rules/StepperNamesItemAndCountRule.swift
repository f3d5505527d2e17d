import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// When a label names the item and a count is shown, the buttons' announcement mentions both.
struct StepperNamesItemAndCountRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        // Parts found for all steppers at once: what lies beside each is looked up, not searched.
        let steppers = model.nodes(Self.component).filter { !model.isHidden($0) }
        for (stepper, parts) in zip(steppers, Stepper.parts(of: steppers, in: model)) {
            guard let item = parts.itemLabel?.visibleText else { continue }
            let count = parts.count?.visibleText
            if parts.isNative {
                // VoiceOver speaks the stepper's label and value with each segment.
                let label = model.nameOverride(of: stepper)?.name ?? ""
                let hasValue = parts.exposesValue
                if !mentions(label, item) || !hasValue {
                    let value = hasValue ? "" : " and its value"
                    let giveValue = hasValue ? "" : " and give it a value"
                    violations.append(Violation(stepper, """
                        Stepper's segments do not speak the item '\(item)'\(value); set its accessibility label to \
                        the item\(giveValue).
                        """))
                }
                continue
            }
            let examples = Self.examples(item: item, count: count, slider: parts.slider != nil)
            for (button, example) in [(parts.decrement, examples.decrease), (parts.increment, examples.increase)] {
                guard let button, !model.isHidden(button) else { continue }
                let name = model.name(of: button)
                // A button with no name at all is stepper-button-names' finding; the item comes after a name.
                if SpokenText.isEffectivelyEmpty(name) { continue }
                let missing = [mentions(name, item) ? nil : "the item '\(item)'",
                               count.map { SpokenText.containsWord(name, $0) ? nil : "the count \($0)" } ?? nil]
                    .compactMap { $0 }
                guard !missing.isEmpty else { continue }
                violations.append(Violation(button, """
                    Stepper button\(model.named(button)) does not mention \(missing.joined(separator: " or ")); say, \
                    for example, '\(example)'.
                    """))
            }
        }
        return violations
    }

    /// Names to suggest: with the count ("Remove one phone from 3 phones"), or for a
    /// slider, whose value it speaks itself, with the item ("Decrease Media").
    private static func examples(item: String, count: String?, slider: Bool) -> (decrease: String, increase: String) {
        if slider { return ("Decrease \(item)", "Increase \(item)") }
        let singular = Self.singular(item).lowercased()
        let plural = singular + "s"
        return ("Remove one \(singular) from \(count ?? "the") \(plural)", "Add one \(singular) to \(count ?? "the") \(plural)")
    }

    /// Whether `name` mentions `item`, singular or plural.
    private func mentions(_ name: String, _ item: String) -> Bool {
        SpokenText.contains(name, Self.singular(item))
    }

    /// "Phones" to "Phones" without its plural s, so either form matches.
    private static func singular(_ item: String) -> String {
        let word = SpokenText.normalize(item)
        // The last scalar, not `lowercased()`: lowering a whole non-ASCII name cost
        // more than the rest of the rule.
        let last = word.unicodeScalars.last
        return (last == "s" || last == "S") && word.count > 3 ? String(word.dropLast()) : word
    }
}
