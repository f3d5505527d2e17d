import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// How the tab rules name a tab group.
extension ScreenModel {
    /// The group by its identifier, with its first tabs' names: " #tabs ('Home', 'Search', …)", after a word that says what it is.
    func tabGroupLabel(_ group: SemanticNode, tabs: [SemanticNode]) -> String {
        let names = tabs.prefix(4).map { name(of: $0) }.filter { !$0.isEmpty }.map { "'\($0)'" }
        let list = names.isEmpty ? "" : "(" + names.joined(separator: ", ") + (tabs.count > 4 ? ", …)" : ")")
        let id = NodeIdentities.identifier(of: group).map { " #" + $0 } ?? ""
        return id + (list.isEmpty ? "" : " " + list)
    }
}
