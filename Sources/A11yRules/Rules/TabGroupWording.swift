import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// How the tab rules name a tab group.
extension ScreenModel {
    /// The group by its id, with its first tabs' names: "'app:id/tabs' ('Home', 'Search', …)".
    func tabGroupLabel(_ group: SemanticNode, tabs: [SemanticNode]) -> String {
        let names = tabs.prefix(4).map { name(of: $0) }.filter { !$0.isEmpty }.map { "'\($0)'" }
        let list = names.isEmpty ? "" : "(" + names.joined(separator: ", ") + (tabs.count > 4 ? ", …)" : ")")
        guard let id = group.identifier else { return list.isEmpty ? group.simpleClassName : list }
        return list.isEmpty ? "'\(id)'" : "'\(id)' \(list)"
    }
}
