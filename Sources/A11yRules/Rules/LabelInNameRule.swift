import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A control that shows text has a name that contains that text (WCAG 2.5.3); a text
/// field's text is the user's value, not its label.
struct LabelInNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            // A text field's text is what the user typed, not a label.
            let traits = model.traits(of: stop.node)
            guard stop.segment == nil, traits.isControl, !traits.actions.contains(.edit),
                  traits.role != .textField, traits.role != .searchField else { return nil }
            guard let (name, mark) = model.nameOverride(of: stop.node),
                  let visible = stop.node.visibleText, !SpokenText.isEffectivelyEmpty(visible),
                  !SpokenText.contains(name, visible) else { return nil }
            return Violation(stop.node, """
                Name '\(SpokenText.normalize(name))' does not contain the visible text '\(visible)'; people using \
                voice control say what they see.
                """, at: mark)
        }
    }
}
