import A11yFindings
import A11yDump

/// How TalkBack speaks an edit box (its `EditTextDescription` and
/// `TreeNodesDescription`). Text the user typed is the field's own first word,
/// a value, and the content description is then not spoken at all. An empty
/// field shows its hint as its text (uiautomator dumps it that way), and
/// TalkBack reads that hint once, as the name; once text is typed, the hint is
/// read after it. A password's text is read as a count of characters.
struct TalkBackTextField {
    /// The typed text, when the dump tells it from the hint.
    let typed: String?
    /// What the field says of itself in place of a name: the hint it shows, else
    /// its content description; nil when it has typed text (which is its value).
    let ownName: String?
    /// The hint, read after the rest when the field does not show it as its text.
    let trailingHint: String?
    /// What TalkBack speaks as the value: the typed text, or a password's length.
    let value: String

    /// The edit box's speech, or nil when the node is no edit box. The text is
    /// taken for typed text when the field has a hint it differs from, when the
    /// field holds nodes (Compose), or when it is a password's bullets. Otherwise
    /// it may be the hint of an empty field
    /// (uiautomator before API 26 and older Appium record no hints, and then show
    /// the hint as the text): it is then what the field says of itself, as
    /// TalkBack reads both the same way.
    init?(_ node: SemanticNode, role: Role, contentDescription: String?) {
        guard role == .textField || role == .searchField else { return nil }
        let n = node.dumped
        let text = n.string(.text).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
        let hint = n.string(.hintText).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
        // An empty field's text is its hint: Android reports the hint as the text.
        let showsHint = hint != nil && (text == nil || text == hint)
        let isPassword = n.bool(.password) == true
        // Compose draws its label and placeholder as texts inside the field, and never shows a hint as its text.
        let isTyped = !showsHint
            && (hint != nil || !node.children.isEmpty || (isPassword && text.map(Self.isBullets) == true))
        let typed = isTyped ? text : nil
        self.typed = typed
        trailingHint = showsHint ? nil : hint
        if isPassword {
            // The description says what the field is; the typed text is never read out.
            ownName = contentDescription ?? (typed == nil ? text : nil)
            value = typed.map(Self.passwordValue) ?? ""
        } else {
            ownName = typed == nil ? (showsHint ? hint : text) ?? contentDescription : nil
            value = typed ?? ""
        }
    }

    /// A password's text: bullets are counted ("9 characters"), as TalkBack does
    /// for a field whose selection can be set; other text is read as it is.
    private static func passwordValue(_ text: String) -> String {
        guard isBullets(text) else { return text }
        let count = text.unicodeScalars.count
        return count == 1 ? "1 character" : "\(count) characters"
    }

    private static func isBullets(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(bullets.contains)
    }

    private static let bullets: Set<Unicode.Scalar> = ["•", "●", "*", "∙", "·"]
}

/// What TalkBack's naming needs beyond the tree: each node's role (to know the
/// edit boxes) and which views label which.
struct TalkBackNaming: Sendable {
    let traits: [Traits]
    let labels: AndroidLabels

    /// Whether the node is an edit box.
    func isField(_ node: SemanticNode) -> Bool {
        let role = traits[node.order].role
        return role == .textField || role == .searchField
    }

    /// The node's content description, when it says something.
    static func description(of node: SemanticNode) -> String? {
        node.dumped.string(.contentDescription).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The node's speech as an edit box, or nil when it is none.
    func field(_ node: SemanticNode, contentDescription: String?) -> TalkBackTextField? {
        TalkBackTextField(node, role: traits[node.order].role, contentDescription: contentDescription)
    }

    /// The words of the view that labels `node` (`labelFor`/`labeledBy`), if any.
    func labelWords(of node: SemanticNode) -> String? {
        labels.label(of: node).flatMap(AndroidLabels.words(of:))
    }
}
