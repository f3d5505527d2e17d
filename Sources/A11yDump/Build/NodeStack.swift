import A11yFindings
import A11yYAML

/// Where the nodes of every format are put together: each is opened when its
/// reader meets it, filled while it is the innermost one open (`top`), and handed
/// to its parent when it closes, so no reader builds a tree of its own first. The
/// loader's limits on nodes and nesting are kept here, for every format alike.
/// `DocumentReader` (our YAML) fills nodes straight from typed keys; `NodeBuilder`
/// (every other tool's format) from elements through the key table.
struct NodeStack {
    let limits: LoadLimits
    private var open: [Node] = []
    /// The outermost node, once it has closed.
    private(set) var root: Node?
    /// How many nodes have been opened.
    private(set) var count = 0

    init(limits: LoadLimits) {
        self.limits = limits
    }

    /// How many nodes are open.
    var depth: Int { open.count }

    /// The innermost open node. Only valid while one is open.
    var top: Node {
        get { open[open.count - 1] }
        _modify { yield &open[open.count - 1] }
    }

    /// Fails when one more node, starting at `mark`, would pass a limit.
    func checkRoom(at mark: Mark) throws(LoadFailure) {
        if open.count >= limits.maxDepth {
            throw LoadFailure(mark: mark, problem: .nestingTooDeep(limits.maxDepth))
        }
        if count >= limits.maxNodes {
            throw LoadFailure(mark: mark, problem: .tooManyNodes(limits.maxNodes))
        }
    }

    mutating func push(_ node: Node) throws(LoadFailure) {
        try checkRoom(at: node.mark)
        count += 1
        open.append(node)
        if open.count > deepest.depth { deepest = (open.count, node.mark) }
    }

    /// The most nodes ever open at once, and where the first node that deep starts.
    private var deepest: (depth: Int, mark: Mark) = (0, .start)

    /// Opens the closed root again, to take more children after those it has.
    mutating func reopenRoot() {
        guard let closed = root else { return }
        root = nil
        open = [closed]
    }

    /// Puts `parent` above the closed root, open, with the root as its first child:
    /// for a format that shows only at its second tree that its trees need a parent.
    /// Fails as the root's deepest node would have, had the parent been there first.
    mutating func wrapRoot(in parent: Node) throws(LoadFailure) {
        guard let closed = root else { return }
        if deepest.depth + 1 > limits.maxDepth {
            throw LoadFailure(mark: deepest.mark, problem: .nestingTooDeep(limits.maxDepth))
        }
        try checkRoom(at: parent.mark)
        count += 1
        var wrapper = parent
        wrapper.children.insert(closed, at: 0)
        root = nil
        open = [wrapper]
        deepest.depth += 1
    }

    /// Whether the innermost open node is the first child of the outermost (no sibling
    /// has closed before it).
    var topIsFirstChild: Bool { open.count == 2 && open[0].children.isEmpty }

    mutating func pop() {
        guard var node = open.popLast() else { return }
        // Its children are all in: no room kept for more (a node lives as long as the lint).
        if node.children.capacity > node.children.count {
            let children = node.children
            node.children = Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: children)
            }
        }
        if open.isEmpty {
            root = node
        } else {
            open[open.count - 1].children.append(node)
        }
    }
}
