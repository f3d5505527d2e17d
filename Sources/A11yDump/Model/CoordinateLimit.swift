/// How far from the origin a frame or bounds may reach to be read.
///
/// Real screens measure a few thousand points or pixels, and even the last row
/// of a long list laid out off screen stays far below ten million. A frame
/// beyond that, or with an edge that is not a number at all (`nan`, `inf`), is
/// a broken dump: it is reported (`dump-invalid-value`) and the node is read as
/// having no frame. The bound also keeps every sum, unit conversion and rounding
/// done with frames finite, so reports never hold `inf` or `nan`.
public enum CoordinateLimit {
    /// The largest distance from the origin an edge may have, in the dump's unit.
    public static let magnitude = 10_000_000.0

    /// Whether every edge of the rectangle (x, y, x + width, y + height) is a
    /// finite number within `magnitude` of the origin.
    public static func allows(_ rect: Rect) -> Bool {
        let (x, y, width, height) = rect.values
        return allows(x) && allows(y) && allows(x + width) && allows(y + height)
    }

    /// Whether one coordinate is finite and within `magnitude` of the origin.
    public static func allows(_ coordinate: Double) -> Bool {
        // Written so that `nan`, for which every comparison is false, is refused.
        coordinate >= -magnitude && coordinate <= magnitude
    }
}
