import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A control that shows text has a name that contains that text (WCAG 2.5.3).
struct LabelInNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            guard stop.segment == nil, model.traits(of: stop.node).isControl else { return nil }
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
