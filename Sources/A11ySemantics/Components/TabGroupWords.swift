import A11yFindings
import A11yDump

/// The words that tell tabs from other things: a dot's name, an id that names a
/// bar of tabs, a name that says "Tab 2 of 4" or "selected".
enum TabGroupWords {
    /// Whether a name says nothing a page indicator's dot would not: nothing, a
    /// number, a page position, or a name for a page or slide.
    static func isPageName(_ text: String) -> Bool {
        if SpokenText.isEffectivelyEmpty(text) || SpokenText.count(in: text) != nil { return true }
        if SpokenText.pagePosition(in: text) != nil { return true }
        return pageWords.contains { SpokenText.containsWord(text, $0) } || pageSigns.contains { text.contains($0) }
    }

    private static let pageWords = ["page", "pages", "slide", "página", "pagina", "seite", "diapositiva"]
    private static let pageSigns = ["页", "頁", "페이지", "ページ"]

    /// Whether the node's id names a bar of tabs: its words (split at `_`, `-`, `.`,
    /// `/`, `:` and case changes) hold `tabs`, `tabbar`, `tablayout`, `tabstrip`,
    /// `tabwidget`, or `tab` followed by `bar`, `layout`, `strip`, `row` or `group`, or
    /// `bottom` followed by `nav` or `navigation`. A `tab` alone names one tab (or
    /// what a tab shows), not the bar; a list or pager so named holds other things.
    static func idSaysTabs(_ node: SemanticNode) -> Bool {
        guard let id = node.identifier, mayNameTabs(id) else { return false }
        if let facts = node.classFacts, facts.isList || facts.isPager { return false }
        let words = StepperWords.idParts(id)
        for (place, word) in words.enumerated() {
            if barWords.contains(word) { return true }
            guard place + 1 < words.count else { continue }
            let next = words[place + 1]
            if word == "tab", tabBarSecondWords.contains(next) { return true }
            if word == "bottom", next == "nav" || next == "navigation" { return true }
        }
        return false
    }

    private static let barWords: Set<String> = ["tabs", "tabbar", "tabbars", "tablayout", "tabstrip", "tabwidget",
                                                "bottomnav", "bottomnavigation", "bottomnavigationview"]
    private static let tabBarSecondWords: Set<String> = ["bar", "bars", "layout", "strip", "row", "group"]

    /// A cheap first test, as every node with an id is asked: whether the id holds
    /// "tab" or "nav" in any case.
    private static func mayNameTabs(_ id: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in id.utf8 {
            let lower = byte | 0x20
            if (previous == (UInt8(ascii: "t"), UInt8(ascii: "a")) && lower == UInt8(ascii: "b"))
                || (previous == (UInt8(ascii: "n"), UInt8(ascii: "a")) && lower == UInt8(ascii: "v")) {
                return true
            }
            previous = (previous.1, lower)
        }
        return false
    }

    /// Whether a (pressable) node's name says it is a tab and where: "Tab 2 of 4"
    /// (Flutter's bottom navigation puts it after the label).
    static func namesItselfTab(_ node: SemanticNode) -> Bool {
        let n = node.dumped
        // Cheapest first: every pressable node of a screen is asked, and a position needs a digit.
        guard let name = n.string(.contentDescription) ?? n.string(.accessibilityLabel) ?? n.string(.text),
              name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        let folded = SpokenText.folded(name)
        // Words stand alone ("Tab 2"); CJK signs are written into the words around them.
        guard tabWords.contains(where: { SpokenText.containsWord(folded: folded, $0) })
                || tabSigns.contains(where: { SpokenText.contains(folded: folded, $0) }) else { return false }
        return SpokenText.position(in: name) != nil
    }

    private static let tabWords = ["tab", "onglet", "pestaña", "registerkarte", "guia", "scheda"].map(SpokenText.folded)
    private static let tabSigns = ["标签", "標籤", "탭", "タブ"].map(SpokenText.folded)

    /// Whether a name says the tab is selected, in words ("Home, selected"): the
    /// state then reaches the user only as part of the name.
    static func nameSaysSelected(_ name: String) -> Bool {
        selectedWords.contains { SpokenText.containsWord(name, $0) } || selectedSigns.contains { name.contains($0) }
    }

    private static let selectedWords = ["selected", "ausgewählt", "seleccionado", "seleccionada", "sélectionné",
                                        "sélectionnée", "selecionado", "selecionada", "selezionato", "selezionata",
                                        "seçili"]
    private static let selectedSigns = ["已选中", "选中", "已選取", "選択中", "선택됨"]
}
