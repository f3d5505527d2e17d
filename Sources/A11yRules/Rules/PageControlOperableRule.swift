import A11yFindings
import A11yDump
import A11ySemantics

/// A page control that is a focus stop can be operated from the screen reader.
struct PageControlOperableRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for control in model.nodes(Self.component) where !model.isHidden(control) {
            let dots = PageControl.dots(of: control, in: model)
            guard model.isStop(control) || dots.contains(where: model.isStop) else { continue }
            if isOperable(control, dots: dots, model: model) { continue }
            let message: Violation.Message
            switch model.platform {
            case .ios:
                message = """
                    Page control \(model.label(control)) is a focus stop but cannot be operated: it has no adjustable \
                    trait, no custom actions, and its dots are not buttons.
                    """
            case .android:
                message = """
                    Page control \(model.label(control)) is a focus stop but cannot be operated: its dots are not \
                    clickable and neither it nor its pager has scroll actions.
                    """
            }
            violations.append(Violation(control, message))
        }
        return violations
    }

    /// Adjustable or with custom actions when the control is the stop; else each dot
    /// is a button (iOS) or clickable (Android); on Android scrolling the control or
    /// its pager also works.
    private func isOperable(_ control: SemanticNode, dots: [SemanticNode], model: ScreenModel) -> Bool {
        let actions = model.traits(of: control).actions
        switch model.platform {
        case .ios:
            if model.isStop(control) {
                return !actions.isDisjoint(with: [.adjust, .custom])
            }
            return dots.allSatisfy { model.traits(of: $0).actions.contains(.activate) }
        case .android:
            if actions.contains(.scroll) { return true }
            if let pager = PageControl.pager(of: control, in: model.tree), model.traits(of: pager).actions.contains(.scroll) {
                return true
            }
            return !dots.isEmpty && dots.allSatisfy { model.traits(of: $0).actions.contains(.activate) }
        }
    }
}
