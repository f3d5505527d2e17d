/// Whether a text, once `SpokenText.folded`, may hold a given ASCII scalar, read
/// from the text's bytes without folding it: most names lack the first letter of
/// a role word ("button" in "Produkt 1, Größe M"), and folding every name cost
/// more than the rest of the check. Answers false only when the folded text
/// certainly lacks the scalar. TextFastPathTests checks every scalar's folding.
enum FoldedScalarScan {
    static func mayHold(_ text: String, _ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return true }
        let byte = UInt8(scalar.value)
        // Folding turns an ASCII capital into its small letter and keeps other ASCII;
        // it gives ASCII from no other scalar but İ (U+0130, "i" and a dot above) and
        // the Kelvin sign (U+212A, "k"), taken as holding anything.
        let capital = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for current in text.utf8 {
            if current == byte || current == capital { return true }
            if (previous == 0xC4 && current == 0xB0) || (beforePrevious == 0xE2 && previous == 0x84 && current == 0xAA) {
                return true
            }
            beforePrevious = previous
            previous = current
        }
        return false
    }

    /// Whether the folded `text` may hold every ASCII letter and digit of `part`:
    /// false only when one of them certainly is missing, so that no match of the part
    /// (as written, or word by word) is possible. Both texts are read as bytes once.
    static func mayHoldLettersAndDigits(of part: String, in text: String) -> Bool {
        guard let held = foldedASCII(text) else { return true }
        for byte in part.utf8 {
            let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            let isLetterOrDigit = (folded >= 0x61 && folded <= 0x7A) || (folded >= 0x30 && folded <= 0x39)
            if isLetterOrDigit && !held.contains(folded) { return false }
        }
        return true
    }

    /// The ASCII bytes of the folded text, or nil when it may hold any of them (İ or
    /// the Kelvin sign, the only scalars outside ASCII that fold into it).
    private static func foldedASCII(_ text: String) -> ASCIISet? {
        var set = ASCIISet()
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for current in text.utf8 {
            if current < 0x80 {
                set.insert(current >= 0x41 && current <= 0x5A ? current + 0x20 : current)
            } else if (previous == 0xC4 && current == 0xB0) || (beforePrevious == 0xE2 && previous == 0x84 && current == 0xAA) {
                return nil
            }
            beforePrevious = previous
            previous = current
        }
        return set
    }

    /// A set of ASCII bytes in two words.
    private struct ASCIISet {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
    }
}
