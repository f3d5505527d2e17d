import A11yFindings

/// A scalar resolved by the YAML 1.2 core schema.
///
/// Only plain scalars are resolved (`EventStream.scalar(of:)`); quoted and block
/// scalars are strings, so `"true"` stays text. `yes`, `no`, `on` and `off` are
/// strings, as in YAML 1.2.
public enum ScalarValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case string(String)

    /// The integer spelled by `bytes` when they are an optional sign and up to 18
    /// digits, which is what most numbers in a dump look like; nil for anything
    /// else, which `resolvePlain` then reads the long way. Fewer than 19 digits
    /// always fit an `Int`, so the answer is the one `resolvePlain` would give.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        var index = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        return .integer(negative ? -value : value)
    }

    /// The name of the value's kind, for messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "the boolean \(value)"
        case .integer(let value): return "the number \(value)"
        case .float(let value): return "the number \(value)"
        case .string(let value): return "'\(value)'"
        }
    }

    public static func resolvePlain(_ text: String) -> ScalarValue {
        guard let first = text.utf8.first else { return .null }
        // Most scalars are words; only a few leading characters can start a
        // non-string value, so the checks below run rarely.
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if text == "~" || text == "null" || text == "Null" || text == "NULL" { return .null }
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            if text == "true" || text == "True" || text == "TRUE" { return .bool(true) }
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            if text == "false" || text == "False" || text == "FALSE" { return .bool(false) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = number(text) { return number }
        default:
            break
        }
        return .string(text)
    }

    private static func number(_ text: String) -> ScalarValue? {
        if let value = Int(text) { return .integer(value) }
        let utf8 = text.utf8
        if utf8.count > 2, utf8.first == UInt8(ascii: "0") {
            let marker = utf8[utf8.index(after: utf8.startIndex)]
            if marker == UInt8(ascii: "o"), let value = Int(text.dropFirst(2), radix: 8) { return .integer(value) }
            if marker == UInt8(ascii: "x"), let value = Int(text.dropFirst(2), radix: 16) { return .integer(value) }
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if !digits.isEmpty, digits.count == bytes.count {
            if let value = Int(text) { return .integer(value) }
            return Double(text).map { .float($0) }
        }
        guard isCoreFloat(bytes) else { return nil }
        return Double(text).map { .float($0) }
    }

    /// `(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` after an optional sign.
    private static func isCoreFloat(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var rest = bytes
        func digitRun() -> Int {
            let run = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            rest = rest.dropFirst(run.count)
            return run.count
        }
        let whole = digitRun()
        var fraction = 0
        var hasDot = false
        if rest.first == UInt8(ascii: ".") {
            hasDot = true
            rest = rest.dropFirst()
            fraction = digitRun()
        }
        guard whole > 0 || (hasDot && fraction > 0) else { return false }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { rest = rest.dropFirst() }
            guard digitRun() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
