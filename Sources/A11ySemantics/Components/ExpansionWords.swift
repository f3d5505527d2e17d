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

    private static func containsWord(_ text: [Unicode.Scalar], _ word: [Unicode.Scalar]) -> Bool {
        SpokenText.containsWord(folded: text, word)
    }
}
