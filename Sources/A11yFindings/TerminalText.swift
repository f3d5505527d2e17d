/// Text from an input (a dump's names and ids, a file name, a configuration's
/// values) made safe to stand in one line of a terminal or a CI log.
///
/// A dump is data, and whoever made it may not be whoever reads the log: a line
/// break in a name would start a line of its own (GitHub Actions takes any line
/// that starts with `::` as a workflow command), an escape sequence would move the
/// cursor, clear the screen or set the window title, and a bidirectional override
/// would show the rest of the line reversed. So these are written as escapes:
///
/// - line feed, carriage return and tab as `\n`, `\r` and `\t`;
/// - every other C0 control, DEL and every C1 control (U+0080–U+009F) as `\u{1B}`,
///   in Swift's notation with upper-case hexadecimal digits;
/// - the line and paragraph separators U+2028 and U+2029, the bidirectional embeddings
///   and overrides U+202A–U+202E and the isolates U+2066–U+2069 the same way (`\u{202E}`).
///
/// Everything else, other scripts, emoji and private-use glyphs too, is written as
/// it is. A backslash is written as it is too: the text is for reading, a name with a
/// backslash stays as it was written, and escaping text that is already safe changes
/// nothing. So `\n` may stand for a line break or for the two characters; the JSON,
/// SARIF, JUnit and HTML reports, which escape by their own rules, keep the text exact.
///
/// Text reports are written for every finding of large runs, so text that needs no
/// escape (nearly all of it) is found by one pass over its bytes and copied whole.
public enum TerminalText {
    /// `text`, with what must not reach a terminal written as escapes.
    public static func safe(_ text: String) -> String {
        var text = text
        guard text.withUTF8(mayNeedEscapes) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends the UTF-8 of `safe(text)` to `bytes`, with no string made in between.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        guard text.withUTF8(mayNeedEscapes) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                bytes.append(contentsOf: escape.utf8)
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }

    /// How `scalar` is written in a line of a terminal, or nil when it is written as it is.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }

    /// Whether any byte of this UTF-8 could begin a scalar that `escape` rewrites: a
    /// C0 control or DEL, the lead byte 0xC2 of U+0080–U+00BF (the C1 controls among
    /// them), or the lead byte 0xE2 of U+2000–U+2FFF (the separators, overrides and
    /// isolates among them). A yes sends the text to the scalar-by-scalar path, which decides.
    private static func mayNeedEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 {
            return true
        }
        return false
    }
}
