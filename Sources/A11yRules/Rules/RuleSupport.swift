import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Wording the rules share.
extension ScreenModel {
    /// How messages name a node: its spoken name, else its identifier, else its class.
    func label(_ node: SemanticNode) -> String {
        let name = self.name(of: node)
        if !SpokenText.isEffectivelyEmpty(name) { return "'\(name)'" }
        if let id = node.identifier { return "'\(id)'" }
        return node.simpleClassName
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
