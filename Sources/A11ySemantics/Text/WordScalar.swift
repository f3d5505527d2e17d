/// Whether a Unicode scalar belongs to a word: a letter or digit as Unicode's
/// Alphabetic and numeric properties say. Every rule that reads names word by word
/// asks this of each scalar, and the property lookup cost more than the rest of
/// such a rule; the blocks names use most (Latin-1, General Punctuation's dashes
/// and quotes, CJK ideographs, Hangul) are answered without it. TextFastPathTests
/// compares the answers with the properties for every scalar.
enum WordScalar {
    /// A letter or digit: `isAlphabetic` or with a `numericType`.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x100 { return latin1[Int(value)] }
        switch value {
        // General Punctuation (spaces, dashes, quotes, format characters): neither.
        case 0x2000...0x206F: return false
        // CJK Unified Ideographs and Hangul syllables: all letters.
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return reference(scalar)
        }
    }

    /// A letter or digit, or a mark that belongs to the letter before it (an umlaut
    /// written as its own scalar).
    static func isWordOrMark(_ scalar: Unicode.Scalar) -> Bool {
        // None of the blocks `isWord` answers itself holds a mark.
        if isWord(scalar) { return true }
        let value = scalar.value
        if value < 0x100 || (value >= 0x2000 && value <= 0x206F) { return false }
        return isMark(scalar)
    }

    /// A scalar with a numeric type: a digit, "½", "Ⅻ", "三". Latin-1 and General
    /// Punctuation are answered without the property lookup, as in `isWord`.
    static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x100 { return latin1Numeric[Int(value)] }
        if value >= 0x2000 && value <= 0x206F { return false }
        return scalar.properties.numericType != nil
    }

    /// The plain definition, through Unicode's properties.
    static func reference(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// `reference` for the first 256 scalars, worked out once.
    private static let latin1: [Bool] = (0..<256).map { reference(Unicode.Scalar(UInt8($0))) }
    private static let latin1Numeric: [Bool] = (0..<256).map { Unicode.Scalar(UInt8($0)).properties.numericType != nil }
}
