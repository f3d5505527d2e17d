import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A page control that is a focus stop can be operated from the screen reader.
struct PageControlOperableRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for control in model.nodes(Self.component) where !model.isHidden(control) {
            let dots = PageControl.dots(of: control, in: model)
            let stops = model.isStop(control) ? [control] : dots.filter(model.isStop)
            guard !stops.isEmpty else { continue }
            // Stops the reader calls disabled ("dimmed") promise nothing: an indicator in the swipe order
            // that only tells where the user is, beside other ways to turn the page, is an accepted design.
            if stops.allSatisfy({ model.traits(of: $0).enabled == .no }) { continue }
            if PageControl.isOperable(control, dots: dots, in: model) { continue }
            // The same fault, said in each screen reader's terms.
            let message: Violation.Message
            switch model.platform {
            case .ios:
                message = """
                    Page control\(model.named(control)) is a focus stop but cannot be operated: it has no adjustable \
                    trait, no custom actions, and its dots are not buttons.
                    """
            case .android:
                message = """
                    Page control\(model.named(control)) is a focus stop but cannot be operated: its dots are not \
                    clickable and neither it nor its pager has scroll actions.
                    """
            }
            violations.append(Violation(control, message))
        }
        return violations
    }
}
