import A11yFindings
import A11yYAML

/// A typed value of a node property, already checked against the dump format.
public enum PropertyValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case strings([String])
    // Inline: a `Rect` is 17 bytes, so the value stays as small as a string's.
    case rect(Rect)
    /// The fields of a small record such as `rangeInfo`, by field name.
    case record([String: Scalar])

    /// A scalar field of a record.
    public enum Scalar: Equatable, Sendable {
        case integer(Int)
        case number(Double)
        case bool(Bool)

        public var doubleValue: Double? {
            switch self {
            case .integer(let value): return Double(value)
            case .number(let value): return value
            case .bool: return nil
            }
        }
    }
}
