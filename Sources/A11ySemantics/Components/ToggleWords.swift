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
        texts.map(words(of:)).sorted { $0.count > $1.count }
    }

    /// The runs of letters and digits in `text`, in lower case.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The phrase of `phrases` that `words` end with, before the last `skipping` words.
    static func ending(_ words: [String], in phrases: [Phrase], skipping: Int = 0) -> Phrase? {
        let end = words.count - skipping
        return phrases.first { phrase in
            phrase.count <= end && Array(words[(end - phrase.count)..<end]) == phrase
        }
    }

    /// Whether `words` are exactly one of `phrases`.
    static func isExactly(_ words: [String], _ phrases: [Phrase]) -> Bool {
        phrases.contains(words)
    }
}
