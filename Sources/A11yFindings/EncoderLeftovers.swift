/// The characters a JSON or YAML encoder leaves raw that `TerminalText` would escape,
/// written as escapes of the document's own format after the encoder is done.
///
/// A report or a converted dump often goes to standard output, so into a terminal or a
/// CI log. JSON may hold DEL, the C1 controls, the line and paragraph separators and
/// the bidirectional controls raw inside a string, and `JSONEncoder` writes them so;
/// libyaml's emitter writes the bidirectional controls raw inside a double-quoted
/// scalar. And `##[` anywhere in a line is a workflow command to GitHub's runner. Each
/// of these, written as `\u` followed by its number (`##[` as `##\u005b`), reads back
/// as the same string in both formats.
///
/// Only for documents in which every such character stands inside a string that
/// takes these escapes: in JSON every one does (the rest of a document is ASCII
/// punctuation, numbers and words), and the YAML writer quotes, with double quotes,
/// every string that holds one.
///
/// Reports run to tens of megabytes, so the document is looked at in blocks: a block
/// with no byte that could begin a leftover (most of them) is passed over at once,
/// and the bytes between leftovers are copied in runs. `EncoderLeftoversTests` holds
/// it to a plain scalar-by-scalar statement of the same rule.
public enum EncoderLeftovers {
    /// `document`, with DEL, U+0080–U+009F, U+2028–U+202E, U+2066–U+2069 and the bracket
    /// of `##[` written as `\u` and four lower-case hexadecimal digits.
    public static func escaped(_ document: [UInt8]) -> [UInt8] {
        document.withUnsafeBufferPointer { bytes in
            var result: [UInt8] = []
            var foundAny = false
            var copiedUpTo = 0
            var index = 0
            while index < bytes.count {
                let blockEnd = min(bytes.count, index + 64)
                guard mayBegin(UnsafeBufferPointer(rebasing: bytes[index..<blockEnd])) else {
                    index = blockEnd
                    continue
                }
                // A leftover may run past the block's end: the next block then starts after it.
                while index < blockEnd {
                    guard let (length, value) = leftover(at: index, in: bytes) else {
                        index += 1
                        continue
                    }
                    if !foundAny { result.reserveCapacity(bytes.count + 64) }
                    foundAny = true
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
                    let hex = String(value, radix: 16)
                    result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                    index += length
                    copiedUpTo = index
                }
            }
            // Nearly every document has no leftover, and is returned as it came.
            guard foundAny else { return document }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo...]))
            return result
        }
    }

    /// Whether any byte could begin a leftover: computed for the whole block rather than
    /// stopping at the first, which the compiler turns into vector instructions.
    private static func mayBegin(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found: UInt8 = 0
        for byte in bytes {
            let del: UInt8 = byte == 0x7F ? 1 : 0
            let lead: UInt8 = byte == 0xC2 || byte == 0xE2 ? 1 : 0
            let bracket: UInt8 = byte == UInt8(ascii: "[") ? 1 : 0
            found |= del | lead | bracket
        }
        return found != 0
    }

    /// The length in bytes and the value of the leftover that starts at `index`, or nil.
    private static func leftover(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, UInt32)? {
        switch bytes[index] {
        case 0x7F:
            return (1, 0x7F)
        case 0xC2:
            // U+0080–U+009F are C2 80 to C2 9F.
            guard index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) else { return nil }
            return (2, UInt32(bytes[index + 1]))
        case 0xE2:
            // U+2028–U+202E are E2 80 A8 to E2 80 AE; U+2066–U+2069 are E2 81 A6 to E2 81 A9.
            guard index + 2 < bytes.count else { return nil }
            let second = bytes[index + 1], third = bytes[index + 2]
            guard (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
            else { return nil }
            return (3, 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F))
        case UInt8(ascii: "["):
            let afterHashes = index >= 2 && bytes[index - 1] == UInt8(ascii: "#") && bytes[index - 2] == UInt8(ascii: "#")
            return afterHashes ? (1, 0x5B) : nil
        default:
            return nil
        }
    }
}
