import A11yFindings
import A11yYAML

/// A rectangle on screen: `frame` in points on iOS, `bounds` in pixels on Android.
public struct Rect: Equatable, Sendable {
    // Most nodes have a frame, and nearly all coordinates are whole numbers or
    // halves, which a Float holds exactly. Those rectangles are kept in 16 bytes
    // inside the property; only the rare one that a Float would round (1/3 of a
    // point, say) is boxed at full precision. Inline Doubles would make every
    // property larger, and boxing every frame cost 7 MB on a 150,000-node screen.
    private enum Storage: Sendable {
        case compact(Float, Float, Float, Float)
        case exact(Exact)
    }

    private final class Exact: Sendable {
        let x: Double, y: Double, width: Double, height: Double

        init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    private var storage: Storage

    public init(x: Double, y: Double, width: Double, height: Double) {
        let compact = (Float(x), Float(y), Float(width), Float(height))
        if Double(compact.0) == x, Double(compact.1) == y, Double(compact.2) == width, Double(compact.3) == height {
            storage = .compact(compact.0, compact.1, compact.2, compact.3)
        } else {
            storage = .exact(Exact(x: x, y: y, width: width, height: height))
        }
    }

    /// The four values at full precision, whichever way they are stored. Internal so
    /// the operations in `Rect+Geometry.swift` read the storage once, not four times.
    var values: (x: Double, y: Double, width: Double, height: Double) {
        switch storage {
        case .compact(let x, let y, let width, let height): return (Double(x), Double(y), Double(width), Double(height))
        case .exact(let box): return (box.x, box.y, box.width, box.height)
        }
    }

    public var x: Double {
        get { values.x }
        set { self = Rect(x: newValue, y: y, width: width, height: height) }
    }

    public var y: Double {
        get { values.y }
        set { self = Rect(x: x, y: newValue, width: width, height: height) }
    }

    public var width: Double {
        get { values.width }
        set { self = Rect(x: x, y: y, width: newValue, height: height) }
    }

    public var height: Double {
        get { values.height }
        set { self = Rect(x: x, y: y, width: width, height: newValue) }
    }

    public static func == (lhs: Rect, rhs: Rect) -> Bool {
        lhs.values == rhs.values
    }
}
