import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An empty cell of a data table says so ("No value", "Not applicable"). A cell
/// with no text, description or picture is no stop: TalkBack skips it, and the
/// user cannot tell a blank value from one they missed, or, in a TableLayout
/// (which gives the reader no columns), which column the next value belongs to.
/// The top-left cell is left alone: over row and column headers it is empty by
/// design. In a TableLayout only text views count as cells that could be empty: a
/// plain view in a row is a spacer or a divider.
struct DataTableEmptyCellRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for table in model.nodes(DataTable.self) where !model.isHidden(table) {
            guard let parts = DataTable.parts(of: table, in: model),
                  let firstRow = parts.cells.map(\.row).min(),
                  let firstColumn = parts.cells.map(\.column).min() else { continue }
            for cell in parts.cells where !(cell.row == firstRow && cell.column == firstColumn) {
                guard !model.isHidden(cell.node), model.frame(of: cell.node).map({ !$0.isEmpty }) ?? true,
                      parts.kind == .collection || cell.node.simpleClassName.hasSuffix("TextView"),
                      DataTable.isSilent(cell, in: model) else { continue }
                let place = "row \(cell.row + 1), column \(cell.column + 1)"
                violations.append(Violation(cell.node, """
                    Empty \(cell.isHeading ? "header cell" : "cell") at \(place) of a data table \
                    says nothing: TalkBack skips it, so the user cannot tell a blank value from a missed one. \
                    Give it a description such as "No value" or "Not applicable".
                    """))
            }
        }
        return violations
    }
}
