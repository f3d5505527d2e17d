/// One level of `SpatialIndex`: a uniform grid of cells from an origin, and for
/// each cell the items placed in it (positions into the index's item list).
struct SpatialGrid: Sendable {
    /// The cells a box covers, by column and row.
    struct Span {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>

        var cellCount: Int { columns.count * rows.count }
    }

    let originX, originY, cellWidth, cellHeight: Double
    let columns, rows: Int
    /// Cell c lists `cellItems[cellStarts[c] ..< cellStarts[c + 1]]`, ascending.
    private var cellStarts: [Int32]
    private var cellItems: [Int32] = []
    /// How many items are placed (each may be listed in several cells).
    private(set) var itemCount = 0

    init(originX: Double, originY: Double, cellWidth: Double, cellHeight: Double, columns: Int, rows: Int) {
        (self.originX, self.originY, self.cellWidth, self.cellHeight) = (originX, originY, cellWidth, cellHeight)
        (self.columns, self.rows) = (columns, rows)
        cellStarts = [Int32](repeating: 0, count: columns * rows + 1)
    }

    var cellCount: Int { columns * rows }

    /// The same area in cells `factor` times wider and taller.
    func coarser(by factor: Int) -> SpatialGrid {
        SpatialGrid(originX: originX, originY: originY, cellWidth: cellWidth * Double(factor), cellHeight: cellHeight * Double(factor),
                    columns: (columns + factor - 1) / factor, rows: (rows + factor - 1) / factor)
    }

    /// The cells a box covers, clamped to the grid, or nil when an edge is not a
    /// number. Cells are taken generously (a box ending on a cell's border also
    /// takes that cell), which costs a test and keeps every true answer in reach:
    /// the mapping from coordinate to cell only ever grows with the coordinate, so
    /// a box that meets another, or holds a point, shares a cell with it.
    func span(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Span? {
        func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int? {
            let offset = (value - origin) / size
            // An infinite cell size (edges near ±1e308) puts everything in the first cell.
            if offset.isNaN { return size.isInfinite ? 0 : nil }
            if offset < 1 { return 0 }
            if offset >= Double(count - 1) { return count - 1 }
            return Int(offset)
        }
        guard let firstColumn = cell(minX, originX, cellWidth, columns), let lastColumn = cell(maxX, originX, cellWidth, columns),
              let firstRow = cell(minY, originY, cellHeight, rows), let lastRow = cell(maxY, originY, cellHeight, rows),
              firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return Span(columns: firstColumn ... lastColumn, rows: firstRow ... lastRow)
    }

    /// Lists each item in the cells of its span: counts first, then fills in place.
    mutating func place(_ items: [(position: Int32, span: Span)]) {
        itemCount = items.count
        for item in items {
            for row in item.span.rows {
                for column in item.span.columns { cellStarts[row * columns + column + 1] += 1 }
            }
        }
        for cell in 0 ..< cellCount { cellStarts[cell + 1] += cellStarts[cell] }
        var next = cellStarts
        cellItems = [Int32](repeating: 0, count: Int(cellStarts[cellCount]))
        for item in items {
            for row in item.span.rows {
                for column in item.span.columns {
                    let cell = row * columns + column
                    cellItems[Int(next[cell])] = item.position
                    next[cell] += 1
                }
            }
        }
    }

    /// Calls `body` with every item listed in the span's cells; an item listed in several comes several times.
    func forEachItem(in span: Span, _ body: (Int32) -> Void) {
        for row in span.rows {
            for column in span.columns {
                let cell = row * columns + column
                for item in cellItems[Int(cellStarts[cell]) ..< Int(cellStarts[cell + 1])] { body(item) }
            }
        }
    }
}
