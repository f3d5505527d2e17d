// Operations on rectangles, for the checks that compare frames: touch-target
// size, what is on screen, overlapping controls.
//
// Conventions, fixed here so that every check agrees:
// - A rectangle covers x ..< x + width and y ..< y + height, with y growing
//   downwards (UIKit and Android alike).
// - A rectangle whose width or height is zero, negative or not a number is
//   empty (so is one with an edge that is not a number). A negative size is not
//   flipped: bounds whose right edge is left of their left edge are a broken
//   or unlaid-out view, which covers nothing, not a view drawn the other way.
// - Two rectangles intersect only when they share some area. Neighbours that
//   merely touch (a row of buttons) do not, and a point on the edge they share
//   belongs to the right or lower one only, as with Android's `Rect.contains`.
// - An empty rectangle intersects nothing, contains nothing and lies in nothing.

/// The sides of a rectangle.
public struct RectEdges: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let left = RectEdges(rawValue: 1 << 0)
    public static let top = RectEdges(rawValue: 1 << 1)
    public static let right = RectEdges(rawValue: 1 << 2)
    public static let bottom = RectEdges(rawValue: 1 << 3)
    public static let all: RectEdges = [.left, .top, .right, .bottom]
}

extension Rect {
    /// A rectangle from its edges, as Android's `[left, top, right, bottom]` gives them.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The four edges read at once (each `Rect` getter reads the storage anew); for
    /// loops over many rectangles, such as the spatial index.
    package var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let v = values
        return (v.x, v.y, v.x + v.width, v.y + v.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { let v = values; return v.x + v.width }
    public var maxY: Double { let v = values; return v.y + v.height }
    public var midX: Double { let v = values; return v.x + v.width / 2 }
    public var midY: Double { let v = values; return v.y + v.height / 2 }

    public var origin: Point { let v = values; return Point(x: v.x, y: v.y) }
    public var size: Size { let v = values; return Size(width: v.width, height: v.height) }
    public var center: Point { let v = values; return Point(x: v.x + v.width / 2, y: v.y + v.height / 2) }

    /// True when the rectangle has no area: its width or height is zero, negative
    /// or not a number, or an edge is not a number.
    public var isEmpty: Bool {
        let a = extent
        // Written so that any NaN makes the rectangle empty.
        return !(a.minX < a.maxX && a.minY < a.maxY)
    }

    /// Width times height; 0 for an empty rectangle.
    public var area: Double {
        isEmpty ? 0 : width * height
    }

    /// The area both rectangles cover, or nil when they share none (disjoint,
    /// touching along an edge, or either one empty).
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let a = extent, b = other.extent
        return Rect(minX: max(a.minX, b.minX), minY: max(a.minY, b.minY), maxX: min(a.maxX, b.maxX), maxY: min(a.maxY, b.maxY))
    }

    /// Whether the two stand in one row: their heights overlap over at least half the shorter one's.
    public func isLevel(with other: Rect) -> Bool {
        let overlap = min(maxY, other.maxY) - max(minY, other.minY)
        return overlap > 0 && overlap >= min(height, other.height) / 2
    }

    /// Whether the two stand in one column: their widths overlap over at least half the narrower one's.
    public func sharesColumn(with other: Rect) -> Bool {
        let overlap = min(maxX, other.maxX) - max(minX, other.minX)
        return overlap > 0 && overlap >= min(width, other.width) / 2
    }

    /// Whether the rectangles share some area: `intersection(other) != nil`, without building it.
    public func intersects(_ other: Rect) -> Bool {
        Self.intersect(extent, other.extent)
    }

    /// Each edge compared with each, rather than `max(left edges) < min(right edges)`:
    /// `max` and `min` drop a NaN or keep it depending on the order of their
    /// arguments, and a comparison with NaN is simply false, so this is
    /// symmetric and an edge that is not a number meets nothing.
    package static func intersect(_ a: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                                  _ b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
        a.minX < a.maxX && b.minX < b.maxX && a.minX < b.maxX && b.minX < a.maxX
            && a.minY < a.maxY && b.minY < b.maxY && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether the point lies in the rectangle: left and top edges included,
    /// right and bottom edges excluded, so a point is in one of two neighbours only.
    public func contains(_ point: Point) -> Bool {
        let a = extent
        return a.minX <= point.x && point.x < a.maxX && a.minY <= point.y && point.y < a.maxY
    }

    /// Whether `other` lies wholly inside this rectangle, edges included. Both must
    /// be non-empty: a frame without area is neither inside nor outside anything.
    public func contains(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        let a = extent, b = other.extent
        return a.minX <= b.minX && b.maxX <= a.maxX && a.minY <= b.minY && b.maxY <= a.maxY
    }

    /// The smallest rectangle holding both. An empty rectangle adds nothing, so
    /// the union of several frames is not stretched by an unlaid-out view at (0, 0);
    /// when both are empty the result is this rectangle.
    public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let a = extent, b = other.extent
        return Rect(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }

    /// Every coordinate and length multiplied by `factor`. To turn Android pixels
    /// into dp use `divided(by:)` (or `ScreenDensity.points(_:)`): a quotient is
    /// rounded once, while multiplying by 1 / density rounds twice and can land a
    /// bit off (15 px at 2.625 gives 5.7142857142857135 instead of ...714).
    public func scaled(by factor: Double) -> Rect {
        let v = values
        return Rect(x: v.x * factor, y: v.y * factor, width: v.width * factor, height: v.height * factor)
    }

    /// Every coordinate and length divided by `divisor`.
    public func divided(by divisor: Double) -> Rect {
        let v = values
        return Rect(x: v.x / divisor, y: v.y / divisor, width: v.width / divisor, height: v.height / divisor)
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        let v = values
        return Rect(x: v.x + dx, y: v.y + dy, width: v.width, height: v.height)
    }

    /// The rectangle shrunk by `dx` on the left and on the right and by `dy` at the
    /// top and at the bottom; negative values grow it (to find neighbours within a
    /// distance, or a touch target's area around a small icon).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let v = values
        return Rect(x: v.x + dx, y: v.y + dy, width: v.width - 2 * dx, height: v.height - 2 * dy)
    }

    /// The shortest distance between the two rectangles: 0 when they overlap or
    /// touch, else the length of the gap (diagonal at corners). A rectangle of
    /// zero width or height counts as a line or a point; one with a negative size
    /// or an edge that is not a number is nowhere, and the distance is NaN (so
    /// `distance <= limit` is false). For spacing checks between controls.
    public func distance(to other: Rect) -> Double {
        Self.distance(extent, other.extent)
    }

    package static func distance(_ a: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                                 _ b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Double {
        // Spelled out rather than with `max`, which can drop a NaN (see `intersect`).
        func gap(_ lowA: Double, _ highA: Double, _ lowB: Double, _ highB: Double) -> Double {
            guard lowA <= highA, lowB <= highB else { return .nan }
            if lowB > highA { return lowB - highA }
            if lowA > highB { return lowA - highB }
            return 0
        }
        let dx = gap(a.minX, a.maxX, b.minX, b.maxX), dy = gap(a.minY, a.maxY, b.minY, b.maxY)
        return dx == 0 ? dy : dy == 0 ? dx : (dx * dx + dy * dy).squareRoot()
    }

    /// The sides on which this rectangle reaches or passes the same side of
    /// `container`. Android bounds are cut to what is on screen, so a list item
    /// half scrolled out shows as a smaller rectangle flush with its list's edge:
    /// a size check should not trust a frame that reaches a scrolling container's
    /// edge (ATF skips its touch-target check there).
    public func edges(reaching container: Rect) -> RectEdges {
        let a = extent, c = container.extent
        var result: RectEdges = []
        if a.minX <= c.minX { result.insert(.left) }
        if a.minY <= c.minY { result.insert(.top) }
        if a.maxX >= c.maxX { result.insert(.right) }
        if a.maxY >= c.maxY { result.insert(.bottom) }
        return result
    }
}
