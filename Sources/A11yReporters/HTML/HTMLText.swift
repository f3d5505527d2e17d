/// Escaping for the HTML report: text and attribute values, and JSON that sits
/// inside a `<script>` element.
enum HTMLText {
    /// Text safe as element content and as a quoted attribute value.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A JSON string literal that cannot end its `<script>` element or open a
    /// comment: `<`, `>` and `&` are written as `\u` escapes, and so are the two
    /// line separators JavaScript once did not allow in strings.
    static func json(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        return result
    }

    /// A length for the drawing: whole numbers without a point, others to two decimals.
    ///
    /// Every number the page's data holds is written here, and each must be one
    /// that `JSON.parse` reads: never `inf` or `nan`. The loader keeps frames within
    /// `CoordinateLimit`, but a unit conversion (a tiny density) can still make one
    /// huge, and multiplying a huge number by 100 to round it gives infinity.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Numbers this large have no fraction to round away (and rounding them overflows).
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
