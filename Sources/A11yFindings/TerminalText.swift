/// Text from an input (a dump's names and ids, a file name, a configuration's
/// values) made safe to stand in one line of a terminal or a CI log.
///
/// A dump is data, and whoever made it may not be whoever reads the log: a line
/// break in a name would start a line of its own, an escape sequence would move the
/// cursor, clear the screen or set the window title, a bidirectional override would
/// show the rest of the line reversed, and GitHub Actions' runner takes a line that
/// starts with `::` (after spaces) or holds `##[` anywhere as a workflow command.
/// So these are written as escapes:
///
/// - line feed, carriage return and tab as `\n`, `\r` and `\t`;
/// - every other C0 control, DEL and every C1 control (U+0080–U+009F) as `\u{1B}`,
///   in Swift's notation with upper-case hexadecimal digits;
/// - the line and paragraph separators U+2028 and U+2029, the bidirectional embeddings
///   and overrides U+202A–U+202E and the isolates U+2066–U+2069 the same way (`\u{202E}`);
/// - the first colon of text that starts with `::` (after any spaces) as `\u{3A}`, and the
///   bracket of `##[` as `\u{5B}`, so that no input can forge a workflow command.
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
    /// `text`, with what must not reach a terminal or a log written as escapes.
    public static func safe(_ text: String) -> String {
        var text = text
        guard text.withUTF8(mayNeedEscapes) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `safe(text)` to `bytes`, with no string made in between.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        guard text.withUTF8(mayNeedEscapes) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        appendEscaped(text, to: &bytes)
    }

    /// How `scalar` is written wherever it stands, or nil when it is written as it is.
    /// (The colon and the bracket of a workflow command depend on what is around them:
    /// `safe` and `append` see to them.)
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return escaped(scalar)
        default: return nil
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The scalar-by-scalar path, for text that may need an escape.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        let scalars = text.unicodeScalars
        // Whether only spaces came before: a `::` there would start a workflow command.
        var atStart = true
        var hashesBefore = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            var written = escape(scalar)
            if written == nil, atStart, scalar == ":", next != scalars.endIndex, scalars[next] == ":" {
                written = escaped(scalar)
            } else if written == nil, scalar == "[", hashesBefore >= 2 {
                written = escaped(scalar)
            }
            if let written {
                bytes.append(contentsOf: written.utf8)
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
            atStart = atStart && written == nil && scalar.properties.isWhitespace
            hashesBefore = scalar == "#" ? hashesBefore + 1 : 0
            index = next
        }
    }

    /// Whether this UTF-8 could hold something `appendEscaped` rewrites: a C0 control or
    /// DEL; the lead byte 0xC2 of U+0080–U+00BF (the C1 controls among them) or 0xE2 of
    /// U+2000–U+2FFF (the separators, overrides and isolates among them); `##`; or a first
    /// byte that is a colon, a space or not ASCII (a `::` after spaces). A yes sends the
    /// text to the scalar-by-scalar path, which decides.
    private static func mayNeedEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: ":") || first == UInt8(ascii: " ") || first >= 0x80 { return true }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return true }
            if byte == UInt8(ascii: "#"), previous == byte { return true }
            previous = byte
        }
        return false
    }
}
