import A11yFindings
import A11yDump

/// How VoiceOver speaks a text field: its label is the name and the text in it
/// the value ("Email, jane@example.com, text field"). An empty field speaks its
/// placeholder where the text would be ("Email, you@example.com, text field"),
/// and alone when it has no label ("you@example.com, text field"): the
/// placeholder then takes the name's place, and goes once the user types.
struct VoiceOverTextField {
    let name: String
    let value: String

    init(_ node: SemanticNode) {
        let n = node.dumped
        let label = (n.string(.accessibilityLabel) ?? n.string(.title)).map(SpokenText.normalize) ?? ""
        let placeholder = n.string(.placeholder).map(SpokenText.normalize) ?? ""
        var typed = (n.string(.accessibilityValue) ?? n.string(.text)).map(SpokenText.normalize) ?? ""
        // WebDriverAgent gives an empty field's placeholder as its value.
        if typed == placeholder { typed = "" }
        if label.isEmpty && typed.isEmpty {
            name = placeholder
            value = ""
        } else {
            name = label
            value = typed.isEmpty ? placeholder : typed
        }
    }

    /// Whether VoiceOver treats the node as a field the user types in: a text
    /// field, a secure or search field, or a text view, unless the text view says
    /// it is static text (a read-only `UITextView` has that trait, and no text entry).
    static func isEditable(_ node: SemanticNode, kind: IOSClass, traits: [String]) -> Bool {
        guard kind.isTextField else { return false }
        return !(textViews.contains(node.simpleClassName) && traits.contains("staticText"))
    }

    private static let textViews: Set<String> = ["UITextView", "TextView", "XCUIElementTypeTextView"]
}
