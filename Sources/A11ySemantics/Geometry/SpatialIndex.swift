import A11yDump

/// Finds, among many rectangles, those that meet a rectangle or hold a point,
/// for the checks that compare nodes with each other: overlapping controls, the
/// control under a point, neighbours closer than some spacing.
///
/// Uniform grids over the rectangles' bounding box, in levels. The cells of the
/// first level are about as large as the median rectangle; those of each next
/// level are four times wider and taller, up to a single cell. Each rectangle is
/// listed, in the first level where it covers at most `spanLimit` cells, in
/// every cell it covers there: a label sits in a few small cells, a screen-wide
/// container in a few large ones, and neither fills thousands of cells nor is
/// compared with every query. A query gathers what the cells it covers list, on
/// every level, and keeps what passes the exact test. A rectangle with an
/// infinite edge has no cell; every query checks those.
///
/// Answers are exactly what testing every rectangle with `Rect.intersects`,
/// `Rect.contains(_: Point)` and `Rect.distance(to:)` would give (a test
/// compares them on random rectangles): empty rectangles are never returned,
/// and each item comes once, in the order the items were given.
public struct SpatialIndex: Sendable {
    /// An item's edges, read once from its `Rect`.
    private struct Box: Sendable {
        var minX, minY, maxX, maxY: Double

        init(_ rect: Rect) {
            let extent = rect.extent
            (minX, minY, maxX, maxY) = (extent.minX, extent.minY, extent.maxX, extent.maxY)
        }

        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double) { (minX, minY, maxX, maxY) }

        /// `Rect.isEmpty`: such a box meets nothing and is left out.
        var isEmpty: Bool { !(minX < maxX && minY < maxY) }

        var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

        func intersects(_ other: Box) -> Bool { Rect.intersect(extent, other.extent) }

        func contains(_ point: Point) -> Bool {
            minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
        }

        func distance(to other: Box) -> Double { Rect.distance(extent, other.extent) }

        func span(in grid: SpatialGrid) -> SpatialGrid.Span? {
            grid.span(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }

    /// A rectangle goes to the first level where it covers at most this many cells.
    static let spanLimit = 16
    /// How much wider and taller a level's cells are than the previous level's.
    static let levelFactor = 4
    /// Cells per axis on the first level at most, which also has at most four cells
    /// per rectangle: a long scrolling list is one column of many rows.
    static let maxCellsPerAxis = 1 << 16

    private let indices: [Int]
    private let boxes: [Box]
    /// Finest first; the last has one cell.
    private let levels: [SpatialGrid]
    /// Items with an infinite edge, which every query checks.
    private let unplaced: [Int32]

    /// The number of items given.
    public var count: Int { indices.count }

    /// Cells on the first level, for tests.
    var cellCount: Int { levels[0].cellCount }

    /// Items listed on each level, for tests.
    var itemsPerLevel: [Int] { levels.map { $0.itemCount } }

    /// Items every query checks, for tests.
    var unplacedCount: Int { unplaced.count }

    /// Builds the index once; `index` is what queries return for the item.
    public init(_ items: [(index: Int, rect: Rect)]) {
        indices = items.map(\.index)
        let boxes = items.map { Box($0.rect) }
        self.boxes = boxes

        var levels = [Self.firstLevel(for: boxes.filter { !$0.isEmpty && $0.isFinite })]
        while levels[levels.count - 1].cellCount > 1 {
            levels.append(levels[levels.count - 1].coarser(by: Self.levelFactor))
        }
        var placements = [[(position: Int32, span: SpatialGrid.Span)]](repeating: [], count: levels.count)
        var unplaced: [Int32] = []
        for (position, box) in boxes.enumerated() where !box.isEmpty {
            guard box.isFinite else {
                unplaced.append(Int32(position))
                continue
            }
            for (level, grid) in levels.enumerated() {
                // Finite edges always give a span; the last level's single cell takes anything.
                guard let span = box.span(in: grid) else { break }
                if span.cellCount <= Self.spanLimit || level == levels.count - 1 {
                    placements[level].append((Int32(position), span))
                    break
                }
            }
        }
        for level in levels.indices { levels[level].place(placements[level]) }
        self.levels = levels
        self.unplaced = unplaced
    }

    /// The first level: the boxes' bounding box in cells the size of the median box,
    /// coarsened until there are at most four cells per box.
    private static func firstLevel(for boxes: [Box]) -> SpatialGrid {
        guard let first = boxes.first else {
            return SpatialGrid(originX: 0, originY: 0, cellWidth: 1, cellHeight: 1, columns: 1, rows: 1)
        }
        var bounds = first
        for box in boxes {
            (bounds.minX, bounds.minY) = (min(bounds.minX, box.minX), min(bounds.minY, box.minY))
            (bounds.maxX, bounds.maxY) = (max(bounds.maxX, box.maxX), max(bounds.maxY, box.maxY))
        }
        let medianWidth = boxes.map { $0.maxX - $0.minX }.sorted()[boxes.count / 2]
        let medianHeight = boxes.map { $0.maxY - $0.minY }.sorted()[boxes.count / 2]
        func cells(_ length: Double, _ cell: Double) -> Int {
            let value = (length / cell).rounded(.up)
            return value.isFinite ? Int(min(max(value, 1), Double(maxCellsPerAxis))) : 1
        }
        let width = bounds.maxX - bounds.minX, height = bounds.maxY - bounds.minY
        var columns = cells(width, medianWidth), rows = cells(height, medianHeight)
        while columns * rows > 4 * boxes.count + 16 {
            if columns >= rows { columns = (columns + 1) / 2 } else { rows = (rows + 1) / 2 }
        }
        // Overflowing extents (edges near ±1e308) give an infinite cell size, which `SpatialGrid.span` handles.
        return SpatialGrid(originX: bounds.minX, originY: bounds.minY, cellWidth: width / Double(columns),
                           cellHeight: height / Double(rows), columns: columns, rows: rows)
    }

    // MARK: - Queries

    /// The items whose rectangles share some area with `rect` (`Rect.intersects`).
    public func indices(intersecting rect: Rect) -> [Int] {
        let query = Box(rect)
        return positions(near: query, margin: 0) { query.intersects($0) }.map { indices[$0] }
    }

    /// The items whose rectangles hold `point` (`Rect.contains(_: Point)`).
    public func indices(containing point: Point) -> [Int] {
        let query = Box(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
        return positions(near: query, margin: 0) { $0.contains(point) }.map { indices[$0] }
    }

    /// The items whose rectangles are at most `distance` away from `rect`
    /// (`Rect.distance(to:)`), overlapping ones included: neighbours for spacing checks.
    public func indices(within distance: Double, of rect: Rect) -> [Int] {
        let query = Box(rect)
        return positions(near: query, margin: max(0, distance)) { !$0.isEmpty && query.distance(to: $0) <= distance }
            .map { indices[$0] }
    }

    /// Every pair of items whose rectangles share some area, each pair once, as
    /// (earlier item, later item), ordered by the earlier then the later item.
    public func intersectingPairs() -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for (position, box) in boxes.enumerated() where !box.isEmpty {
            for other in positions(near: box, margin: 0, where: { box.intersects($0) }) where other > position {
                pairs.append((indices[position], indices[other]))
            }
        }
        return pairs
    }

    /// Positions of the items that may be within `margin` of `query` and pass `test`, ascending.
    private func positions(near query: Box, margin: Double, where test: (Box) -> Bool) -> [Int] {
        let grown = Box(minX: query.minX - margin, minY: query.minY - margin, maxX: query.maxX + margin, maxY: query.maxY + margin)
        var spans: [SpatialGrid.Span] = []
        var cells = 0
        for grid in levels {
            guard var span = grown.span(in: grid) else { break }
            if margin > 0 {
                // `query.maxX + margin` is rounded: one more cell each way keeps an
                // item exactly `margin` away in reach.
                span.columns = max(0, span.columns.lowerBound - 1) ... min(grid.columns - 1, span.columns.upperBound + 1)
                span.rows = max(0, span.rows.lowerBound - 1) ... min(grid.rows - 1, span.rows.upperBound + 1)
            }
            spans.append(span)
            cells += span.cellCount
        }
        // A query the grids cannot place (an edge that is not a number), or one
        // covering more cells than there are items: checking every item is no
        // slower, and always right.
        guard spans.count == levels.count, cells <= count else {
            return boxes.indices.filter { !boxes[$0].isEmpty && test(boxes[$0]) }
        }
        var found: [Int] = []
        for position in unplaced where test(boxes[Int(position)]) {
            found.append(Int(position))
        }
        for (grid, span) in zip(levels, spans) {
            grid.forEachItem(in: span) { position in
                if test(boxes[Int(position)]) { found.append(Int(position)) }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for position in found where unique.last != position { unique.append(position) }
        return unique
    }
}
