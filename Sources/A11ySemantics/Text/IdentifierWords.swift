/// Words inside class names and ids ("LoadingSpinnerView", "com.shop:id/error_banner"),
/// found without regard to case or to the `_` and `-` that join them, and without
/// making new strings: detection asks this of many nodes of a large screen.
enum IdentifierWords {
    /// A word list made once: each word lowercased, without separators.
    struct Words: Sendable {
        fileprivate let words: [[UInt8]]

        init(_ words: [String]) {
            self.words = words.map { word in Array(word.lowercased().utf8).filter { !IdentifierWords.isSeparator($0) } }
        }
    }

    /// Whether the part of `text` after its last `/` (an Android id's own name)
    /// holds one of `words`, ignoring case, `_` and `-`.
    static func contains(_ text: String, any words: Words) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            // The name folded once into a small buffer, separators left out.
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count - start)
            for byte in bytes[start...] where !isSeparator(byte) {
                folded.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
            }
            return words.words.contains { word in
                guard !word.isEmpty, word.count <= folded.count else { return false }
                var index = 0
                while index + word.count <= folded.count {
                    if folded[index] == word[0], folded[index..<(index + word.count)].elementsEqual(word) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    fileprivate static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
