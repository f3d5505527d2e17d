import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An interactive row's name contains its visible label, as shown or as spoken.
struct TableRowNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(Self.component) where model.isStop(row) && TableRow.isInteractive(row, in: model) {
            guard let label = TableRow.label(of: row, in: model), !SpokenText.isEffectivelyEmpty(label.shown),
                  let name = model.announcement(of: row)?.name, !SpokenText.containsLabel(name, label.shown),
                  !(label.spoken.map { SpokenText.containsLabel(name, $0) } ?? false) else { continue }
            let first = label.shown
            let spoken = name.isEmpty ? "has no name" : "is named '\(name)'"
            violations.append(Violation(row, "Table row \(spoken), which does not contain its visible label '\(first)'."))
        }
        return violations
    }
}
