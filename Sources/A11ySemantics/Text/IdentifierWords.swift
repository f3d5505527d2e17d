/// Words inside class names, ids and short texts ("LoadingSpinnerView",
/// "com.shop:id/error_banner", "Added to cart"), found without regard to ASCII
/// case and without making new strings: detection asks this of most nodes of a
/// large screen, so it reads the text's bytes in place.
enum IdentifierWords {
    /// A word list made once: each word lowercased, as bytes.
    struct Words: Sendable {
        fileprivate let words: [[UInt8]]
        fileprivate let ignoresSeparators: Bool

        /// - Parameter ignoringSeparators: whether the words are looked for in
        ///   ids and class names: only in an id's own part (after its last `/`),
        ///   with `_` and `-` skipped (`error_banner`, `errorBanner` and
        ///   `error-banner` alike). Texts are searched whole, as written.
        init(_ words: [String], ignoringSeparators: Bool = true) {
            ignoresSeparators = ignoringSeparators
            self.words = words.map { word in
                Array(word.lowercased().utf8).filter { !ignoringSeparators || !IdentifierWords.isSeparator($0) }
            }
        }
    }

    /// Whether `text` holds one of `words`; for ids, the part after the last `/`
    /// (an Android id's own name, not its package).
    static func contains(_ text: String, any words: Words) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let start = words.ignoresSeparators ? bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0 : 0
            for position in start..<bytes.count {
                for word in words.words where matches(word, in: bytes, at: position, skipping: words.ignoresSeparators) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether `text`, past its leading spaces, starts with one of `words`.
    static func hasPrefix(_ text: String, any words: Words) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") })
            else { return false }
            return words.words.contains { matches($0, in: bytes, at: start, skipping: words.ignoresSeparators) }
        }
    }

    private static func matches(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int,
                                skipping: Bool) -> Bool {
        var position = start
        for expected in word {
            if skipping { while position < bytes.count, isSeparator(bytes[position]) { position += 1 } }
            guard position < bytes.count, folded(bytes[position]) == expected else { return false }
            position += 1
        }
        return true
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    fileprivate static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
