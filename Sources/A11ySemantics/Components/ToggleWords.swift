import A11yFindings
import A11yDump

/// The words that say a switch, checkbox or radio button is on or off, and the
/// role words apps put in such a control's name, in the languages of the dumps we
/// have seen (docs/semantics.md lists them). A phrase is matched as whole words,
/// ignoring case and punctuation: "Wi-Fi switch, on" ends with "switch" and "on".
enum ToggleWords {
    /// A phrase as the words it is made of.
    typealias Phrase = [String]

    /// Words for a switch that is on.
    static let on = phrases([
        "on", "an", "ein", "eingeschaltet", "activé", "activée", "activado", "activada", "encendido", "encendida",
        "ligado", "ligada", "açık", "开", "开启", "已开启", "打开", "已打开", "開", "開啟", "オン", "켜짐", "켬",
    ])
    /// Words for a switch that is off.
    static let off = phrases([
        "off", "aus", "ausgeschaltet", "désactivé", "désactivée", "desactivado", "desactivada", "apagado", "apagada",
        "desligado", "desligada", "kapalı", "关", "关闭", "已关闭", "關", "關閉", "オフ", "꺼짐", "끔",
    ])
    /// Words for a checkbox or radio button that is checked or selected.
    static let checked = phrases([
        "checked", "ticked", "selected", "ausgewählt", "aktiviert", "markiert", "angehakt", "coché", "cochée",
        "sélectionné", "sélectionnée", "marcado", "marcada", "seleccionado", "seleccionada", "selecionado",
        "selecionada", "seçili", "已选中", "选中", "已勾选", "已選取", "選択済み", "チェック済み", "선택됨", "체크됨",
    ])
    /// Words for a checkbox or radio button that is not checked nor selected.
    static let unchecked = phrases([
        "unchecked", "not checked", "unticked", "not ticked", "unselected", "not selected", "nicht ausgewählt",
        "nicht aktiviert", "nicht markiert", "nicht angehakt", "non coché", "non cochée", "décoché", "décochée",
        "non sélectionné", "non sélectionnée", "desmarcado", "desmarcada", "no marcado", "no marcada",
        "no seleccionado", "no seleccionada", "não selecionado", "não selecionada", "seçili değil", "未选中",
        "未勾选", "未選取", "未選択", "선택 안 됨", "선택되지 않음",
    ])
    /// Words for a control that is partly on (a tri-state checkbox).
    static let mixed = phrases([
        "mixed", "partially checked", "partly checked", "indeterminate", "teilweise ausgewählt", "gemischt",
        "partiellement coché", "mixte", "parcialmente marcado", "mixto", "部分选中",
    ])

    /// The words that, after a comma or colon at the end of a name, say a custom
    /// checkbox's state ("Remember me, not checked"). "Selected" is left out: a
    /// chosen row or tab says it too.
    static let checkedInName = phrases([
        "checked", "unchecked", "not checked", "ticked", "unticked", "not ticked", "angehakt", "nicht angehakt",
        "coché", "cochée", "non coché", "non cochée", "décoché", "décochée", "marcado", "marcada", "desmarcado",
        "desmarcada", "no marcado", "no marcada", "已勾选", "未勾选",
    ])

    /// What a switch says it is, in its name: "switch", and the words other
    /// languages use. Products and buttons end in these words too ("Nintendo
    /// Switch", "Menu toggle"), so they say switch only before a state word
    /// ("Wi-Fi switch, on").
    static let switchRoles = phrases(["switch", "schalter", "interrupteur", "interruptor", "toggle"])
    static let checkboxRoles = phrases([
        "checkbox", "check box", "tickbox", "tick box", "kontrollkästchen", "case à cocher", "casilla de verificación",
        "casilla", "caixa de seleção", "onay kutusu", "复选框", "複選框", "チェックボックス", "체크박스",
    ])
    /// A bare "radio" names stations and tabs ("Radio"), so only the whole role counts.
    static let radioButtonRoles = phrases([
        "radio button", "radiobutton", "optionsfeld", "bouton radio", "botón de opción", "botón de radio",
        "botão de opção", "radyo düğmesi", "单选按钮", "單選按鈕", "ラジオボタン", "라디오 버튼",
    ])

    private static func phrases(_ texts: [String]) -> [Phrase] {
        // Longest first, so that "not checked" is tried before "checked".
        texts.map(SpokenText.words).sorted { $0.count > $1.count }
    }

    /// The phrase of `phrases` that `words` end with, before the last `skipping` words.
    static func ending(_ words: [String], in phrases: [Phrase], skipping: Int = 0) -> Phrase? {
        let end = words.count - skipping
        return phrases.first { phrase in
            guard phrase.count <= end else { return false }
            let start = end - phrase.count
            return phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
        }
    }

    /// Whether the last word of `text` is one a phrase above ends with. Read
    /// from the end, and for ASCII as bytes, so that the names that end in no
    /// such word, which are most, cost a few bytes rather than a split into words.
    static func endsWithFinalWord(_ text: String) -> Bool {
        switch text.utf8.withContiguousStorageIfAvailable(asciiEnding) {
        case .word(let word)?: return finalWords.contains(word)
        case .noWord?: return false
        case .notASCII?, nil:
            guard mayEndInFinalWord(text) else { return false }
            return lastCharacterWord(of: text).map(finalWords.contains) ?? false
        }
    }

    /// For a text whose last word is not ASCII: whether the last scalar of that word
    /// could end one of `finalWords` ("Stück" cannot: no such word ends in "k").
    /// Marks, spaces and symbols after it are passed over; a combining accent
    /// (text not in composed form) leaves the question open.
    private static func mayEndInFinalWord(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let end = scalars.lastIndex(where: isWordScalar) else { return false }
        let last = scalars[end]
        guard last.isASCII else {
            if last.properties.generalCategory == .nonspacingMark { return true }
            return finalLastBytes[Int(Character(last).utf8.last!)]
        }
        guard finalLastBytes[Int(UInt8(last.value) | 0x20)] else { return false }
        // A word ending in two ASCII letters ("Stück") ends, in lower case, in those two
        // letters; so does any word equal to it, as no canonical decomposition ends in a
        // lower-case ASCII letter. The pair must then end a final word.
        guard end > scalars.startIndex, let second = asciiLetterPlace(last),
              let first = asciiLetterPlace(scalars[scalars.index(before: end)]) else { return true }
        return finalASCIIPairs[first * 26 + second]
    }

    /// An ASCII letter's place in the alphabet, either case; nil for any other scalar.
    private static func asciiLetterPlace(_ scalar: Unicode.Scalar) -> Int? {
        let lowered = scalar.value | 0x20
        return scalar.isASCII && lowered >= 0x61 && lowered <= 0x7A ? Int(lowered - 0x61) : nil
    }

    /// Which two ASCII letters, in lower case, end a word of `finalWords`.
    private static let finalASCIIPairs: [Bool] = {
        var flags = Array(repeating: false, count: 26 * 26)
        for word in finalWords {
            let scalars = Array(word.unicodeScalars.suffix(2))
            if scalars.count == 2, let first = asciiLetterPlace(scalars[0]), let second = asciiLetterPlace(scalars[1]) {
                flags[first * 26 + second] = true
            }
        }
        return flags
    }()

    /// Which bytes, ASCII letters in lower case, end a word of `finalWords` in UTF-8.
    private static let finalLastBytes: [Bool] = {
        var flags = Array(repeating: false, count: 256)
        for word in finalWords {
            if let last = word.utf8.last { flags[Int(last < 0x80 ? last | 0x20 : last)] = true }
        }
        return flags
    }()

    /// How a text ends, read as ASCII bytes.
    private enum Ending {
        /// The last word, in lower case.
        case word(String)
        /// No word, or one whose last letter ends no phrase.
        case noWord
        /// The last word, or what follows it, is not ASCII.
        case notASCII
    }

    private static func asciiEnding(_ bytes: UnsafeBufferPointer<UInt8>) -> Ending {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] < 0x80, !isWordByte(bytes[end - 1]) { end -= 1 }
        if end == 0 { return .noWord }
        // Most names end in a letter or digit no phrase ends in ("… 123"): one byte decides.
        if bytes[end - 1] < 0x80, !finalASCIIBytes[Int(bytes[end - 1] | 0x20)] { return .noWord }
        var start = end
        while start > 0, bytes[start - 1] < 0x80, isWordByte(bytes[start - 1]) { start -= 1 }
        if start == end || start > 0 && bytes[start - 1] >= 0x80 { return .notASCII }
        return .word(String(unsafeUninitializedCapacity: end - start) { buffer in
            for offset in 0..<(end - start) {
                let byte = bytes[start + offset]
                buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return end - start
        })
    }

    /// Which ASCII bytes, in lower case, end a word of `finalWords`.
    private static let finalASCIIBytes: [Bool] = {
        var flags = Array(repeating: false, count: 128)
        for word in finalWords {
            if let last = word.utf8.last, last < 0x80 { flags[Int(last)] = true }
        }
        return flags
    }()

    /// The last word of any text, in lower case. Read scalar by scalar: breaking
    /// text into characters cost more than the rest of the rules that ask.
    private static func lastCharacterWord(of text: String) -> String? {
        let scalars = text.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex, !isWordScalar(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        var start = end
        while start > scalars.startIndex, isWordScalar(scalars[scalars.index(before: start)]) {
            start = scalars.index(before: start)
        }
        return start < end ? String(scalars[start..<end]).lowercased() : nil
    }

    /// A letter or digit (`SpokenText.isWordScalar`), or a mark that belongs to the
    /// letter before it (an umlaut written as its own scalar), as `Character.isLetter`
    /// and `isNumber` see words.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        WordScalar.isWordOrMark(scalar)
    }

    /// Every word a phrase above ends with: a name whose last word is none of
    /// them ends with no state and no role.
    static let finalWords: Set<String> = {
        let lists = [on, off, checked, unchecked, mixed, checkedInName, switchRoles, checkboxRoles, radioButtonRoles]
        return Set(lists.joined().compactMap(\.last))
    }()

    /// Whether `words` are exactly one of `phrases`.
    static func isExactly(_ words: [String], _ phrases: [Phrase]) -> Bool {
        phrases.contains(words)
    }
}
