/// Characters of Unicode's Private Use Areas, where icon fonts keep their glyphs
/// (Material Design Icons' U+F01EE, a font of the app's own at U+E823). Neither
/// VoiceOver nor TalkBack has a spoken form for them, and a terminal shows them as
/// a box or nothing at all: in messages and in the text, GitHub and SARIF reports'
/// quotes they are spelled out as `U+F01EE`, so that what a report shows and what
/// it says the reader says tell one story. JSON keeps the dump's text exact.
public enum PrivateUseGlyphs {
    /// The basic Private Use Area and planes 15 and 16.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// Whether the text may hold a private-use character: UTF-8 starts each with
    /// 0xEE, 0xEF, 0xF3 or 0xF4, so nearly all text is let go after one look at its bytes.
    public static func mayOccur(in text: String) -> Bool {
        text.utf8.contains { $0 == 0xEE || $0 == 0xEF || $0 == 0xF3 || $0 == 0xF4 }
    }

    /// The text with each private-use character written `U+F01EE`; two side by side
    /// are parted by a space.
    public static func spelledOut(_ text: String) -> String {
        guard mayOccur(in: text), text.unicodeScalars.contains(where: contains) else { return text }
        var result = ""
        var lastWasGlyph = false
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                if lastWasGlyph { result += " " }
                result += "U+" + String(scalar.value, radix: 16, uppercase: true)
                lastWasGlyph = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasGlyph = false
            }
        }
        return result
    }

    /// What a screen reader says of an utterance: its parts (between ", ") that are
    /// only private-use characters are silent and left out. "" when nothing is left.
    public static func spoken(_ utterance: String) -> String {
        guard mayOccur(in: utterance) else { return utterance }
        var parts: [String] = []
        var part = String.UnicodeScalarView()
        var glyphs = false
        func close() {
            let silent = glyphs && part.allSatisfy { $0.properties.isWhitespace }
            if !silent { parts.append(String(part)) }
            part = String.UnicodeScalarView()
            glyphs = false
        }
        let scalars = Array(utterance.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ",", index + 1 < scalars.count, scalars[index + 1] == " " {
                close()
                index += 2
                continue
            }
            if contains(scalar) { glyphs = true } else { part.append(scalar) }
            index += 1
        }
        close()
        return parts.joined(separator: ", ")
    }
}
