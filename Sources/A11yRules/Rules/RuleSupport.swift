import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Wording the rules share.
extension ScreenModel {
    /// How messages name a node: its spoken name in quotes, else its identifier as
    /// identities write it (`#close` for `com.shop:id/close`), else what it is (`an
    /// unnamed button`). Never its platform class: `XCUIElementTypeStaticText` and
    /// `android.view.View` say nothing to whoever reads the finding.
    func label(_ node: SemanticNode) -> String {
        let named = self.named(node)
        return named.isEmpty ? "an unnamed " + noun(for: node) : String(named.dropFirst())
    }

    /// The name after a word that already says what the node is (`Table row`,
    /// `Dropdown`): ` 'name'`, ` #identifier`, or nothing; the finding's line ends with
    /// the node's identity anyway.
    func named(_ node: SemanticNode) -> String {
        let name = self.name(of: node)
        if !name.isEmpty { return " '\(name)'" }
        if let id = NodeIdentities.identifier(of: node) { return " #\(id)" }
        return ""
    }

    /// What the node is, in a word or two a reader knows.
    func noun(for node: SemanticNode) -> String {
        let role = traits(of: node).role
        switch role {
        case .staticText: return "text"
        case .cell: return "row"
        case .link: return "link"
        case .stepper: return "stepper"
        case .tabBar: return "tab bar"
        case .progress: return "progress indicator"
        case .keyboardKey: return "key"
        default: return role.talkBackWord.isEmpty ? "element" : role.talkBackWord
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
