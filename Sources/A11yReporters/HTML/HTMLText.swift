import A11yFindings

/// Escaping for the HTML report: text and attribute values, and JSON that sits
/// inside a `<script>` element.
///
/// The page is often opened in a browser but sometimes printed to a terminal or a
/// CI log (`--format html` writes it to standard output), so neither kind of escaping
/// leaves a line break, a control character, a bidirectional control or `##[` from
/// the dump raw: no dump text can start a line of the page or act on a terminal.
enum HTMLText {
    /// Text safe as element content and as a quoted attribute value. Line breaks and
    /// tabs are written as character references, which the browser reads back as
    /// themselves; so are the line separators and bidirectional controls, and the
    /// bracket of `##[`. HTML allows no other control character, so each of those is
    /// written as U+FFFD, the replacement character, as the JUnit report writes them.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        for character in text.unicodeScalars {
            defer { previous = (previous.1, character) }
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "[" where previous == ("#", "#"): result += "&#91;"
            default:
                let value = character.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    result += "\u{FFFD}"
                } else if TerminalText.escape(character) != nil {
                    // A line separator or a bidirectional control.
                    result += "&#x" + String(value, radix: 16, uppercase: true) + ";"
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// Text of a11ylint's own whose line breaks are its own (a rule's rationale from the
    /// catalog): each line escaped, the breaks kept as they are.
    static func escapedKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Whether a byte of UTF-8 text may begin something `escaped` changes: a markup
    /// character, a control, the first byte of a C1 control or of a line separator or
    /// bidirectional control, or a bracket.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, UInt8(ascii: "["), 0x7F, 0xC2, 0xE2: return true
        default: return byte < 0x20
        }
    }

    /// A JSON string literal that cannot end its `<script>` element or open a
    /// comment: `<`, `>` and `&` are written as `\u` escapes. So is every character
    /// `TerminalText` escapes (controls, line separators, bidirectional controls) and
    /// the bracket of `##[`: `JSON.parse` reads them back as they were.
    static func json(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        for scalar in text.unicodeScalars {
            defer { previous = (previous.1, scalar) }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "[" where previous == ("#", "#"): result += "\\u005b"
            default:
                if TerminalText.escape(scalar) != nil {
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
