import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A row that is one focus stop does not swallow more than one interactive element.
struct TableRowSingleActionRule: ConfigurableRule {
    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        let allowed = options.maxActions
        var violations: [Violation] = []
        // A row that offers custom actions, or may (the dump does not record them),
        // can reach the controls it holds through them.
        for row in model.nodes(Self.component) where model.isStop(row) && !TableRow.mayOfferCustomActions(row, in: model) {
            let swallowed = TableRow.controlsOnlyTheRowReaches(row, in: model)
            let ownAction = TableRow.isInteractive(row, in: model)
            let count = swallowed.count + (ownAction ? 1 : 0)
            // Counted before anything is worded: most rows pass.
            guard count > allowed else { continue }
            var parts = ownAction ? ["the row itself"] : []
            for node in swallowed { parts.append(model.label(node)) }
            let actions = parts.joined(separator: ", ")
            violations.append(Violation(row, """
                Table row\(model.named(row)) is one focus stop holding \(count) interactive elements \
                (\(actions)); a screen reader can activate only one of them.
                """))
        }
        return violations
    }
}
