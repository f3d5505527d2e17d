import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// A page control that is a focus stop can be operated from the screen reader.
struct PageControlOperableRule: PlainRule {
    let id = "page-control-operable"

    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for control in model.nodes(.pageControl) where !control.isHidden {
            let dots = model.dots(of: control)
            let dotStops = dots.filter(\.isFocusStop)
            guard control.isFocusStop || !dotStops.isEmpty else { continue }
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

    private func isOperable(_ control: SemanticNode, dots: [SemanticNode], model: ScreenModel) -> Bool {
        let n = control.node
        switch model.platform {
        case .ios:
            if control.isFocusStop {
                return model.iosTraits(control).contains("adjustable") || !n.strings(.accessibilityCustomActions).isEmpty
            }
            return dots.allSatisfy { model.iosTraits($0).contains("button") }
        case .android:
            let scrolls = { (node: SemanticNode) in
                // Dumps without action lists (uiautomator) say `scrollable` instead.
                node.node.bool(.scrollable) == true
                    || node.node.strings(.actions).contains { $0 == "scrollForward" || $0 == "scrollBackward" }
            }
            if scrolls(control) { return true }
            if let pager = ComponentDetector.pager(of: control), scrolls(pager) {
                return true
            }
            return !dots.isEmpty && dots.allSatisfy { $0.node.bool(.clickable) == true || $0.node.strings(.actions).contains("click") }
        }
    }
}
