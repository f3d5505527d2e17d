/// A width and a height, in the unit of the rectangle they come from.
public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whether both sides reach the given minimum: how a touch target is measured.
    public func isAtLeast(_ minimum: Size) -> Bool {
        width >= minimum.width && height >= minimum.height
    }
}
