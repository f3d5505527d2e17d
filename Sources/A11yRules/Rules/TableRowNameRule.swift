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
                  let name = model.announcement(of: row)?.name, !Self.holds(name, label) else { continue }
            // A one-word mark shown before the row's text (a badge such as "Ad") that the
            // name leaves out while it speaks the text after it is not the row's label.
            if SpokenText.words(label.shown).count == 1,
               let next = TableRow.shownTexts(of: row, in: model, upTo: 2).dropFirst().first, Self.holds(name, (next.shown, next.spoken)) {
                continue
            }
            let spoken = name.isEmpty ? "has no name" : "is named '\(name)'"
            violations.append(Violation(row, "Table row \(spoken), which does not contain its visible label '\(label.shown)'."))
        }
        return violations
    }

    private static func holds(_ name: String, _ label: (shown: String, spoken: String?)) -> Bool {
        SpokenText.containsLabel(name, label.shown) || label.spoken.map { SpokenText.containsLabel(name, $0) } == true
    }
}
