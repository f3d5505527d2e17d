import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A row showing a checkmark exposes the selected state.
struct TableRowSelectedStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(Self.component) where !model.isHidden(row) {
            let traits = model.traits(of: row)
            if let accessory = TableRow.accessory(of: row), accessory.kind == .checkmark {
                // A UIKit accessory: VoiceOver needs the selected trait.
                if traits.selected != .yes {
                    violations.append(Violation(row, """
                        Table row\(model.named(row)) shows a checkmark but does not expose the selected state; add \
                        the selected trait.
                        """, at: accessory.mark))
                }
            } else if TableRow.showsCheckmarkView(row, in: model) {
                // The row or something in it must be selected or checked.
                let inside = model.descendants(of: row)
                let chosen = { (node: SemanticNode) in
                    let traits = model.traits(of: node)
                    return traits.selected == .yes || traits.checked == .on
                }
                if !chosen(row) && !inside.contains(where: chosen) {
                    violations.append(Violation(row, """
                        Table row\(model.named(row)) shows a checkmark but is neither selected nor checked, so \
                        TalkBack does not say it is chosen.
                        """))
                }
            }
        }
        return violations
    }
}
