import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics

/// Wording and lookups the rules share.
extension ScreenModel {
    /// How messages name a node: its spoken name, else its identifier, else its class.
    func label(_ node: SemanticNode) -> String {
        let name = self.name(of: node)
        if !SpokenText.isEffectivelyEmpty(name) { return "'\(name)'" }
        if let id = node.identifier { return "'\(id)'" }
        return node.simpleClassName
    }

    /// The predicted utterance of the node's first stop, or nil when it is not a stop.
    func utterance(of node: SemanticNode) -> String? {
        stop(on: node)?.announcement.utterance
    }

    /// Whether an iOS or Android table row is a control the user activates.
    func isInteractiveRow(_ row: SemanticNode) -> Bool {
        switch platform {
        case .ios:
            let traits = iosTraits(row)
            if traits.contains("header") { return false }
            return hasActivationRole(row) || Self.interactiveAccessories.contains(row.node.string(.accessoryType) ?? "")
        case .android:
            return isInteractive(row)
        }
    }

    /// Whether the row itself says it can be activated (button or link trait, clickable, click action).
    func hasActivationRole(_ row: SemanticNode) -> Bool {
        switch platform {
        case .ios:
            let traits = iosTraits(row)
            return traits.contains("button") || traits.contains("link")
        case .android:
            return row.node.bool(.clickable) == true || row.node.strings(.actions).contains("click")
        }
    }

    static let interactiveAccessories: Set<String> = ["disclosureIndicator", "checkmark", "detailDisclosureButton",
                                                      "detailButton"]

    /// The dots of a page control: the first level below it with more than one node.
    func dots(of pageControl: SemanticNode) -> [SemanticNode] {
        var level = pageControl.children.filter { !$0.isHidden }
        while level.count == 1 { level = level[0].children.filter { !$0.isHidden } }
        return level
    }

    /// The page a page control shows, from the dump: (1-based index, count).
    func shownPage(of pageControl: SemanticNode) -> (index: Int, count: Int)? {
        let n = pageControl.node
        if let count = n.integer(.numberOfPages), count > 0 {
            return ((n.integer(.currentPage) ?? 0) + 1, count)
        }
        let dots = dots(of: pageControl)
        guard dots.count > 1,
              let selected = dots.firstIndex(where: { $0.node.bool(.selected) == true || $0.node.bool(.isSelected) == true })
        else { return nil }
        return (selected + 1, dots.count)
    }
}
