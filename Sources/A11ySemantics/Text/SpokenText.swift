import A11yFindings
import A11yDump
import Foundation

/// Text as a screen reader gets it, and the small text tests the rules share.
public enum SpokenText {
    /// Collapses runs of white space and drops invisible format characters.
    public static func normalize(_ text: String) -> String {
        if isAlreadyNormal(text) { return text }
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !scalars.isEmpty
                continue
            }
            // Format characters (bidi isolates, zero-width joiners) are silent.
            if !scalar.isASCII, scalar.properties.generalCategory == .format { continue }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// ASCII white space (space, tab, line feed, vertical tab, form feed, return) by
    /// value, not through a set: trimming hashed every scalar it passed.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
    }

    /// ASCII letters and digits: in ASCII, exactly the letters and numbers of Unicode.
    private static func isASCIIAlphanumeric(_ value: UInt32) -> Bool {
        (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }

    /// Single inner spaces and no invisible or unusual space characters: nothing
    /// to change, and by far the common case, so it must be cheap. It reads UTF-8
    /// bytes: walking Unicode scalars cost several times as much on ASCII text.
    private static func isAlreadyNormal(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isAlreadyNormal)
            ?? Array(text.utf8).withUnsafeBufferPointer(isAlreadyNormal)
    }

    private static func isAlreadyNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousSpace = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                if previousSpace { return false }
                previousSpace = true
                index += 1
            } else if byte > 0x20 && byte < 0x7F {
                previousSpace = false
                index += 1
            } else if byte < 0xC0 {
                // Control characters and DEL (a String's UTF-8 has no stray continuation bytes).
                return false
            } else {
                // The scalar a multi-byte sequence encodes (a String's UTF-8 is valid).
                let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var value = UInt32(byte) & (0x7F >> length)
                for next in 1..<length { value = value << 6 | UInt32(bytes[index + next] & 0x3F) }
                guard value >= 0xA0, !mayBeSpaceOrFormat(value) else { return false }
                previousSpace = false
                index += length
            }
        }
        return !previousSpace || bytes.isEmpty
    }

    /// The blocks where Unicode's other white space and format characters live;
    /// a scalar outside them is neither (the slow path asks the real properties).
    static func mayBeSpaceOrFormat(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0, 0xAD, 0x600...0x6FF, 0x70F, 0x870...0x8FF, 0x1680, 0x180E, 0x2000...0x200F, 0x2028...0x202F,
             0x205F...0x206F, 0x3000, 0xFEFF, 0xFFF0...0xFFFF, 0x10000...:
            return true
        default:
            return false
        }
    }

    /// The text without white space at either end. Foundation's `trimmingCharacters`
    /// builds a character set per call, which showed in profiles of rules.
    public static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
              let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// True when a name says nothing: empty, or only punctuation, symbols such as
    /// "+" and "−", or private-use icon-font characters.
    public static func isEffectivelyEmpty(_ text: String) -> Bool {
        // Normalizing first would change nothing here: it only drops spaces and
        // format characters, which are neither letters nor numbers.
        !text.unicodeScalars.contains { scalar in
            // In ASCII, the categories below are exactly the letters and digits.
            if scalar.isASCII { return isASCIIAlphanumeric(scalar.value) }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }

    /// Whether `text` contains `word` as a whole word (no letter or digit right
    /// before or after it), ignoring case.
    public static func containsWord(_ text: String, _ word: String) -> Bool {
        let needle = folded(word)
        guard !needle.isEmpty else { return true }
        // A text whose folding lacks the word's first scalar is let go unfolded.
        guard FoldedScalarScan.mayHold(text, needle[0]) else { return false }
        return containsWord(folded: folded(text), needle)
    }

    /// The runs of letters and digits in `text`, in lower case: the words a reader says.
    public static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// `containsWord` for texts already `folded`: word lists fold their words once.
    static func containsWord(folded haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        !needle.isEmpty && occurrences(of: needle, in: haystack).contains { start in
            let end = start + needle.count
            return (start == 0 || !isWordScalar(haystack[start - 1])) && (end == haystack.count || !isWordScalar(haystack[end]))
        }
    }

    /// Whether `needle` occurs anywhere in `haystack`, both already `folded`.
    static func contains(folded haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        !needle.isEmpty && occurrences(of: needle, in: haystack).first != nil
    }

    /// The text folded, its letters and digits kept, with one space for each run of
    /// anything else between them: what is said, whatever the punctuation.
    static func wordKey(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        key.append(contentsOf: wordsOnly(folded(text)))
        return String(key)
    }

    /// Whether a name holds a visible label: as `contains`, and also when the name
    /// spells the label's numbers digit by digit ("5 5 5, 0 1 2 3" for "555-0123"),
    /// which is how a phone or card number should be named.
    public static func containsLabel(_ name: String, _ label: String) -> Bool {
        if contains(name, label) { return true }
        // Only a name that splits digits apart can hold the label that way.
        guard hasSeparatedDigits(name) else { return false }
        return contains(joiningDigits(name), joiningDigits(label))
    }

    /// Whether a digit follows another digit with separators between them.
    static func hasSeparatedDigits(_ text: String) -> Bool {
        var lastWasDigit = false
        var separated = false
        for scalar in text.unicodeScalars {
            if isDigitSeparator(scalar) {
                separated = separated || lastWasDigit
            } else {
                let digit = isDigit(scalar)
                if digit, separated { return true }
                lastWasDigit = digit
                separated = false
            }
        }
        return false
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value >= 0x30 && scalar.value <= 0x39 : WordScalar.isNumeric(scalar)
    }

    private static func isDigitSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "-", ".", ",", "(", ")", "/", "\u{00A0}": return true
        default: return false
        }
    }

    /// The text with spaces and number punctuation between two digits taken out.
    static func joiningDigits(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if isDigitSeparator(scalar), let before = scalars[..<index].last(where: { !isDigitSeparator($0) }),
               let after = scalars[(index + 1)...].first(where: { !isDigitSeparator($0) }), isDigit(before), isDigit(after) {
                continue
            }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// Whether `text` contains `part`, ignoring case, differences in white space,
    /// and punctuation between words, which no one says ("Size M, 2 left" holds
    /// "Size M — 2 left").
    public static func contains(_ text: String, _ part: String) -> Bool {
        let part = normalize(part)
        let text = normalize(text)
        // The common passing case, a name holding its label as written, is a plain
        // byte search; only a miss pays for comparing without case.
        if text.containsBytes(part) { return true }
        // A letter or digit of the part that the text lacks rules out every match,
        // and costs no folding: most names that miss a label miss a letter of it.
        guard FoldedScalarScan.mayHoldLettersAndDigits(of: part, in: text) else { return false }
        let needle = folded(part)
        guard !needle.isEmpty else { return true }
        let haystack = folded(text)
        if occurrences(of: needle, in: haystack).first != nil { return true }
        // Word by word: the part's words, one after another, starting and ending on word edges.
        // Each is then a whole word of the text, found in it as it stands (`WordRuns`).
        guard WordRuns.allOccur(needle, in: haystack) else { return false }
        let words = wordsOnly(needle)
        guard !words.isEmpty else { return false }
        let textWords = wordsOnly(haystack)
        let space = Unicode.Scalar(0x20)!
        return occurrences(of: words, in: textWords).contains { start in
            let end = start + words.count
            return (start == 0 || textWords[start - 1] == space) && (end == textWords.count || textWords[end] == space)
        }
    }

    /// The letters and digits, with one space where anything else stood between them.
    static func wordsOnly(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var gap = false
        for scalar in scalars {
            if isWordScalar(scalar) {
                if gap, !result.isEmpty { result.append(Unicode.Scalar(0x20)!) }
                gap = false
                result.append(scalar)
            } else {
                gap = true
            }
        }
        return result
    }

    /// The text's scalars in lower case, for comparing without case; only the
    /// rare scalars that change pay for Unicode's mapping.
    static func folded(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value >= 0x41 && value <= 0x5A) || (value >= 0xC0 && value <= 0xDE && value != 0xD7) {
                // A–Z, and Latin-1's capitals (À–Þ without ×), lower case 32 places on.
                scalars.append(Unicode.Scalar(value + 0x20)!)
            } else if value <= 0xFF || keepsCase(value) || !scalar.properties.changesWhenLowercased {
                scalars.append(scalar)
            } else {
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return scalars
    }

    /// Where `needle` starts in `haystack`, lazily: names are short, so a plain scan is enough.
    private static func occurrences(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> LazyFilterSequence<Range<Int>> {
        let last = max(haystack.count - needle.count + 1, 0)
        return (0..<last).lazy.filter { start in
            haystack[start] == needle[0] && haystack[start..<start + needle.count].elementsEqual(needle)
        }
    }

    /// Blocks with no capital letters, common in labels (dashes, quotes, CJK, emoji):
    /// their scalars skip the lookup of Unicode's properties.
    static func keepsCase(_ value: UInt32) -> Bool {
        switch value {
        case 0x2000...0x206F, 0x20A0...0x20CF, 0x2190...0x23FF, 0x25A0...0x27BF, 0x3000...0x9FFF, 0x1F300...0x1FAFF:
            return true
        default:
            return false
        }
    }

    /// A letter or digit (`WordScalar`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        WordScalar.isWord(scalar)
    }

    static let numberWords = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]

    /// A position pattern and whether its first number is the index or the count.
    private struct PositionPattern {
        let regex: NSRegularExpression
        let indexFirst: Bool

        init(_ pattern: String, indexFirst: Bool = true) {
            // The patterns are literals checked by the tests, so compiling cannot fail.
            do {
                regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            } catch {
                preconditionFailure("position pattern '\(pattern)' does not compile: \(error)")
            }
            self.indexFirst = indexFirst
        }
    }

    /// "X of Y" as screen readers speak it in the languages of the dumps we have
    /// seen; docs/semantics.md lists them.
    private static let positionPatterns: [PositionPattern] = {
        let number = "(\\d+|" + numberWords.keys.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
        let edge = "(?<![\\p{L}\\p{N}])"
        let end = "(?![\\p{L}\\p{N}])"
        return [
            // English: "Page 2 of 4", "2 of 4", "page two of four".
            PositionPattern(edge + "(?:page\\s+)?" + number + "\\s+of\\s+" + number + end),
            // Spanish, Portuguese, German, French: "Página 2 de 4", "Seite 2 von 4", "2 sur 4".
            PositionPattern(edge + "(?:p[áa]gina\\s+|seite\\s+|page\\s+)?(\\d+)\\s+(?:de|von|sur)\\s+(\\d+)" + end),
            // Chinese: "第2页，共3页", "第 1 页（共 5 页）".
            PositionPattern("第\\s*(\\d+)\\s*[页頁][\\s,，、(（]*共\\s*(\\d+)\\s*[页頁]"),
            // Chinese, count first: "共3页，第2页".
            PositionPattern("共\\s*(\\d+)\\s*[页頁][\\s,，、]*第\\s*(\\d+)\\s*[页頁]", indexFirst: false),
            // Korean, count first: "4페이지 중 1페이지", "4개 중 1번째", "4 중 1".
            PositionPattern("(\\d+)\\s*(?:페이지|개|장)?\\s*중\\s*(\\d+)", indexFirst: false),
            // Japanese, count first: "4ページ中1ページ目".
            PositionPattern("(\\d+)\\s*ページ\\s*中\\s*(\\d+)", indexFirst: false),
        ]
    }()

    /// The first "X of Y" position in `text`, e.g. (2, 4) for "Page 2 of 4" or "第2页，共4页".
    public static func position(in text: String) -> (index: Int, count: Int)? {
        let range = NSRange(text.startIndex..., in: text)
        for pattern in positionPatterns {
            guard let match = pattern.regex.firstMatch(in: text, range: range),
                  let first = Range(match.range(at: 1), in: text), let second = Range(match.range(at: 2), in: text),
                  let a = number(String(text[first])), let b = number(String(text[second])) else { continue }
            return pattern.indexFirst ? (a, b) : (b, a)
        }
        return nil
    }

    /// The first position in `text` that names pages ("Page 2 of 4", "第2页，共4页",
    /// "4페이지 중 2페이지"), not any "X of Y" ("3 of 5 stars").
    public static func pagePosition(in text: String) -> (index: Int, count: Int)? {
        let range = NSRange(text.startIndex..., in: text)
        for pattern in positionPatterns {
            guard let match = pattern.regex.firstMatch(in: text, range: range),
                  let whole = Range(match.range, in: text),
                  let first = Range(match.range(at: 1), in: text), let second = Range(match.range(at: 2), in: text),
                  let a = number(String(text[first])), let b = number(String(text[second])) else { continue }
            let matched = text[whole].lowercased()
            guard pageWords.contains(where: { matched.contains($0) }) else { continue }
            return pattern.indexFirst ? (a, b) : (b, a)
        }
        return nil
    }

    /// The word for a page in the position patterns' languages.
    private static let pageWords = ["page", "página", "pagina", "seite", "页", "頁", "페이지", "ページ"]

    private static func number(_ word: String) -> Int? {
        Int(word) ?? numberWords[word.lowercased()]
    }

    /// Whether a text is only a quantity: a number, maybe signed or with a
    /// decimal part, maybe followed by a percent sign or "percent" ("38%",
    /// "-2.5", "70 percent"). A slider named that way is named by its value.
    public static func isQuantityOnly(_ text: String) -> Bool {
        var rest = Substring(normalize(text).lowercased())
        for suffix in ["percent", "%", "％"] where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
            break
        }
        rest = Substring(trimmed(rest))
        if rest.first == "-" || rest.first == "+" || rest.first == "−" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false) }
        return !rest.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitLike) }
    }

    /// The whole number a visible count shows ("3", " 12 "), if the text is only that.
    public static func count(in text: String) -> Int? {
        WholeNumberText.value(of: text)
    }
}

private extension Character {
    var isASCIIDigitLike: Bool { isASCII && isNumber }
}
