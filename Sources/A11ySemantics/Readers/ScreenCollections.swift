import A11yDump

/// The collections of one Android screen (`TalkBackCollections.kind`) by node,
/// found once when the model is built. Every item of a list asks what its parent
/// is, and a recycler view is a list or a grid by where all of its items stand:
/// asked item by item, each answer read every item of the list, so announcing a
/// list of thousands took a time that grew with the square of its length.
struct ScreenCollections: Sendable {
    private let kinds: [Int: (kind: TalkBackCollections.Kind, count: Int?)]

    /// Reads every node of an Android tree once; iOS has no such collections.
    init(tree: ScreenTree) {
        var kinds: [Int: (kind: TalkBackCollections.Kind, count: Int?)] = [:]
        if tree.platform == .android {
            for node in tree.nodes {
                if let found = TalkBackCollections.kind(of: node, in: tree) { kinds[node.order] = found }
            }
        }
        self.kinds = kinds
    }

    /// The collection the node is, with its item count when the dump shows it; nil for any other node.
    func kind(of node: SemanticNode) -> (kind: TalkBackCollections.Kind, count: Int?)? {
        kinds.isEmpty ? nil : kinds[node.order]
    }
}
