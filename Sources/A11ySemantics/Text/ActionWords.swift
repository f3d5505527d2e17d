/// Words that tell a user which gesture to make ("Tap to open", "Double tap to
/// play", "Swipe left for more"), in English, German, French and Spanish: the
/// screen reader says how to act in its own words (and the gesture differs with
/// it on), so these in a name are noise at best and wrong at worst. Accessibility
/// Scanner's RedundantDescriptionCheck looks for the same kind of words.
///
/// Words that are also nouns or parts of names ("Beer on tap", "Click & Collect",
/// "Swipe card", "Tapez votre message", which means "type") count only in a
/// phrase that instructs: followed by "to", "here", a direction, or preceded by
/// "double". Verbs that are only instructions count alone ("Tippen", "Appuyez").
public enum ActionWords {
    /// The first instruction in `name`, as its words (lower case); nil when there is none.
    public static func instruction(in name: String) -> String? {
        guard mayInstruct(name) else { return nil }
        let words = SpokenText.words(name)
        // Most names hold no word any phrase starts with: a set lookup per word decides.
        guard words.contains(where: firstWords.contains) else { return nil }
        for start in words.indices where firstWords.contains(words[start]) {
            for phrase in phrases where phrase[0] == words[start] && start + phrase.count <= words.count {
                if words[start..<start + phrase.count].elementsEqual(phrase) { return phrase.joined(separator: " ") }
            }
        }
        return nil
    }

    private static let texts = [
        // English.
        "double tap", "double click", "triple tap", "long press", "press and hold", "tap and hold", "touch and hold",
        "tap to", "tap here", "tap on", "tap for", "tap twice", "tap anywhere", "tap again", "tap the", "tap this",
        "click to", "click here", "click on", "click for", "click the", "click this", "touch here", "touch to",
        "swipe to", "swipe left", "swipe right", "swipe up", "swipe down", "swipe for", "swipe through",
        // German.
        "tippen", "tippe", "antippen", "doppeltippen", "doppelt tippen", "klicken", "klicke", "anklicken", "wischen",
        "wische", "hier drücken", "gedrückt halten",
        // French.
        "appuyez", "appuyer", "touchez", "toucher pour", "tapotez", "cliquez", "cliquer", "balayez", "balayer",
        "glissez", "faites glisser",
        // Spanish.
        "toca", "toque", "tocar para", "pulsa", "pulse para", "pulse aquí", "pulse dos veces", "presiona", "presione",
        "haz clic", "haga clic", "hacer clic", "clic aquí", "desliza", "deslice", "deslizar para", "mantén pulsado",
        "mantenga pulsado",
    ]

    /// Whether the name holds the stem of any phrase's verb, read as bytes with
    /// ASCII case ignored: most names hold none, and are then not split into words.
    static func mayInstruct(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            for start in bytes.indices {
                let first = bytes[start] | 0x20
                guard first >= 0x61, first <= 0x7A else { continue }
                for stem in stemsByFirstLetter[Int(first - 0x61)] where start + stem.count <= bytes.count {
                    var matches = true
                    for offset in 1..<stem.count {
                        let byte = bytes[start + offset]
                        if (byte < 0x80 ? byte | 0x20 : byte) != stem[offset] { matches = false; break }
                    }
                    if matches { return true }
                }
            }
            return false
        } ?? true
    }

    /// A stem of each phrase's verb ("tap", "klick", "desliz"), in lower case, by
    /// its first letter; "double" or "long" always come with one of them.
    private static let stemsByFirstLetter: [[[UInt8]]] = {
        let stems = ["tap", "clic", "cliqu", "swipe", "press", "presi", "touch", "tipp", "klick", "wisch", "rück", "appuy",
                     "balay", "gliss", "toca", "toqu", "puls", "desliz", "deslic"]
        var table = Array(repeating: [[UInt8]](), count: 26)
        for stem in stems { table[Int(stem.utf8.first! - 0x61)].append(Array(stem.utf8)) }
        return table
    }()

    /// The phrases as words, longest first so "double tap" is named rather than a shorter match.
    private static let phrases: [[String]] = texts.map(SpokenText.words).sorted { $0.count > $1.count }
    private static let firstWords: Set<String> = Set(phrases.map { $0[0] })
}
