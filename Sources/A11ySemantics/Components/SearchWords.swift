/// The words that say "search" in the languages the corpus and the criteria
/// meet, for telling a search field by its placeholder or label ("Search
/// podcasts", "Suchen", "搜索歌曲") and by its id (`search_src_text`, `etSearch`).
/// Words that also mean something else in a query are left out (Italian
/// "cerca" is Spanish for "near": "Cerca de mí" is a suggested query).
enum SearchWords {
    /// Whether a text starts with a word for search.
    static func startsWithSearch(_ text: String) -> Bool {
        IdentifierWords.hasPrefix(text, any: leading)
    }

    /// Whether one of a text's words starts with a word for search ("Search",
    /// "Find or search", "搜索歌曲"; not "research").
    static func saysSearch(_ text: String) -> Bool {
        SpokenText.words(text).contains { IdentifierWords.hasPrefix($0, any: leading) }
    }

    /// Whether one of an id's words (its own part, after the last `/`, split at
    /// `_`, `-`, `.` and where camel case starts a word) starts with "search":
    /// `search_src_text`, `etSearch`, `searchbox`; not `research_notes`.
    static func idSaysSearch(_ id: String) -> Bool {
        let own = id.split(separator: "/").last.map(String.init) ?? id
        var word = ""
        var previous: Character?
        for character in own + "_" {
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true
            if "_-. ".contains(character) || startsWord {
                if word.lowercased().hasPrefix("search") { return true }
                word = ""
            }
            if !"_-. ".contains(character) { word.append(character) }
            previous = character
        }
        return false
    }

    private static let words = [
        "search", "find", "suche", "recherch", "busca", "pesquis", "поиск", "найти", "搜索", "搜尋", "查找", "検索", "검색",
        "بحث", "ابحث", "חיפוש", "חפש",
    ]
    private static let leading = IdentifierWords.Words(words, ignoringSeparators: false)
}
