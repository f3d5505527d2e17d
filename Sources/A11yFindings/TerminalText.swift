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
/// Text reports are written for every finding of large runs, so the text is read as
/// UTF-8 bytes: the bytes between escapes are copied in runs, and only the few byte
/// values that can begin an escape are looked at more closely. `TerminalTextTests`
/// holds it to a plain scalar-by-scalar statement of the same rules.
public enum TerminalText {
    /// `text`, with what must not reach a terminal or a log written as escapes.
    public static func safe(_ text: String) -> String {
        var text = text
        let needed = text.withUTF8 { bytes in
            commandColon(in: bytes) != nil
                || (mayHaveEscapes(bytes) && bytes.indices.contains { escaped(at: $0, in: bytes) != nil })
        }
        guard needed else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `safe(text)` to `bytes`, with no string made in between.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { source in
            let colon = commandColon(in: source)
            // Nearly all text: nothing to escape, copied whole.
            guard colon != nil || mayHaveEscapes(source) else {
                bytes.append(contentsOf: source)
                return
            }
            var copiedUpTo = 0
            if let colon {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[..<colon]))
                bytes.append(contentsOf: written(0x3A).utf8)
                copiedUpTo = colon + 1
            }
            var index = copiedUpTo
            while index < source.count {
                // A block with no byte that could begin an escape is passed over at once: text
                // with a "…" or a "₹" in it is looked at byte by byte only around them.
                let blockEnd = min(source.count, index + 32)
                guard mayHaveEscapes(UnsafeBufferPointer(rebasing: source[index..<blockEnd])) else {
                    index = blockEnd
                    continue
                }
                while index < blockEnd {
                    guard let (length, value) = escaped(at: index, in: source) else {
                        index += 1
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo..<index]))
                    bytes.append(contentsOf: written(value).utf8)
                    index += length
                    copiedUpTo = index
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo...]))
        }
    }

    /// How `scalar` is written wherever it stands, or nil when it is written as it is.
    /// (The colon and the bracket of a workflow command depend on what is around them:
    /// `safe` and `append` see to them.)
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        let control = value < 0x20 || (0x7F...0x9F).contains(value)
        let separatorOrBidi = (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        return control || separatorOrBidi ? written(value) : nil
    }

    /// How the scalar `value` is written: the three common controls as in Swift source, the rest by number.
    private static func written(_ value: UInt32) -> String {
        switch value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default: return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The length in bytes and the value of the scalar at `index` when it is escaped
    /// wherever it stands (or, for `[`, after `##`); nil for every other byte.
    @inline(__always)
    private static func escaped(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, UInt32)? {
        let byte = bytes[index]
        // Nearly every byte is decided here.
        guard byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == UInt8(ascii: "[") else { return nil }
        switch byte {
        case UInt8(ascii: "["):
            let afterHashes = index >= 2 && bytes[index - 1] == UInt8(ascii: "#") && bytes[index - 2] == UInt8(ascii: "#")
            return afterHashes ? (1, 0x5B) : nil
        case 0xC2:
            // U+0080–U+009F, the C1 controls, are C2 80 to C2 9F.
            guard index + 1 < bytes.count, bytes[index + 1] < 0xA0 else { return nil }
            return (2, UInt32(bytes[index + 1]))
        case 0xE2:
            // U+2028–U+202E are E2 80 A8 to E2 80 AE; U+2066–U+2069 are E2 81 A6 to E2 81 A9.
            guard index + 2 < bytes.count else { return nil }
            let second = bytes[index + 1], third = bytes[index + 2]
            guard (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
            else { return nil }
            return (3, 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F))
        default:
            return (1, UInt32(byte))
        }
    }

    /// Whether any byte could begin an escape: a first look at the whole text, in a
    /// loop that goes on to the end and computes rather than branches, which the
    /// compiler turns into vector instructions (a third of the time of a loop that
    /// stops at the first candidate, on the corpus's messages).
    private static func mayHaveEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found: UInt8 = 0
        for byte in bytes {
            let control: UInt8 = byte < 0x20 || byte == 0x7F ? 1 : 0
            let lead: UInt8 = byte == 0xC2 || byte == 0xE2 ? 1 : 0
            let bracket: UInt8 = byte == UInt8(ascii: "[") ? 1 : 0
            found |= control | lead | bracket
        }
        return found != 0
    }

    /// The offset of the first colon of a `::` that begins the text after white space
    /// (which the runner skips), or nil. White space that is escaped ends the search:
    /// after it the text no longer starts with white space.
    private static func commandColon(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":") ? index : nil
            }
            if byte == UInt8(ascii: " ") {
                index += 1
                continue
            }
            // Other white space (U+00A0, U+3000 …) is not ASCII: decoded, for the rare text that starts with it.
            guard byte >= 0x80, escaped(at: index, in: bytes) == nil else { return nil }
            var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isWhitespace else { return nil }
            index += UTF8.width(scalar)
        }
        return nil
    }
}
