import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// A row showing a checkmark exposes the selected state.
struct TableRowSelectedStateRule: PlainRule {
    let id = "table-row-selected-state"

    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(.tableRow) where !row.isHidden {
            let n = row.node
            switch model.platform {
            case .ios:
                guard let accessory = n[.accessoryType], accessory.value == .string("checkmark") else { continue }
                let selected = model.iosTraits(row).contains("selected") || n.bool(.isSelected) == true
                if !selected {
                    violations.append(Violation(row, """
                        Table row \(model.label(row)) shows a checkmark but does not expose the selected state; add \
                        the selected trait.
                        """, at: accessory.valueMark))
                }
            case .android:
                let inside = model.descendants(of: row)
                guard inside.contains(where: Self.isCheckmark) else { continue }
                let selected = n.bool(.selected) == true || n.bool(.checked) == true
                    || inside.contains { $0.node.bool(.checked) == true || $0.node.bool(.selected) == true }
                if !selected {
                    violations.append(Violation(row, """
                        Table row \(model.label(row)) shows a checkmark but is neither selected nor checked, so \
                        TalkBack does not say it is chosen.
                        """))
                }
            }
        }
        return violations
    }

    private static func isCheckmark(_ node: SemanticNode) -> Bool {
        guard !node.isHidden, node.node.bool(.checkable) != true else { return false }
        let text = [node.identifier, node.node.string(.contentDescription)].compactMap { $0 }.joined(separator: " ")
            .lowercased()
        return text.contains("checkmark") || text.contains("check_mark") || text.contains("tick")
    }
}
