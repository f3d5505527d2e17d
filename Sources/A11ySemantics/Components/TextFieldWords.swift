/// The words text-field rules look for, in English, German, French and Spanish:
/// what marks a field required, what reads as an error message, and what reads
/// as a placeholder rather than a label.
public enum TextFieldWords {
    /// Whether a visible label marks its field required: an asterisk at either
    /// end ("Email *", "*Name") or a word for required ("Email (required)").
    public static func marksRequired(_ label: String) -> Bool {
        let trimmed = SpokenText.trimmed(Substring(label))
        if trimmed.hasSuffix("*") || trimmed.hasPrefix("*") { return true }
        return saysRequired(trimmed)
    }

    /// Whether spoken words say "required" in one of the four languages.
    public static func saysRequired(_ text: String) -> Bool {
        requiredWords.contains { SpokenText.containsWord(text, $0) }
    }

    private static let requiredWords = [
        "required", "mandatory", "erforderlich", "pflichtfeld", "pflichtangabe", "obligatorisch", "obligatoire",
        "requis", "requise", "obligatorio", "obligatoria", "requerido", "requerida",
    ]

    /// Whether a text reads as an error message by its words.
    public static func saysError(_ text: String) -> Bool {
        errorWords.contains { SpokenText.containsWord(text, $0) }
    }

    private static let errorWords = [
        // English
        "error", "invalid", "must", "required", "incorrect", "not valid", "too short", "too long",
        "does not match", "doesn't match", "please enter",
        // German
        "fehler", "ungültig", "muss", "erforderlich", "pflichtfeld", "falsch", "fehlerhaft", "nicht gültig",
        // French
        "erreur", "invalide", "doit", "obligatoire", "requis", "non valide", "incorrecte",
        // Spanish
        "inválido", "inválida", "no válido", "no válida", "debe", "obligatorio", "obligatoria", "requerido",
        "requerida", "incorrecto", "incorrecta",
    ]

    /// Whether a text is worded as a placeholder, an example or a prompt that
    /// trails off ("Add artist name...", "e.g. Berlin"), not as a label.
    public static func readsAsPlaceholder(_ text: String) -> Bool {
        let trimmed = SpokenText.trimmed(Substring(text))
        if trimmed.hasSuffix("...") || trimmed.hasSuffix("…") { return true }
        let lowered = trimmed.lowercased()
        return examplePrefixes.contains { lowered.hasPrefix($0) }
    }

    private static let examplePrefixes = ["e.g.", "eg.", "e. g.", "z. b.", "z.b.", "p. ex.", "p.ex.", "ex.:", "p. ej.",
                                          "p.ej.", "ej.:"]

    /// Whether a visible text is short enough, and not a sentence, to be a
    /// field's label ("Email", "Borrado por antigüedad (días)").
    public static func readsAsLabel(_ text: String) -> Bool {
        let trimmed = SpokenText.trimmed(Substring(text))
        guard !trimmed.isEmpty, trimmed.count <= 60 else { return false }
        if let last = trimmed.last, ".!。".contains(last), !trimmed.hasSuffix("...") { return false }
        return trimmed.split(whereSeparator: \.isWhitespace).count <= 8
    }
}
