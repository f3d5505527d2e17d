import A11yFindings
import A11yDump

/// A data table: values laid out in rows and columns that are read together
/// (prices by size, scores by round), not a list of rows (`table-row`) and not a
/// grid of tiles, icons or photos. Found on Android only, from what the dump
/// records:
/// - a node whose collection information says it has more than one row and more
///   than one column, with items that record their row and column
///   (`collectionItemInfo`: Compose and custom views that describe a table,
///   RecyclerViews with a grid layout);
/// - a `TableLayout` of two or more `TableRow`s, one of them with two or more
///   cells (TableLayout gives TalkBack no collection information: its cells are
///   plain views to the reader).
/// Either is a data table when one of its cells is marked as a heading (the dump
/// then says so), or when every cell is read-only words: no cell holds a control
/// or only a picture, so a photo grid, a launcher's icons, a keypad or a
/// calendar's day buttons are not tables. iOS dumps record neither a data-table
/// container (`accessibilityContainerType`) nor a cell's row and column, so no
/// iOS table is found (docs/semantics.md, "Data tables").
public enum DataTable: Component {
    public static let name = "data-table"

    public static func matchesClass(_ name: String) -> Bool { false }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        guard screen.tree.platform == .android else { return { _ in false } }
        var tables = Set<Int>()
        for node in screen.tree.nodes where !screen.hidden[node.order] {
            guard let parts = parts(of: node, in: screen.tree, traits: screen.traits(of:)),
                  isDataTable(parts, in: screen.tree, traits: screen.traits(of:)) else { continue }
            tables.insert(node.order)
        }
        return { tables.contains($0.order) }
    }

    /// How the table tells the reader where its cells stand.
    public enum Kind: Sendable {
        /// Collection information: TalkBack says "Row 2, Column 3" and can name a
        /// column by its heading cell.
        case collection
        /// A `TableLayout`: the reader hears its cells as plain views, in order,
        /// with no row, column or header of their own.
        case tableLayout
    }

    /// One cell: its node, its row and column (from 0) and whether the dump marks it as a heading.
    public struct Cell: Sendable {
        public let node: SemanticNode
        public let row: Int
        public let column: Int
        public let isHeading: Bool
    }

    public struct Parts: Sendable {
        public let kind: Kind
        /// In tree order.
        public let cells: [Cell]

        /// The first row that holds two or more heading cells: the row of column
        /// headers. Heading cells that stand one to a row are row headers.
        public var headerRow: Int? {
            var headings: [Int: Int] = [:]
            for cell in cells where cell.isHeading { headings[cell.row, default: 0] += 1 }
            return headings.filter { $0.value >= 2 }.keys.min()
        }
    }

    /// The table's cells, when the node has a table's shape; nil otherwise.
    public static func parts(of table: SemanticNode, in model: ScreenModel) -> Parts? {
        parts(of: table, in: model.tree, traits: model.traits(of:))
    }

    static func parts(of table: SemanticNode, in tree: ScreenTree, traits: (SemanticNode) -> Traits) -> Parts? {
        if let info = table.dumped.record(.collectionInfo) {
            guard count(info["rowCount"]) > 1, count(info["columnCount"]) > 1 else { return nil }
            let cells = table.children.compactMap { child -> Cell? in
                guard let item = child.dumped.record(.collectionItemInfo),
                      let row = item["rowIndex"].flatMap(index), let column = item["columnIndex"].flatMap(index)
                else { return nil }
                return Cell(node: child, row: row, column: column,
                            isHeading: item["heading"] == .bool(true) || traits(child).isHeading)
            }
            return cells.isEmpty ? nil : Parts(kind: .collection, cells: cells)
        }
        guard table.simpleClassName == "TableLayout" else { return nil }
        var cells: [Cell] = []
        var rows = 0
        var widest = 0
        for row in table.children where row.simpleClassName == "TableRow" {
            for (column, cell) in row.children.enumerated() {
                cells.append(Cell(node: cell, row: rows, column: column, isHeading: traits(cell).isHeading))
            }
            widest = max(widest, row.children.count)
            rows += 1
        }
        return rows >= 2 && widest >= 2 ? Parts(kind: .tableLayout, cells: cells) : nil
    }

    /// A heading cell says it is a table; otherwise every cell is read-only words
    /// (or empty), at least two rows show words, and no cell is only a picture.
    private static func isDataTable(_ parts: Parts, in tree: ScreenTree, traits: (SemanticNode) -> Traits) -> Bool {
        if parts.cells.contains(where: \.isHeading) { return true }
        var rowsWithWords = Set<Int>()
        for cell in parts.cells {
            var words = false
            var picture = false
            for node in tree.subtree(of: cell.node) {
                let nodeTraits = traits(node)
                if nodeTraits.isControl || nodeTraits.actions.contains(.activate) || nodeTraits.actions.contains(.edit) {
                    return false
                }
                if nodeTraits.role == .image { picture = true }
                // A picture's description is no words on screen: a photo grid's tiles are named too.
                if node.visibleText != nil || nodeTraits.role != .image && description(of: node) != nil { words = true }
            }
            if picture && !words { return false }
            if words { rowsWithWords.insert(cell.row) }
        }
        return rowsWithWords.count >= 2
    }

    /// Whether the cell gives the reader nothing to say: no text, no description
    /// and no state anywhere in it, and no picture (which says "image" at least).
    public static func isSilent(_ cell: Cell, in model: ScreenModel) -> Bool {
        model.subtree(of: cell.node).allSatisfy { node in
            node.visibleText == nil && description(of: node) == nil
                && node.dumped.string(.stateDescription).map(SpokenText.isEffectivelyEmpty) ?? true
                && model.traits(of: node).role != .image
        }
    }

    /// What the reader says for the cell: the name of the stop that holds it (the
    /// cell itself or a row merged into one stop), else the names of the stops in
    /// it, joined; "" when none of them is a stop.
    public static func spokenText(of cell: Cell, in table: SemanticNode, model: ScreenModel) -> String {
        var node: SemanticNode? = cell.node
        while let current = node, current !== table {
            if model.isStop(current) { return model.name(of: current) }
            node = model.parent(of: current)
        }
        return model.stops(within: cell.node).map { model.name(of: $0.node) }.joined(separator: " ")
    }

    /// The node's content description, when it says something.
    private static func description(of node: SemanticNode) -> String? {
        node.dumped.string(.contentDescription).flatMap { SpokenText.isEffectivelyEmpty($0) ? nil : $0 }
    }

    private static func count(_ value: PropertyValue.Scalar?) -> Int {
        value?.doubleValue.map { Int($0) } ?? 0
    }

    private static func index(_ value: PropertyValue.Scalar) -> Int? {
        value.doubleValue.map { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }
}
