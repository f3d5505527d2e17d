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
            guard let (name, mark) = model.nameOverride(of: stop.node) else { return nil }
            let labels = visibleLabels(of: stop.node, in: model)
            // Which of several texts is the label the dump does not say ("Bestseller" above a dish's
            // name): a name holding any of them holds words the user sees.
            guard let visible = labels.first?.shown, !labels.contains(where: { label in
                SpokenText.contains(name, label.shown) || (label.spoken.map { SpokenText.contains(name, $0) } ?? false)
            }) else { return nil }
            return Violation(stop.node, """
                Name '\(SpokenText.normalize(name))' does not contain the visible text '\(visible)'; people using \
                voice control say what they see.
                """, at: mark)
        }
    }

    /// The texts the control shows that may be its label: its own, else the
    /// texts of the descendants its name silences (the ones that are not stops of
    /// their own), leaving out badges over artwork and counts beside an icon; each
    /// with what the reader says for it when it has a description of its own.
    private func visibleLabels(of control: SemanticNode, in model: ScreenModel) -> [(shown: String, spoken: String?)] {
        if let own = control.visibleText { return SpokenText.isEffectivelyEmpty(own) ? [] : [(own, nil)] }
        // A row's label is table-row-name's to judge: one defect, one finding.
        if model.isComponent(control, TableRow.self) { return [] }
        // The first few texts: a label is among them, and a card of many texts is
        // not read text by text against its images.
        let texts = TableRow.shownTexts(of: control, in: model, upTo: Self.textsLooked).filter { text in
            !SpokenText.isEffectivelyEmpty(text.shown) && !isInsideAnotherStop(text.node, of: control, in: model)
        }
        let showsIcon = model.descendants(of: control).contains { model.traits(of: $0).role == .image && !model.isHidden($0) }
        return texts.filter { !(showsIcon && isCount($0.shown)) }.map { ($0.shown, $0.spoken) }
    }

    /// How many of a control's texts are looked at for its label.
    static let textsLooked = 8

    /// Whether a node inside the control belongs to another stop within it (a
    /// button of its own inside a card), found by its ancestors up to the control.
    private func isInsideAnotherStop(_ node: SemanticNode, of control: SemanticNode, in model: ScreenModel) -> Bool {
        var current: SemanticNode? = node
        while let inner = current, inner !== control {
            if model.isStop(inner) { return true }
            current = model.parent(of: inner)
        }
        return false
    }

    /// A text of numbers and marks only ("32", "1", "99+"). Beside an icon it is
    /// the icon's count (likes, unread messages): a value the control shows, not
    /// its label, which is the icon.
    private func isCount(_ text: String) -> Bool {
        !text.contains(where: \.isLetter) && text.contains(where: \.isNumber)
    }
}
