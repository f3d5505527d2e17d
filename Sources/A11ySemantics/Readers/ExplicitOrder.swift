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

    /// The nodes the container lists, in its order. UIKit lists objects, so an
    /// identifier may come several times (a list of alike cells): the k-th time
    /// it names the k-th node below the container that carries it, in tree order.
    /// Identifiers that name no node (or no further one) are passed over.
    static func listed(in container: SemanticNode, tree: ScreenTree) -> [SemanticNode] {
        let identifiers = container.dumped.strings(.accessibilityElements)
        guard !identifiers.isEmpty else { return [] }
        let wanted = Set(identifiers)
        var carriers: [String: [SemanticNode]] = [:]
        for node in tree.nodes[(container.order + 1)..<container.subtreeEnd] {
            if let identifier = node.dumped.string(.accessibilityIdentifier), wanted.contains(identifier) {
                carriers[identifier, default: []].append(node)
            }
        }
        var used: [String: Int] = [:]
        var listed: [SemanticNode] = []
        for identifier in identifiers {
            let next = used[identifier, default: 0]
            guard let nodes = carriers[identifier], next < nodes.count else { continue }
            used[identifier] = next + 1
            listed.append(nodes[next])
        }
        return listed
    }

    /// For each listed node, by its place in tree order, its place in the list.
    static func ranks(of listed: [SemanticNode]) -> [Int: Int] {
        var ranks: [Int: Int] = [:]
        for (rank, node) in listed.enumerated() { ranks[node.order] = rank }
        return ranks
    }

    /// The place in the list of the nearest listed node that is `node` or holds it,
    /// below `container`; nil when none does.
    static func rank(of node: SemanticNode, ranks: [Int: Int], below container: SemanticNode,
                     tree: ScreenTree) -> Int? {
        var current: SemanticNode? = node
        while let candidate = current, candidate !== container {
            if let rank = ranks[candidate.order] { return rank }
            current = tree.parent(of: candidate)
        }
        return nil
    }

    /// The nodes VoiceOver cannot reach because an explicit container around them
    /// does not list them, nor anything that holds them (the views on the way
    /// down to a listed element are passed through, not visited).
    static func unlisted(in tree: ScreenTree) -> [SemanticNode] {
        var unlisted: [SemanticNode] = []
        for container in tree.nodes where isExplicitContainer(container) {
            var reachable = Array(repeating: false, count: container.subtreeEnd - container.order)
            for node in listed(in: container, tree: tree) {
                for order in node.order..<node.subtreeEnd { reachable[order - container.order] = true }
                var above = tree.parent(of: node)
                while let ancestor = above, ancestor !== container {
                    reachable[ancestor.order - container.order] = true
                    above = tree.parent(of: ancestor)
                }
            }
            for order in (container.order + 1)..<container.subtreeEnd where !reachable[order - container.order] {
                unlisted.append(tree.nodes[order])
            }
        }
        return unlisted
    }

    /// Stops in tree order with each explicit container's stops put in its listed
    /// order (stops of one listed element keep their order among themselves): for
    /// screens whose stops VoiceOver's order cannot place by position.
    static func applied(to stops: [FocusStop], in tree: ScreenTree) -> [FocusStop] {
        var stops = stops
        // Inner containers first: an outer one's stable sort keeps what they settled.
        for container in tree.nodes.reversed() where isExplicitContainer(container) {
            let ranks = ranks(of: listed(in: container, tree: tree))
            let members = stops.indices.filter { container.contains(stops[$0].node) && stops[$0].node !== container }
            guard let first = members.first, members.count > 1 else { continue }
            let ordered = members.enumerated().sorted { lhs, rhs in
                let left = rank(of: stops[lhs.element].node, ranks: ranks, below: container, tree: tree) ?? Int.max
                let right = rank(of: stops[rhs.element].node, ranks: ranks, below: container, tree: tree) ?? Int.max
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map { stops[$0.element] }
            // Kept together where the first of them stands.
            let memberSet = Set(members)
            var rearranged: [FocusStop] = []
            for index in stops.indices {
                if index == first { rearranged += ordered } else if !memberSet.contains(index) { rearranged.append(stops[index]) }
            }
            stops = rearranged
        }
        return stops
    }
}
