import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A visible label that belongs to a switch, checkbox, radio button, slider or
/// text field is in the control's stop, or names it, rather than being a stop
/// of its own beside a control that says something else.
struct ControlLabelGroupedRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        var counts = ControlCounts()
        for (place, stop) in model.stops.enumerated() where stop.segment == nil && model.isJudged(stop.node) {
            guard Self.labelledRoles.contains(model.traits(of: stop.node).role),
                  let label = label(beside: place, in: model, counts: &counts) else { continue }
            let name = stop.announcement.name
            // Named with the label's words (labelFor/labeledBy, or the same description), the control says
            // what the label says; the user only hears it twice.
            if !SpokenText.isEffectivelyEmpty(name), SpokenText.contains(name, label.text) { continue }
            let what = stop.announcement.role.isEmpty ? "Control" : stop.announcement.role.capitalizedFirst
            let said = SpokenText.isEffectivelyEmpty(name) ? "says just '\(stop.announcement.utterance)'"
                : "is named '\(name)'"
            violations.append(Violation(stop.node, """
                \(what) \(said), while its visible label '\(label.text)' is a separate focus stop \
                \(label.before ? "before" : "after") it; put the label in the control's stop or link them \
                (labelFor, a merged row, or the label as the control's name).
                """))
        }
        return violations
    }

    /// Controls whose label sits beside them on screen.
    private static let labelledRoles: [Role] = [.toggleSwitch, .checkbox, .radioButton, .adjustable, .textField,
                                                .searchField]

    /// The stop just before or after the control that reads as its label: a
    /// plain text of its own (no control, no heading) in the same container, level with the
    /// control (a row) or just above it (a field's label), and not a caption
    /// over a group of such controls.
    private func label(beside place: Int, in model: ScreenModel, counts: inout ControlCounts)
        -> (text: String, before: Bool)? {
        let control = model.stops[place].node
        for (neighbour, before) in [(place - 1, true), (place + 1, false)] where model.stops.indices.contains(neighbour) {
            let stop = model.stops[neighbour]
            let node = stop.node
            let traits = model.traits(of: node)
            // A text of its own: a stop that gathers several texts (a card) holds more than a label.
            guard stop.segment == nil, node.children.isEmpty, node.visibleText != nil,
                  !traits.isControl, !traits.isHeading, stop.announcement.role.isEmpty,
                  model.layer(of: node) == model.layer(of: control),
                  !SpokenText.isEffectivelyEmpty(stop.announcement.name),
                  let container = sharedContainer(of: node, and: control, in: model),
                  let placement = placement(of: node, beside: control, in: model),
                  placement == .level || (placement == .above && before && Self.labelledFromAbove(control, model))
            else { continue }
            // A caption over several controls of the kind ("Payment method") names the group, not one of them;
            // a label level with its control is that control's even in a list of rows.
            if placement == .above, counts.controls(like: control, in: container, model: model) > 1 { continue }
            // A text above a field is its label only when it stands alone over the field: one of a row of
            // texts there (the captions of a row of statistics, a line of facts) belongs to that row.
            if placement == .above, sharesRowOverControl(stop, control, in: container, model: model) { continue }
            return (stop.announcement.name, before)
        }
        return nil
    }

    /// Fields and sliders take their label from above as well as beside them;
    /// switches, checkboxes and radio buttons sit in a row with theirs.
    private static func labelledFromAbove(_ control: SemanticNode, _ model: ScreenModel) -> Bool {
        [.textField, .searchField, .adjustable].contains(model.traits(of: control).role)
    }

    /// The nearest common ancestor of the label and the control, when it is close:
    /// the control's parent or grandparent (a row, a field's box).
    private func sharedContainer(of label: SemanticNode, and control: SemanticNode, in model: ScreenModel)
        -> SemanticNode? {
        var current = model.tree.parent(of: control)
        for _ in 0..<2 {
            guard let ancestor = current else { return nil }
            if ancestor.contains(label) { return ancestor }
            current = model.tree.parent(of: ancestor)
        }
        return nil
    }

    private enum Placement { case level, above }

    /// Where the label stands against the control: level with it (their frames
    /// share most of their height) or above it (ending at most a control's
    /// height above its top, over the same columns); nil otherwise or without frames.
    private func placement(of label: SemanticNode, beside control: SemanticNode, in model: ScreenModel) -> Placement? {
        guard let text = model.frame(of: label), let box = model.frame(of: control),
              !text.isEmpty, !box.isEmpty else { return nil }
        if text.isLevel(with: box) { return .level }
        let columns = min(text.x + text.width, box.x + box.width) - max(text.x, box.x)
        let gap = box.y - (text.y + text.height)
        if gap >= -1, gap <= max(box.height, 8), columns > 0 { return .above }
        return nil
    }

    /// Whether another text stop in the container stands level with the label
    /// over the control's columns.
    private func sharesRowOverControl(_ label: FocusStop, _ control: SemanticNode, in container: SemanticNode,
                                      model: ScreenModel) -> Bool {
        guard let text = model.frame(of: label.node), let box = model.frame(of: control) else { return false }
        return model.stops(within: container).contains { other in
            guard other.node !== label.node, other.segment == nil, other.node.visibleText != nil,
                  !model.traits(of: other.node).isControl, let frame = model.frame(of: other.node) else { return false }
            let columns = min(frame.maxX, box.maxX) - max(frame.minX, box.minX)
            return frame.isLevel(with: text) && columns > 0
        }
    }

    /// How many stops of a role a container holds, counted once per container and
    /// role: a form of many fields in one container asks for each field.
    private struct ControlCounts {
        private struct Key: Hashable {
            let container: Int
            let role: Role
        }

        private var counted: [Key: Int] = [:]

        mutating func controls(like control: SemanticNode, in container: SemanticNode, model: ScreenModel) -> Int {
            let role = model.traits(of: control).role
            let key = Key(container: container.order, role: role)
            if let count = counted[key] { return count }
            let count = model.stops(within: container).filter { model.traits(of: $0.node).role == role }.count
            counted[key] = count
            return count
        }
    }
}
