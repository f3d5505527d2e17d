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
}
