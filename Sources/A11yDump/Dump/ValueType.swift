import A11yFindings
import A11yYAML

/// What a dump key accepts; the loader checks values against it.
enum ValueType: Sendable {
    case string
    case bool
    /// A whole number no smaller than the bound.
    case integer(minimum: Int)
    case number
    /// A number greater than zero (a text size).
    case positiveNumber
    /// `#RRGGBB` or `#AARRGGBB`, kept as its text (see `Color`).
    case color
    case choice([String])
    case choiceList([String])
    case stringList
    /// `{x, y, width, height}`.
    case frame
    /// `[left, top, right, bottom]`.
    case bounds
    /// A mapping of named scalar fields, all optional.
    case record([RecordField])
    /// `class` and `children` are read by the loader itself.
    case structural

    /// How the expected value is named in messages.
    var expectation: String {
        switch self {
        case .string: return "a string"
        case .bool: return "true or false"
        case .integer(let minimum): return minimum == 0 ? "a whole number, 0 or more" : "a whole number"
        case .number: return "a number"
        case .positiveNumber: return "a number greater than 0"
        case .color: return "a colour \"#RRGGBB\" or \"#AARRGGBB\" (quoted: YAML reads # as the start of a comment)"
        case .choice(let values): return Self.oneOf(values)
        case .choiceList(let values): return "a list of " + Self.oneOf(values).dropFirst(4)
        case .stringList: return "a list of strings"
        case .frame: return "a mapping {x, y, width, height} of numbers"
        case .bounds: return "a list [left, top, right, bottom] of four numbers"
        case .record(let fields): return "a mapping with " + fields.map(\.name).joined(separator: ", ")
        case .structural: return "a node"
        }
    }

    /// What a frame or bounds is told to be when an edge lies beyond `CoordinateLimit` or is not a number.
    static let withinCoordinateLimit = "a rectangle whose edges lie within ±\(Int(CoordinateLimit.magnitude))"

    /// A frame's four numbers, as a message about them quotes them.
    static func quotedFrame(x: String, y: String, width: String, height: String) -> String {
        "x \(x), y \(y), width \(width), height \(height)"
    }

    /// The words a value of this type is spelled with: its choices or field names.
    var words: [String] {
        switch self {
        case .choice(let values), .choiceList(let values): return values
        case .record(let fields): return fields.map(\.name)
        case .frame: return Self.frameFields.map(\.name)
        default: return []
        }
    }

    /// The fields of a `frame` mapping.
    static let frameFields = ["x", "y", "width", "height"].map { RecordField(name: $0, kind: .number) }

    /// "one of a, b, c", shortened for long lists so messages stay readable.
    static func oneOf(_ values: [String]) -> String {
        guard values.count > 8 else { return "one of " + values.joined(separator: ", ") }
        return "one of the \(values.count) known values (" + values.prefix(4).joined(separator: ", ") + ", ...)"
    }
}

/// One field of a record value such as `rangeInfo`.
struct RecordField: Sendable {
    enum Kind: Sendable { case integer, number, bool }
    var name: String
    var kind: Kind
}
