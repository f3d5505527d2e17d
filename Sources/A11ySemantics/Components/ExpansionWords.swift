/// The words that say an expandable is open or closed, in English, German,
/// French and Spanish: state words ("expanded", "eingeklappt") that a value or
/// state description carries, and the verbs a name may use instead ("Expand
/// details", "Mostrar menos"), which tell the state as well as the action.
enum ExpansionWords {
    /// True for a text saying "expanded", false for "collapsed", nil for neither.
    static func state(in text: String) -> Bool? {
        let folded = SpokenText.folded(text)
        if expandedWords.contains(where: { containsWord(folded, $0) }) { return true }
        if collapsedWords.contains(where: { containsWord(folded, $0) }) { return false }
        return nil
    }

    /// Whether a name says the state or the action: a state word, or a verb that expands or collapses.
    static func saysExpansion(_ name: String) -> Bool {
        let folded = SpokenText.folded(name)
        return (expandedWords + collapsedWords + verbs).contains { containsWord(folded, $0) }
    }

    private static let expandedWords: [[Unicode.Scalar]] = [
        "expanded", "erweitert", "ausgeklappt", "aufgeklappt", "maximiert", "développé", "développée", "expandido",
        "expandida", "desplegado", "desplegada",
    ].map { SpokenText.folded($0) }

    private static let collapsedWords: [[Unicode.Scalar]] = [
        "collapsed", "eingeklappt", "zugeklappt", "minimiert", "réduit", "réduite", "contraído", "contraída",
        "plegado", "plegada", "colapsado", "colapsada",
    ].map { SpokenText.folded($0) }

    private static let verbs: [[Unicode.Scalar]] = [
        "expand", "collapse", "show more", "show less", "ausklappen", "einklappen", "aufklappen", "zuklappen",
        "erweitern", "mehr anzeigen", "weniger anzeigen", "développer", "réduire", "afficher plus", "afficher moins",
        "expandir", "contraer", "desplegar", "plegar", "colapsar", "mostrar más", "mostrar menos",
    ].map { SpokenText.folded($0) }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    private static func containsWord(_ text: [Unicode.Scalar], _ word: [Unicode.Scalar]) -> Bool {
        guard !word.isEmpty, text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) where text[start] == word[0] {
            let end = start + word.count
            guard text[start..<end].elementsEqual(word) else { continue }
            if (start == 0 || !isWordScalar(text[start - 1])) && (end == text.count || !isWordScalar(text[end])) {
                return true
            }
        }
        return false
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
