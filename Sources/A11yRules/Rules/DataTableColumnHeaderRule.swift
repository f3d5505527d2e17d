import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Every column of a data table has a header the reader says with its cells.
/// With collection information, TalkBack names a column by the cell marked as
/// its heading; a `TableLayout` gives the reader no table at all, so there each
/// cell's stop must say its header itself. Judged only where the dump shows the
/// headers: a row of heading cells, or (with collection information) the
/// table's first row, so that a header row scrolled out of the dump is never
/// taken for a missing one.
struct DataTableColumnHeaderRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for table in model.nodes(DataTable.self) where !model.isHidden(table) {
            guard let parts = DataTable.parts(of: table, in: model) else { continue }
            switch parts.kind {
            case .collection: violations += collectionFindings(table, parts, model)
            case .tableLayout: violations += tableLayoutFindings(table, parts, model)
            }
        }
        return violations
    }

    /// Columns that hold values, with their cells below `row` that say something;
    /// without the leftmost column when `labelsRows`: its values name their rows
    /// ("Small", "Standard"), and a value that says its own header is asked of the
    /// values that follow them.
    private func valueColumns(_ parts: DataTable.Parts, below row: Int, labelsRows: Bool = false,
                              _ model: ScreenModel) -> [(column: Int, cells: [DataTable.Cell])] {
        let leftmost = parts.cells.map(\.column).min() ?? 0
        var byColumn: [Int: [DataTable.Cell]] = [:]
        for cell in parts.cells where cell.row > row && !cell.isHeading && !DataTable.isSilent(cell, in: model)
            && !(labelsRows && cell.column == leftmost) {
            byColumn[cell.column, default: []].append(cell)
        }
        return byColumn.keys.sorted().map { ($0, byColumn[$0]!) }
    }

    private func collectionFindings(_ table: SemanticNode, _ parts: DataTable.Parts, _ model: ScreenModel)
        -> [Violation] {
        if let headerRow = parts.headerRow {
            let headed = Set(parts.cells.filter { $0.row == headerRow && $0.isHeading && !DataTable.isSilent($0, in: model) }
                .map(\.column))
            let bare = valueColumns(parts, below: headerRow, model).map(\.column).filter { !headed.contains($0) }
            guard !bare.isEmpty else { return [] }
            return [Violation(table, """
                Data table has no heading cell over \(Self.columns(bare)), while its other columns have one: \
                TalkBack reads a value there with only its row and column numbers ("Column \(bare[0] + 1)"), \
                so the user cannot tell what the value is. Mark the header cell as a heading.
                """)]
        }
        // Row headers only (heading cells one to a row): columns are not judged.
        guard !parts.cells.contains(where: \.isHeading) else { return [] }
        // No heading cell: judged when the dump shows the first row, where headers stand.
        let firstRow = parts.cells.filter { $0.row == 0 }
        guard !firstRow.isEmpty else { return [] }
        var topText: [Int: String] = [:]
        for cell in firstRow { topText[cell.column] = DataTable.spokenText(of: cell, in: table, model: model) }
        let bare = valueColumns(parts, below: 0, labelsRows: true, model).filter { column, cells in
            guard let top = topText[column], !SpokenText.isEffectivelyEmpty(top) else { return true }
            return !cells.allSatisfy { SpokenText.contains(DataTable.spokenText(of: $0, in: table, model: model), top) }
        }.map(\.column)
        guard !bare.isEmpty else { return [] }
        return [Violation(table, """
            Data table marks no cell as a column heading, and its cells do not say \
            the text at the top of their column (\(Self.columns(bare))): TalkBack reads each value with \
            only "Row N, Column N", so the user cannot tell what it is. Mark the header cells as headings \
            (collection item info) or put the header in each cell's description.
            """)]
    }

    private func tableLayoutFindings(_ table: SemanticNode, _ parts: DataTable.Parts, _ model: ScreenModel)
        -> [Violation] {
        // Headers are known only where the dump records headings and marks a row of them.
        guard model.screen.records(.heading), let headerRow = parts.headerRow else { return [] }
        var violations: [Violation] = []
        let headers = parts.cells.filter { $0.row == headerRow && $0.isHeading }
        for (column, cells) in valueColumns(parts, below: headerRow, labelsRows: true, model) {
            guard let header = headers.first(where: { $0.column == column }) else {
                violations.append(Violation(table, """
                    Data table has no heading cell over column \(column + 1): \
                    a TableLayout gives TalkBack no columns, so its values are read with nothing to say what they are.
                    """))
                continue
            }
            let title = DataTable.spokenText(of: header, in: table, model: model)
            guard !SpokenText.isEffectivelyEmpty(title) else { continue }
            let missing = cells.filter { !SpokenText.contains(DataTable.spokenText(of: $0, in: table, model: model), title) }
            guard let first = missing.first else { continue }
            let heard = DataTable.spokenText(of: first, in: table, model: model)
            violations.append(Violation(header.node, """
                Column '\(title)' of a TableLayout: \(missing.count) of its \(cells.count) cells are read \
                without the header (first: '\(heard)'). A TableLayout gives TalkBack no table, so the user \
                hears the value alone; put the header in each cell's description ("\(title): \(heard)").
                """))
        }
        return violations
    }

    private static func columns(_ columns: [Int]) -> String {
        let numbers = columns.map { String($0 + 1) }
        return numbers.count == 1 ? "column \(numbers[0])" : "columns \(numbers.joined(separator: ", "))"
    }
}
