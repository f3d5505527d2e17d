import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A control that shows text has a name that contains that text (WCAG 2.5.3); a text
/// field's text is the user's value, not its label.
struct LabelInNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            // A text field's text is what the user typed, and a dropdown's the option chosen: not labels.
            let traits = model.traits(of: stop.node)
            guard stop.segment == nil, traits.isControl, !traits.actions.contains(.edit),
                  traits.role != .textField, traits.role != .searchField, traits.role != .dropdown,
                  !model.isComponent(stop.node, Dropdown.self) else { return nil }
            guard let (name, mark) = model.nameOverride(of: stop.node),
                  let (visible, spoken) = visibleLabel(of: stop.node, in: model), !SpokenText.isEffectivelyEmpty(visible),
                  !SpokenText.contains(name, visible), !(spoken.map { SpokenText.contains(name, $0) } ?? false)
            else { return nil }
            return Violation(stop.node, """
                Name '\(SpokenText.normalize(name))' does not contain the visible text '\(visible)'; people using \
                voice control say what they see.
                """, at: mark)
        }
    }

    /// The text the control shows: its own, else the first text of the
    /// descendants its name silences (the ones that are not stops of their own),
    /// leaving out badges over artwork; with what the reader says for that text
    /// when it has a description of its own.
    private func visibleLabel(of control: SemanticNode, in model: ScreenModel) -> (String, String?)? {
        if let own = control.visibleText { return (own, nil) }
        // A row's label is table-row-name's to judge: one defect, one finding.
        if model.isComponent(control, TableRow.self) { return nil }
        guard let label = TableRow.label(of: control, in: model),
              let shownBy = model.descendants(of: control).first(where: { $0.visibleText == label.shown }),
              model.stops(within: control).allSatisfy({ $0.node === control || !$0.node.contains(shownBy) })
        else { return nil }
        return (label.shown, label.spoken)
    }
}
