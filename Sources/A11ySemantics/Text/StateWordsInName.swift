/// A state spoken as part of a name ("Home, selected", "Checked, Terms", "Wi-Fi
/// on"): words that belong in the platform's state, where the screen reader says
/// them in its own words and updates them when they change.
public struct StateWordsInName: Sendable, Equatable {
    /// Which platform state the words stand for.
    public enum Kind: Sendable, Equatable {
        /// "selected", "not selected": the selected trait or state.
        case selection
        /// "checked", "not checked", "on", "off": a checkable's checked state.
        case check
    }

    /// The words as the name spells them (lower case).
    public var words: String
    public var kind: Kind
    /// Whether the words say the state is not set: "unselected", "not checked", "off".
    public var saysNotSet: Bool

    /// The state words a name starts or ends with; nil when it has none. To keep
    /// phrases such as "Turn on notifications", "On sale", "50% off" or "Delete
    /// selected" out, a state counts when it is a whole part of the name set off
    /// by a comma, colon or similar mark at its start or end ("Home, selected",
    /// "Selected: Home"), or "on" or "off" as the last word after a noun ("Wi-Fi
    /// on"), not after a verb, a particle or a number ("Log on", "Sign off", "20%
    /// off"). Other state words at the end without a mark are left alone: "Last
    /// checked" is a date, "Delete selected" a command.
    public static func find(in name: String) -> StateWordsInName? {
        // Only the first and the last part can be a state: the name is cut at its first and
        // last mark, and a part longer than any state phrase is not split into words.
        let head: Substring, tail: Substring
        // Scalars, not characters: the marks are single scalars, and breaking text into
        // characters cost more than the rest of the rule.
        if let first = name.unicodeScalars.firstIndex(where: PartMarks.isMark),
           let last = name.unicodeScalars.lastIndex(where: PartMarks.isMark) {
            (head, tail) = (name[..<first], name[name.index(after: last)...])
        } else {
            (head, tail) = ("", Substring(name))
        }
        let hasMark = tail.endIndex != name.endIndex || tail.startIndex != name.startIndex
        // Whether the tail ends in a final word, once worked out: it is asked again below.
        var tailEndsInFinalWord: Bool?
        if hasMark {
            // Every state phrase ends in one of the toggle words' final words: a cheap test first.
            if tail.utf8.count <= longestPhraseBytes {
                let text = String(tail)
                let ends = ToggleWords.endsWithFinalWord(text)
                tailEndsInFinalWord = ends
                if ends, let found = whole(SpokenText.words(text)) { return found }
            }
            if head.utf8.count <= longestPhraseBytes {
                let text = String(head)
                if ToggleWords.endsWithFinalWord(text), let found = whole(SpokenText.words(text)) { return found }
            }
            // A name that ends or starts with a mark ("Home," or "(2)"): the last and first
            // parts with words in them, found the slow way.
            if !LetterOrNumber.occurs(in: tail) || !LetterOrNumber.occurs(in: head) {
                let parts = name.split(whereSeparator: { partSeparators.contains($0) })
                    .map { SpokenText.words(String($0)) }.filter { !$0.isEmpty }
                guard parts.count >= 2 else { return parts.first.flatMap(endingOnOff) }
                for part in [parts[parts.count - 1], parts[0]] {
                    if let found = whole(part) { return found }
                }
                return endingOnOff(parts[parts.count - 1])
            }
        }
        // Most names end in no state word: they are not split into words. Without a mark
        // the tail is the whole name.
        let tailText = hasMark ? String(tail) : name
        guard tailEndsInFinalWord ?? ToggleWords.endsWithFinalWord(tailText) else { return nil }
        return endingOnOff(SpokenText.words(tailText))
    }

    /// "on" or "off" as the last of a part's words, after something that is not a verb or a number.
    private static func endingOnOff(_ last: [String]) -> StateWordsInName? {
        guard last.count >= 2 else { return nil }
        for (phrases, notSet) in [(ToggleWords.off, true), (ToggleWords.on, false)] {
            guard let phrase = ToggleWords.ending(last, in: phrases) else { continue }
            guard phrase.count < last.count else { return nil }
            let before = last[last.count - phrase.count - 1]
            if before.contains(where: \.isNumber) || phrasalVerbs.contains(before)
                || (phrase.count == 1 && shortOnOffWords.contains(phrase[0])) {
                return nil
            }
            return StateWordsInName(words: phrase.joined(separator: " "), kind: .check, saysNotSet: notSet)
        }
        return nil
    }

    /// The longest state phrase in UTF-8 bytes, with room for spaces and marks around it.
    private static let longestPhraseBytes: Int = {
        let lists = [ToggleWords.unchecked, ToggleWords.checked, ToggleWords.off, ToggleWords.on, ToggleWords.mixed]
        return (lists.joined().map { $0.joined(separator: " ").utf8.count }.max() ?? 0) + 8
    }()

    /// A part of a name that is only state words.
    private static func whole(_ words: [String]) -> StateWordsInName? {
        // "An: Max" is a German mail's "To:", not "on".
        if words.count == 1, shortOnOffWords.contains(words[0]) { return nil }
        let lists: [([ToggleWords.Phrase], notSet: Bool)] = [
            (ToggleWords.unchecked, true), (ToggleWords.checked, false), (ToggleWords.off, true),
            (ToggleWords.on, false), (ToggleWords.mixed, false),
        ]
        for (phrases, notSet) in lists where ToggleWords.isExactly(words, phrases) {
            // "Selected" stands for the selected state; "checked", "on" and the rest for checked.
            let selection = selectionWords.contains(words)
            return StateWordsInName(words: words.joined(separator: " "), kind: selection ? .selection : .check,
                                    saysNotSet: notSet)
        }
        return nil
    }

    /// What sets a part of a name off: the marks readers pause at.
    private static var partSeparators: Set<Character> { PartMarks.characters }

    /// The words of the checked lists that speak of selection rather than checking.
    private static let selectionWords: Set<[String]> = Set([
        "selected", "unselected", "not selected", "ausgewählt", "nicht ausgewählt", "sélectionné", "sélectionnée",
        "non sélectionné", "non sélectionnée", "seleccionado", "seleccionada", "no seleccionado", "no seleccionada",
        "selecionado", "selecionada", "não selecionado", "não selecionada", "seçili", "seçili değil", "选中",
        "已选中", "未选中", "已選取", "未選取", "選択済み", "未選択", "선택됨", "선택 안 됨", "선택되지 않음",
    ].map(SpokenText.words))

    /// Words after which "on" or "off" finish a phrase, not state a switch: verbs
    /// and particles ("Turn on", "Log off", "Add on", "Hold on").
    private static let phrasalVerbs: Set<String> = [
        "turn", "turns", "switch", "log", "logged", "sign", "signed", "hold", "carry", "add", "drop", "take", "put",
        "set", "kick", "cut", "tap", "click", "show", "try", "come", "hands", "move", "go", "get", "check", "opt",
        "pay", "start", "back", "well", "dropped", "print", "built", "layered", "and", "or", "not", "is", "are",
        "was", "be", "been", "keep", "stay", "left", "right", "time", "way", "schalten", "einschalten", "ausschalten",
    ]

    /// The one-word "on" and "off" of other languages that are also ordinary words
    /// ("an" and "aus" in German are "to" and "from", as in a mail's "An:"), and
    /// the single characters 开 and 关 of longer Chinese words: never taken alone.
    private static let shortOnOffWords: Set<String> = ["an", "ein", "aus", "开", "关", "開", "關"]
}
