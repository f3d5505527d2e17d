import A11yDump

/// Where a node stands in the items of a list or grid: the same place in every
/// item that one template draws (the favourite button of each card of a feed, the
/// thumbnail of each tile of a photo grid). Reports print the findings of such
/// places once, with how many more items repeat them.
public struct ListTemplatePlace: Equatable, Sendable {
    /// The outermost list or grid around the node: the items of an inner list
    /// (each card's own strip of photos) are items of the outer one's template too.
    public let outermostList: SemanticNode
    /// The innermost list or grid around the node: the one a reader sees it in.
    public let innermostList: SemanticNode
    /// The node's place below the outermost list's item, identifier or class per
    /// level (`LinearLayout/#rl_img/#iv_gallery`), without ordinals or names: every item of
    /// the template has it.
    public let pattern: String

    public static func == (lhs: ListTemplatePlace, rhs: ListTemplatePlace) -> Bool {
        lhs.outermostList === rhs.outermostList && lhs.innermostList === rhs.innermostList && lhs.pattern == rhs.pattern
    }
}

extension ScreenModel {
    /// The node's place in the template of the lists around it; nil for a node in
    /// no list, or for a list itself.
    public func listTemplatePlace(of node: SemanticNode) -> ListTemplatePlace? {
        // Every finding asks this of each of its ancestors: asked one by one, a list of
        // thousands of rows was searched for a cell once per finding inside it.
        let lists = listsOfItems.value { tree.nodes.map(isListOfItems) }
        var steps: [SemanticNode] = [node]
        var outermost: SemanticNode?
        var innermost: SemanticNode?
        var itemLevel = 0
        var current = parent(of: node)
        while let ancestor = current {
            if lists[ancestor.order] {
                if innermost == nil { innermost = ancestor }
                outermost = ancestor
                itemLevel = steps.count
            }
            steps.append(ancestor)
            current = parent(of: ancestor)
        }
        guard let outermost, let innermost else { return nil }
        // `steps` runs from the node up; the outermost list's item is `steps[itemLevel - 1]`.
        let pattern = steps[..<itemLevel].reversed().map { step in
            NodeIdentities.identifier(of: step).map { "#" + $0 } ?? NodeIdentities.className(of: step)
        }.joined(separator: "/")
        return ListTemplatePlace(outermostList: outermost, innermostList: innermost, pattern: pattern)
    }

    /// Whether the node is a list, grid or pager whose children are items drawn
    /// from templates: Android's collections and a scrolling container of several
    /// children (a Compose list), iOS's tables and collection views and whatever holds
    /// cells, and a row of three or more children that carry one identifier (a bar of
    /// like views, a rating's stars). A scroll view around one layout is not: its one
    /// child is the whole page.
    func isListOfItems(_ node: SemanticNode) -> Bool {
        guard node.children.count > 1 else { return false }
        if node.classFacts?.isList == true { return true }
        if node.children.count >= 3, let first = NodeIdentities.identifier(of: node.children[0]),
           // The first few tell: a long list is asked once per finding in it.
           node.children.prefix(Self.childrenAskedForAnIdentifier).allSatisfy({ NodeIdentities.identifier(of: $0) == first }) {
            return true
        }
        switch platform {
        case .ios:
            return node.children.contains { $0.iosClass == .cell || traits(of: $0).role == .cell }
        case .android:
            return collections.kind(of: node) != nil || traits(of: node).actions.contains(.scroll)
        }
    }

    private static let childrenAskedForAnIdentifier = 8
}
