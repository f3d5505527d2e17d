import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Every interactive focus stop has a name.
struct ControlNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            guard stop.segment == nil, model.traits(of: stop.node).isControl else { return nil }
            // A slider named only by its value ("38%") is as good as unnamed: the value is not what it sets.
            if model.traits(of: stop.node).role == .adjustable, SpokenText.isQuantityOnly(stop.announcement.name),
               !model.isComponent(stop.node, PageControl.self) {
                return Violation(stop.node, """
                    Slider\(stop.node.identifier.map { " '\($0)'" } ?? "") is named only by its value \
                    '\(stop.announcement.name)'; the screen reader says just '\(stop.announcement.utterance)', \
                    not what it sets.
                    """)
            }
            guard SpokenText.isEffectivelyEmpty(stop.announcement.name) else { return nil }
            // A page control's index is its name in the criteria ("Page 2 of 4, adjustable").
            if model.isComponent(stop.node, PageControl.self), !SpokenText.isEffectivelyEmpty(stop.announcement.value) {
                return nil
            }
            // So is a dot's place, when the reader says it ("Tab, 2 of 4").
            if !stop.announcement.position.isEmpty, PageControl.isDot(stop.node, in: model) { return nil }
            // Cut by a scrolling edge, its label may lie past the edge, where the dump holds nothing.
            if model.mayLackContent(stop.node) { return nil }
            let role = stop.announcement.role.isEmpty ? "Control" : stop.announcement.role.capitalizedFirst
            let what = stop.announcement.name.isEmpty ? "has no name" : "is named only '\(stop.announcement.name)'"
            let identifier = stop.node.identifier.map { "'\($0)' " } ?? ""
            return Violation(stop.node, """
                \(role) \(identifier)\(what); the screen reader says just '\(stop.announcement.utterance)'.
                """)
        }
    }
}
