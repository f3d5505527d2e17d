import A11yDump

/// A UIKit container that sets `accessibilityElements` (the dump's key of that
/// name lists the elements by `accessibilityIdentifier`): VoiceOver visits
/// exactly the listed elements, in the listed order, and nothing else inside
/// the container (screen-readers.md §2.1, step 4; AccessibilitySnapshot's
/// explicit containers). The listed ones stay together, placed where the first
/// of them stands (`VoiceOverOrder`).
enum ExplicitOrder {
    /// Whether the node fixes the order of what it holds.
    static func isExplicitContainer(_ node: SemanticNode) -> Bool {
        node.dumped.has(.accessibilityElements)
    }

    /// The nodes the container lists, in its order: for each identifier the first
    /// node below the container that carries it; identifiers that name none are passed over.
    static func listed(in container: SemanticNode, tree: ScreenTree) -> [SemanticNode] {
        let identifiers = container.dumped.strings(.accessibilityElements)
        guard !identifiers.isEmpty else { return [] }
        let inside = tree.nodes[(container.order + 1)..<container.subtreeEnd]
        var listed: [SemanticNode] = []
        for identifier in identifiers {
            guard let node = inside.first(where: { $0.dumped.string(.accessibilityIdentifier) == identifier }),
                  !listed.contains(where: { $0 === node }) else { continue }
            listed.append(node)
        }
        return listed
    }

    /// The place in the container's list of the listed node that is `node` or holds it; nil when none does.
    static func rank(of node: SemanticNode, among listed: [SemanticNode]) -> Int? {
        listed.firstIndex { $0.contains(node) }
    }

    /// The nodes VoiceOver cannot reach because an explicit container around them
    /// does not list them, nor anything that holds them (the views on the way
    /// down to a listed element are passed through, not visited).
    static func unlisted(in tree: ScreenTree) -> [SemanticNode] {
        var unlisted: [SemanticNode] = []
        for container in tree.nodes where isExplicitContainer(container) {
            let listed = listed(in: container, tree: tree)
            for node in tree.nodes[(container.order + 1)..<container.subtreeEnd]
            where rank(of: node, among: listed) == nil && !listed.contains(where: { node.contains($0) }) {
                unlisted.append(node)
            }
        }
        return unlisted
    }
}
