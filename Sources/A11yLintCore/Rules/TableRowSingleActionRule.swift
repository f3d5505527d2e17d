/// A row that is one focus stop does not swallow more than one interactive element.
struct TableRowSingleActionRule: Rule {
    let id = "table-row-single-action"

    func check(_ model: ScreenModel, options: RuleOptions) -> [Violation] {
        let allowed = options.integer("max-actions") ?? 1
        var violations: [Violation] = []
        for row in model.nodes(.tableRow) where row.isFocusStop {
            let swallowed = model.descendants(of: row).filter {
                !$0.isHidden && !$0.isFocusStop && model.isInteractive($0)
            }
            let own = model.isInteractiveRow(row) ? ["the row itself"] : []
            let actions = own + swallowed.map { model.label($0) }
            guard actions.count > allowed else { continue }
            violations.append(Violation(row, "Table row \(model.label(row)) is one focus stop holding "
                + "\(actions.count) interactive elements (\(actions.joined(separator: ", "))); a screen reader can "
                + "activate only one of them."))
        }
        return violations
    }
}
