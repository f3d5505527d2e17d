import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An interactive row's name contains its first visible text.
struct TableRowNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(Self.component) where model.isStop(row) && TableRow.isInteractive(row, in: model) {
            guard let first = model.firstVisibleText(in: row), !SpokenText.isEffectivelyEmpty(first),
                  let name = model.announcement(of: row)?.name, !SpokenText.contains(name, first) else { continue }
            let spoken = name.isEmpty ? "has no name" : "is named '\(name)'"
            violations.append(Violation(row, "Table row \(spoken), which does not contain its visible label '\(first)'."))
        }
        return violations
    }
}
