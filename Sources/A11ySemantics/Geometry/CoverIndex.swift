import A11yDump

/// Finds, among many covers (nodes that hide what lies under them), the first one
/// in tree order from a given place on that holds a rectangle whole, within one
/// group: obscured-stop's question, "which opaque node drawn after this stop, in
/// its window, hides it?".
///
/// Covers with the same rectangle and group are one shape, with their orders
/// sorted: thousands of buttons with one frame side by side are one shape, whose
/// first order at or after the place is found by a binary search rather than by
/// trying the buttons one by one. The shapes go into a `SpatialIndex`, which gives
/// those that hold the rectangle's centre. A question costs the number of
/// different shapes over that centre, and a logarithm.
///
/// Answers are exactly those of trying every cover in tree order (a test compares
/// them on random covers): a cover counts when it is in the group, its order is
/// at least the place, and its rectangle holds the rectangle's centre
/// (`Rect.contains(_: Point)`) and the whole rectangle (`Rect.contains(_: Rect)`).
public struct CoverIndex: Sendable {
    /// A rectangle and a group, compared exactly.
    private struct ShapeKey: Hashable {
        var x, y, width, height: Double
        var group: Int
    }

    private struct Shape: Sendable {
        var rect: Rect
        var group: Int
        /// The orders of the covers with this rectangle and group, ascending.
        var orders: [Int]
    }

    private let shapes: [Shape]
    private let index: SpatialIndex

    /// How many different shapes the covers make, for tests.
    var shapeCount: Int { shapes.count }

    /// Builds the index once; `order` is what questions return for the cover.
    public init(_ covers: [(order: Int, rect: Rect, group: Int)]) {
        var places: [ShapeKey: Int] = [:]
        var shapes: [Shape] = []
        for cover in covers {
            let key = ShapeKey(x: cover.rect.x, y: cover.rect.y, width: cover.rect.width, height: cover.rect.height,
                               group: cover.group)
            if let place = places[key] {
                shapes[place].orders.append(cover.order)
            } else {
                places[key] = shapes.count
                shapes.append(Shape(rect: cover.rect, group: cover.group, orders: [cover.order]))
            }
        }
        for place in shapes.indices { shapes[place].orders.sort() }
        self.shapes = shapes
        index = SpatialIndex(shapes.indices.map { (index: $0, rect: shapes[$0].rect) })
    }

    /// The smallest order, at least `from`, of a cover in `group` whose rectangle
    /// holds `rect` and its centre; nil when there is none.
    public func firstCover(holding rect: Rect, from order: Int, in group: Int) -> Int? {
        var first: Int?
        for place in index.indices(containing: rect.center) {
            let shape = shapes[place]
            guard shape.group == group, shape.rect.contains(rect),
                  let found = Self.first(in: shape.orders, atLeast: order) else { continue }
            if found < first ?? .max { first = found }
        }
        return first
    }

    /// The first of ascending `orders` that is at least `order`, by binary search.
    private static func first(in orders: [Int], atLeast order: Int) -> Int? {
        var low = 0
        var high = orders.count
        while low < high {
            let middle = (low + high) / 2
            if orders[middle] < order { low = middle + 1 } else { high = middle }
        }
        return low < orders.count ? orders[low] : nil
    }
}
