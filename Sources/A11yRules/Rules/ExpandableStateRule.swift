import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An expandable says whether it is expanded or collapsed, and its chevron is
/// not a stop of its own.
struct ExpandableStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        // Parts found for all expandables at once: the labels beside chevrons are looked up, not searched.
        let expandables = model.nodes(Self.component).filter { !model.isHidden($0) && model.isJudged($0) }
        for parts in Expandable.parts(of: expandables, in: model) {
            let control = parts.control
            guard !model.isHidden(control), speaks(control, in: model) else { continue }
            if Expandable.state(of: control, in: model) == .notExposed {
                violations.append(Violation(control, Violation.Message(unexposedState(control, in: model))))
            }
            guard let glyph = parts.glyph, model.isStop(glyph) else { continue }
            if glyph === control {
                // Only the chevron is pressed; the label is read apart from it.
                guard let label = parts.label, let text = label.visibleText, !control.contains(label) else { continue }
                violations.append(Violation(control, """
                    Expandable '\(text)' is opened by its chevron\(model.named(control)), a focus stop apart from \
                    the label '\(text)': make the row one control that says its label, state and role, and hide \
                    the chevron.
                    """))
            } else {
                violations.append(Violation(glyph, """
                    The chevron\(model.named(glyph)) of expandable\(model.named(control)) is a focus stop of its \
                    own: hide it from the screen reader, so that the row is one stop.
                    """))
            }
        }
        return violations
    }

    /// Whether the control is spoken: a stop, or read as part of one.
    private func speaks(_ control: SemanticNode, in model: ScreenModel) -> Bool {
        model.isStop(control) || model.ancestors(of: control).contains(where: model.isStop)
    }

    private func unexposedState(_ control: SemanticNode, in model: ScreenModel) -> String {
        let name = model.label(control)
        switch model.platform {
        case .ios:
            return """
                Expandable \(name) does not say whether it is expanded or collapsed: it has no value or expanded \
                status, and its name says neither. Set accessibilityValue to "collapsed" or "expanded" (or \
                accessibilityExpandedStatus on iOS 18).
                """
        case .android:
            return """
                Expandable \(name) does not say whether it is expanded or collapsed: it offers no expand or \
                collapse action, has no state description, and its name says neither. Add the expand or collapse \
                action (TalkBack then says "collapsed" or "expanded"), or a state description.
                """
        }
    }
}
