import A11yFindings
import A11yDump

/// Which way a stepper's control changes the value, as its words, glyph or id say.
enum StepDirection: Sendable, Equatable {
    case decrease
    case increase
    /// Neither the control nor its content says anything: an icon-only view.
    case silent
    /// The control says something, but not decrease or increase ("Play", "Share").
    case other
}

/// The words, glyphs and id parts that tell a stepper's decrease control from its
/// increase control. Names are read in the languages of the dumps we have seen
/// (docs/semantics.md lists them), so that a well-named control in any of them is
/// not taken for one that does not say what it does.
enum StepperWords {
    static let decreaseGlyphs: Set<String> = ["-", "−", "–", "—", "➖", "－", "﹣"]
    static let increaseGlyphs: Set<String> = ["+", "＋", "➕", "﹢"]

    /// Words matched as whole words: English, Spanish, Portuguese, German, French,
    /// Turkish, Russian.
    static let decreaseWords = [
        "decrease", "decrement", "remove", "minus", "subtract", "less", "fewer", "reduce", "lower",
        "volume down", "turn down",
        "disminuir", "reducir", "quitar", "restar", "menos", "bajar", "diminuir", "reduzir", "remover", "tirar",
        "verringern", "reduzieren", "entfernen", "weniger", "senken", "leiser",
        "diminuer", "réduire", "retirer", "enlever", "moins", "baisser",
        "azalt", "çıkar", "уменьшить", "убрать", "меньше",
    ]
    static let increaseWords = [
        "increase", "increment", "add", "plus", "more", "raise", "higher", "volume up", "turn up",
        "aumentar", "añadir", "agregar", "sumar", "más", "subir", "adicionar", "acrescentar", "mais",
        "erhöhen", "hinzufügen", "mehr", "lauter",
        "augmenter", "ajouter",
        "artır", "ekle", "увеличить", "добавить", "больше",
    ]
    /// Words matched anywhere in the name, for scripts that do not put spaces
    /// between words or that join endings to stems: Chinese, Korean, Japanese.
    static let decreaseStems = ["减少", "减小", "减一", "降低", "调低", "減少", "감소", "줄이", "낮추", "빼기", "減らす", "下げる"]
    static let increaseStems = ["增加", "加一", "提高", "调高", "添加", "增大", "증가", "늘리", "높이기", "올리", "추가", "더하기",
                                "増やす", "増加", "追加", "上げる"]
    /// A name that is only this character says the direction too ("减", "加").
    static let decreaseCharacters: Set<String> = ["减", "減"]
    static let increaseCharacters: Set<String> = ["加"]

    /// Parts of ids (split at `_`, `-`, `.`, `/`, `:` and lower-to-upper case changes).
    static let decreaseIDParts: Set<String> = ["minus", "sub", "subtract", "dec", "decrease", "decrement", "reduce",
                                               "remove", "less", "jian"]
    static let increaseIDParts: Set<String> = ["plus", "add", "inc", "increase", "increment", "more", "jia"]
    /// "down" and "up" say a direction only beside one of these ("volume_down", "btnVolUp").
    static let levelIDParts: Set<String> = ["vol", "volume", "level", "qty", "quantity", "count", "num", "number"]

    /// How many nodes of a control's subtree are read for words: an icon button
    /// holds an image and perhaps a badge, never a screen.
    private static let subtreeLimit = 8

    /// Which way the control steps: from its own words and glyphs or those of its
    /// content (Compose and icon buttons put the name on an inner image), else from
    /// its ids and those of its content.
    static func direction(of control: SemanticNode, in tree: ScreenTree) -> StepDirection {
        let nodes = tree.subtree(of: control).prefix(subtreeLimit)
        var saysSomething = false
        for node in nodes {
            for text in words(of: node) {
                if let direction = direction(ofName: text) { return direction }
                if !SpokenText.isEffectivelyEmpty(text) { saysSomething = true }
            }
        }
        for node in nodes {
            if let id = node.identifier, let direction = direction(ofID: id) { return direction }
        }
        return saysSomething ? .other : .silent
    }

    /// The texts a screen reader could speak for the node.
    private static func words(of node: SemanticNode) -> [String] {
        let n = node.dumped
        return [n.string(.accessibilityLabel), n.string(.contentDescription), n.string(.title), n.string(.text)]
            .compactMap { $0 }
    }

    /// The direction a name or glyph says, if any.
    static func direction(ofName name: String) -> StepDirection? {
        let normalized = SpokenText.normalize(name)
        if decreaseGlyphs.contains(normalized) || decreaseCharacters.contains(normalized) { return .decrease }
        if increaseGlyphs.contains(normalized) || increaseCharacters.contains(normalized) { return .increase }
        if says(normalized, decreaseWords, decreaseStems) { return .decrease }
        if says(normalized, increaseWords, increaseStems) { return .increase }
        return nil
    }

    /// Whether a name says, in words, that it decreases or increases.
    static func namesAction(_ name: String) -> Bool {
        let normalized = SpokenText.normalize(name)
        return says(normalized, decreaseWords, decreaseStems) || says(normalized, increaseWords, increaseStems)
    }

    private static func says(_ name: String, _ words: [String], _ stems: [String]) -> Bool {
        words.contains { SpokenText.containsWord(name, $0) } || stems.contains { name.contains($0) }
    }

    /// The direction an id says, if any: `btn_minus`, `ivPlus`, `volume_down`.
    static func direction(ofID id: String) -> StepDirection? {
        let parts = idParts(id)
        if parts.contains(where: decreaseIDParts.contains) { return .decrease }
        if parts.contains(where: increaseIDParts.contains) { return .increase }
        if parts.contains(where: levelIDParts.contains) {
            if parts.contains("down") { return .decrease }
            if parts.contains("up") { return .increase }
        }
        return nil
    }

    /// The id's words, lower case: "com.app:id/btnVolume_down" gives com, app, id, btn, volume, down.
    static func idParts(_ id: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previousWasLower = false
        for character in id {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { parts.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
