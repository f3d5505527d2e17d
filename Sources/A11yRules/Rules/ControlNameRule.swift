import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Every interactive focus stop has a name.
struct ControlNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        namelessStops(model) + unreachableControls(model)
    }

    /// Android controls TalkBack never stops on: a clickable view whose children
    /// say nothing (an empty layout around an unlabelled icon) is no focus stop
    /// (TalkBack focuses an actionable view with children only when something in
    /// it speaks), so the control can neither be reached by swiping nor named.
    /// Those inside a stop (read and activated with it) or holding one are left alone,
    /// as are the virtual nodes of Compose, Flutter and web views, which their host
    /// makes focusable by its own rules.
    private func unreachableControls(_ model: ScreenModel) -> [Violation] {
        guard model.platform == .android else { return [] }
        var violations: [Violation] = []
        var place = 0
        let nodes = model.nodes
        while place < nodes.count {
            let node = nodes[place]
            if model.isStop(node) || model.isHidden(node) {
                // Nothing inside a stop or a hidden node is asked.
                place = node.subtreeEnd
                continue
            }
            place += 1
            // The cheap tests first: every node is asked.
            let traits = model.traits(of: node)
            guard traits.isControl, traits.actions.contains(.activate), traits.enabled != .no, !node.children.isEmpty,
                  model.stopCount(within: node, upTo: 1) == 0 else { continue }
            // Virtual content and web pages follow their host's rules: none of their nodes is asked.
            if model.isVirtualContent(node) || model.isWebContent(node) {
                place = node.subtreeEnd
                continue
            }
            guard model.isJudged(node), model.visibility(of: node) == .onScreen, !model.mayLackContent(node) else { continue }
            violations.append(Violation(node, """
                Control holds nothing that speaks, so TalkBack never stops on it: a screen reader \
                user can neither reach it nor hear what it does. Give it a content description.
                """))
            place = node.subtreeEnd
        }
        return violations
    }

    private func namelessStops(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            guard stop.segment == nil, model.traits(of: stop.node).isControl else { return nil }
            // A slider named only by its value ("38%") is as good as unnamed: the value is not what it sets.
            if model.traits(of: stop.node).role == .adjustable, SpokenText.isQuantityOnly(stop.announcement.name),
               !model.isComponent(stop.node, PageControl.self) {
                return Violation(stop.node, """
                    Slider is named only by its value '\(stop.announcement.name)'; the screen reader \
                    \(ImageNameRule.says(stop.announcement.utterance)), not what it sets.
                    """)
            }
            guard SpokenText.isEffectivelyEmpty(stop.announcement.name) else { return nil }
            // A page control's index is its name in the criteria ("Page 2 of 4, adjustable").
            if model.isComponent(stop.node, PageControl.self), !SpokenText.isEffectivelyEmpty(stop.announcement.value) {
                return nil
            }
            // A picker's wheel column has no label of its own: its option is what it
            // says ("March, picker item, adjustable"), and picker-wheel-value asks for it.
            if model.isComponent(stop.node, Picker.self), Picker.kind(of: stop.node) == .wheel { return nil }
            // So is a dot's place, when the reader says it ("Tab, 2 of 4").
            if !stop.announcement.position.isEmpty, PageControl.isDot(stop.node, in: model) { return nil }
            // Cut by a scrolling edge, its label may lie past the edge, where the dump holds nothing.
            if model.mayLackContent(stop.node) { return nil }
            let role = stop.announcement.role.isEmpty ? "Control" : stop.announcement.role.capitalizedFirst
            let name = stop.announcement.name
            let what = name.isEmpty ? "has no name"
                : ImageNameRule.isIconGlyph(name) ? "is named only by an icon-font character ('\(name)'), which has no spoken form"
                : "is named only '\(name)'"
            // The node's identity ends the finding's line: the message names it by its role.
            return Violation(stop.node, """
                \(role) \(what); the screen reader \(ImageNameRule.says(stop.announcement.utterance)).
                """)
        }
    }
}
