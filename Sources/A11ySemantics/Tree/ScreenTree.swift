import A11yFindings
import A11yDump

/// A screen's nodes in tree order, with the ways around the tree that the screen
/// reader models, the component detectors and the rules need. Immutable.
public struct ScreenTree: Sendable {
    public let platform: Platform
    public let root: SemanticNode
    /// Every node in tree order: a node's place in this list is its `order`.
    public let nodes: [SemanticNode]

    /// Builds the tree of `root`; the dump's tree itself is not kept.
    public init(root: consuming Node, platform: Platform) {
        self.platform = platform
        var count = 0
        var classes = NodeClass.Cache()
        self.root = SemanticNode(root, parentOrder: -1, siblingIndex: nil, next: &count, classes: &classes)
        var nodes: [SemanticNode] = []
        // Exactly `count` places: grown by appending, the list would hold up to
        // twice the room on a large screen.
        nodes.reserveCapacity(count)
        func visit(_ node: SemanticNode) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        visit(self.root)
        self.nodes = nodes
    }

    public func parent(of node: SemanticNode) -> SemanticNode? {
        node.parentOrder.map { nodes[$0] }
    }

    /// The node's parent's other children, in order.
    public func siblings(of node: SemanticNode) -> [SemanticNode] {
        parent(of: node)?.children.filter { $0 !== node } ?? []
    }

    /// The sibling just before the node, found from tree order (the last node
    /// before it whose parent is its parent) rather than by searching the parent's
    /// children: a list of thousands of rows asks this for each.
    public func previousSibling(of node: SemanticNode) -> SemanticNode? {
        guard let parentOrder = node.parentOrder, node.order - 1 > parentOrder else { return nil }
        var current = nodes[node.order - 1]
        while let above = current.parentOrder, above != parentOrder { current = nodes[above] }
        return current
    }

    /// The sibling just after the node: the node that follows its subtree, when
    /// that node has the same parent.
    public func nextSibling(of node: SemanticNode) -> SemanticNode? {
        guard node.subtreeEnd < nodes.count else { return nil }
        let next = nodes[node.subtreeEnd]
        return next.parentOrder == node.parentOrder ? next : nil
    }

    /// The node's ancestors, nearest first.
    public func ancestors(of node: SemanticNode) -> [SemanticNode] {
        var result: [SemanticNode] = []
        var current = parent(of: node)
        while let ancestor = current {
            result.append(ancestor)
            current = parent(of: ancestor)
        }
        return result
    }

    /// The node and its descendants in tree order: one stretch of `nodes`.
    public func subtree(of node: SemanticNode) -> ArraySlice<SemanticNode> {
        precondition(node.order < nodes.count && nodes[node.order] === node, "a node of another tree")
        return nodes[node.order..<node.subtreeEnd]
    }

    /// The node's descendants in tree order, as `subtree(of:)` without the node.
    public func descendants(of node: SemanticNode) -> ArraySlice<SemanticNode> {
        subtree(of: node).dropFirst()
    }

    /// Where the node sits, e.g. `UIWindow/UITableView/UITableViewCell[2]`.
    public func path(of node: SemanticNode) -> String {
        parent(of: node).map { path(of: $0) + "/" + node.pathStep } ?? node.pathStep
    }
}
