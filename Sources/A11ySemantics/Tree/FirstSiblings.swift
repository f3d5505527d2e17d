import A11yDump

/// "The first of this node's siblings that passes a test", answered for many
/// nodes of one screen at the cost of reading each parent's children once.
///
/// Component detection and rules look beside a component for its partner: the
/// pager a page control drives, the count and label beside a stepper, the text
/// beside a disclosure glyph. Searched node by node, a parent with thousands of
/// children (a feed, a flat settings pane) was read once for each of them, so the
/// time grew with the square of the screen. Here each parent keeps the first two
/// of its children that pass: the first sibling of a node other than the node
/// itself is the first of them, or the second when the first is the node.
///
/// Answers are exactly those of searching the parent's other children in order
/// (a test compares both on the corpus and on random trees).
struct FirstSiblings: Sendable {
    /// By parent order: its first two children that pass the test, in order.
    private var passing: [Int: (first: SemanticNode, second: SemanticNode?)] = [:]

    /// Tests every node of the tree once.
    init(in tree: ScreenTree, where test: (SemanticNode) -> Bool) {
        // Tree order visits each parent's children in their order.
        for node in tree.nodes {
            guard let parent = node.parentOrder, passing[parent]?.second == nil, test(node) else { continue }
            add(node, toChildrenOf: parent)
        }
    }

    /// Tests only the children of the given nodes' parents, each parent's once:
    /// for the few nodes a question is asked about.
    init(around nodes: some Sequence<SemanticNode>, in tree: ScreenTree, where test: (SemanticNode) -> Bool) {
        var read: Set<Int> = []
        for node in nodes {
            guard let parent = node.parentOrder, read.insert(parent).inserted else { continue }
            for child in tree.nodes[parent].children where test(child) {
                add(child, toChildrenOf: parent)
                if passing[parent]?.second != nil { break }
            }
        }
    }

    private mutating func add(_ child: SemanticNode, toChildrenOf parent: Int) {
        if let found = passing[parent] {
            passing[parent] = (found.first, child)
        } else {
            passing[parent] = (child, nil)
        }
    }

    /// The first of the node's siblings, in order, that passes the test; the node
    /// itself does not count. The node must be one the index was built for.
    func first(besides node: SemanticNode) -> SemanticNode? {
        guard let parent = node.parentOrder, let found = passing[parent] else { return nil }
        return found.first === node ? found.second : found.first
    }
}
