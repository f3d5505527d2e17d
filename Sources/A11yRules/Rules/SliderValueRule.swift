import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A slider tells the screen reader its current value.
struct SliderValueRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for slider in model.nodes(Self.component) where !model.isHidden(slider) {
            guard Slider.exposesValue(slider, in: model) == .no else { continue }
            let said = model.announcement(of: slider).map { " (it says '\($0.utterance)')" } ?? ""
            let fix = model.platform == .ios
                ? "set its accessibility value to the value it is at, in its own units, and update it as it changes"
                : "give it a range (rangeInfo, as SeekBar and Compose's Slider do) or a state description with the value"
            violations.append(Violation(slider, """
                Slider\(model.named(slider)) does not expose its current value\(said), so the user cannot tell \
                where it is set or hear it change; \(fix).
                """))
        }
        return violations
    }
}
