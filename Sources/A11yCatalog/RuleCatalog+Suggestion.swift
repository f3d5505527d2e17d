import A11yFindings
import A11yDump

extension RuleCatalog {
    /// The rule id a mistyped or half-remembered one most likely means, for "did you
    /// mean" hints wherever a rule id is written (`explain`, configuration files):
    /// the id a few edits away (`controlname`, `contol-name`), else the one rule whose
    /// id holds every word of it (`contrast` for `text-contrast`). Nil when nothing is
    /// close, or several rules fit the words equally.
    public func suggestion(for id: String) -> String? {
        let ids = rules.map(\.id)
        if let close = Suggestion.closest(to: id, among: ids) { return close }
        let words = Self.words(of: id)
        guard !words.isEmpty else { return nil }
        let holding = ids.filter { Set(Self.words(of: $0)).isSuperset(of: words) }
        return holding.count == 1 ? holding[0] : nil
    }

    /// The lower-case words of an id written with hyphens, underscores, spaces or in camelCase.
    private static func words(of id: String) -> Set<String> {
        var words: [String] = []
        var current = ""
        for character in id {
            if character == "-" || character == "_" || character == " " {
                words.append(current)
                current = ""
            } else {
                if character.isUppercase, let last = current.last, last.isLowercase {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        words.append(current)
        return Set(words.filter { !$0.isEmpty }.map { $0.lowercased() })
    }
}
