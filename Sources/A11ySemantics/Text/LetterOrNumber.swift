/// Whether a text has a character that is a letter or a number, as `Character`
/// says (`isLetter`, `isNumber`: both ask the character's first scalar). Breaking
/// text into characters cost more than the rest of the rule that asks, so a plain
/// ASCII letter or digit is looked for first. TextFastPathTests compares it with the
/// plain definition.
enum LetterOrNumber {
    static func occurs(in text: Substring) -> Bool {
        // An ASCII letter or digit right after an ASCII scalar, or first in the text,
        // starts a character of its own: no rule of grapheme breaking joins an ASCII
        // scalar to an ASCII one before it but CR LF (and LF is neither), and only a
        // non-ASCII "prepend" scalar joins one after it. That character is then a letter
        // or number. UTF-8 continuation bytes are not ASCII, so the byte before is the
        // scalar before.
        var previousIsASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                previousIsASCII = false
                continue
            }
            let lowered = byte | 0x20
            if previousIsASCII, (byte >= 0x30 && byte <= 0x39) || (lowered >= 0x61 && lowered <= 0x7A) { return true }
            previousIsASCII = true
        }
        return reference(text)
    }

    /// The plain definition.
    static func reference(_ text: Substring) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }
}
