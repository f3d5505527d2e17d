import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An interactive row's label and content are announced in the row's own stop.
struct TableRowGroupedRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in model.nodes(Self.component) where !model.isHidden(row) && TableRow.isInteractive(row, in: model) {
            // A stop that says nothing holds no content of the row (it is a problem of another kind).
            let separate = model.stops(within: row).filter { stop in
                stop.node !== row && !model.traits(of: stop.node).isControl && !stop.announcement.content.isEmpty
            }
            guard !separate.isEmpty else { continue }
            let names = separate.map { "'\($0.announcement.content)'" }.joined(separator: ", ")
            violations.append(Violation(row, """
                Table row\(model.named(row)) announces its content in separate focus stops (\(names)); group the \
                row's label and content into one stop.
                """))
        }
        return violations
    }
}
