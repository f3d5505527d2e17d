import A11yDump

/// The order TalkBack's swipes take through one window. Android has already
/// sorted each view's children by position (the dump's order), but TalkBack
/// places a container it cannot focus by the content it can: the smallest
/// rectangle around what the container holds that TalkBack can reach (its
/// `NodeCachedBoundsCalculator`). Where that puts the container after a later
/// sibling while its own frame did not (a list whose first rows start below
/// the app bar drawn over its top), TalkBack moves it after that sibling (its
/// `ReorderedChildrenIterator`). Only the nodes in TalkBack's tree take part:
/// a view that is not important for accessibility gives way to its children.
struct TalkBackOrder {
    private let tree: ScreenTree
    private let hidden: [Bool]
    private let important: [Bool]
    private let isStop: [Bool]
    /// Per node: where TalkBack places it, worked out as it is asked (`PlaceCode`).
    /// Four bytes a node rather than an optional rectangle's 24: most nodes are
    /// placed by their own frame, and only containers cut down to their content
    /// need a rectangle of their own, in `cutPlaces`.
    private var placed: [Int32]
    private var cutPlaces: [Rect] = []

    /// What `placed` holds for a node, where it is not an index into `cutPlaces`.
    private enum PlaceCode {
        static let unknown: Int32 = -1
        static let nowhere: Int32 = -2
        static let ownFrame: Int32 = -3
    }

    /// The stops, in the order TalkBack reaches them.
    static func sorted(_ stops: [FocusStop], tree: ScreenTree, hidden: [Bool], important: [Bool]) -> [FocusStop] {
        guard stops.count > 1 else { return stops }
        let rank = ranks(of: stops, tree: tree, hidden: hidden, important: important)
        // Indices are sorted, not the stops with their offsets: on a screen of thousands
        // of stops, that copy was the largest block of memory the model ever held.
        var indices = Array(stops.indices)
        indices.sort { lhs, rhs in
            let left = rank[stops[lhs].node.order], right = rank[stops[rhs].node.order]
            return left != right ? left < right : lhs < rhs
        }
        return indices.map { stops[$0] }
    }

    /// Each node's place in TalkBack's order, by tree order. The places worked out on
    /// the way are let go before the stops are sorted.
    private static func ranks(of stops: [FocusStop], tree: ScreenTree, hidden: [Bool], important: [Bool]) -> [Int32] {
        var isStop = Array(repeating: false, count: tree.nodes.count)
        for stop in stops { isStop[stop.node.order] = true }
        var order = TalkBackOrder(tree: tree, hidden: hidden, important: important, isStop: isStop,
                                  placed: Array(repeating: PlaceCode.unknown, count: tree.nodes.count))
        var rank = Array(repeating: Int32(0), count: tree.nodes.count)
        var next: Int32 = 0
        order.visit(tree.root) { node in
            rank[node.order] = next
            next += 1
        }
        return rank
    }

    /// Calls `reach` on the node, then on what it holds, in TalkBack's order.
    private mutating func visit(_ node: SemanticNode, reach: (SemanticNode) -> Void) {
        reach(node)
        for child in reordered(children(of: node)) { visit(child, reach: reach) }
    }

    /// The node's children in TalkBack's tree: a child that is not important is
    /// replaced by its own children there, in their order.
    private func children(of node: SemanticNode) -> [SemanticNode] {
        var children: [SemanticNode] = []
        for child in node.children {
            if important[child.order] { children.append(child) } else { children += self.children(of: child) }
        }
        return children
    }

    /// Each child placed by its content is moved after the siblings that follow
    /// it until one no longer comes before it, last such child first.
    private mutating func reordered(_ nodes: [SemanticNode]) -> [SemanticNode] {
        guard nodes.count > 1, nodes.contains(where: { isPlacedByContent($0) }) else { return nodes }
        var nodes = nodes
        for index in stride(from: nodes.count - 2, through: 0, by: -1) where isPlacedByContent(nodes[index]) {
            var at = index
            while at + 1 < nodes.count, comesAfter(nodes[at], nodes[at + 1]) {
                nodes.swapAt(at, at + 1)
                at += 1
            }
        }
        return nodes
    }

    /// Whether TalkBack places `first` after `second` by their content although
    /// their frames keep them in order: where frames already disagree with the
    /// order Android gave them, TalkBack does not trust the comparison.
    private mutating func comesAfter(_ first: SemanticNode, _ second: SemanticNode) -> Bool {
        guard let placedFirst = place(of: first), let placedSecond = place(of: second),
              Self.stripeOrder(placedFirst, placedSecond) > 0 else { return false }
        guard let frameFirst = first.dumped.rect, let frameSecond = second.dumped.rect else { return false }
        return Self.stripeOrder(frameFirst, frameSecond) < 0
    }

    /// A node TalkBack places by its content rather than its own frame.
    private mutating func isPlacedByContent(_ node: SemanticNode) -> Bool {
        // Placed, and not by its own frame: its place is one of the cut-down frames.
        _ = place(of: node)
        return placed[node.order] >= 0
    }

    /// Where TalkBack places the node: its frame when it can focus it, else its
    /// frame cut down to the rectangle around the places of its children; nil
    /// when the node shows nothing.
    private mutating func place(of node: SemanticNode) -> Rect? {
        switch placed[node.order] {
        case PlaceCode.unknown:
            let place = computedPlace(of: node)
            if place == nil {
                placed[node.order] = PlaceCode.nowhere
            } else if place == node.dumped.rect {
                placed[node.order] = PlaceCode.ownFrame
            } else if let place {
                placed[node.order] = Int32(cutPlaces.count)
                cutPlaces.append(place)
            }
            return place
        case PlaceCode.nowhere:
            return nil
        case PlaceCode.ownFrame:
            return node.dumped.rect
        case let index:
            return cutPlaces[Int(index)]
        }
    }

    private mutating func computedPlace(of node: SemanticNode) -> Rect? {
        guard !hidden[node.order], let frame = node.dumped.rect, !frame.isEmpty else { return nil }
        if isStop[node.order] { return frame }
        var content: Rect?
        for child in children(of: node) {
            guard let place = place(of: child) else { continue }
            content = content.map { $0.union(place) } ?? place
        }
        guard let content else { return frame }
        return Rect(minX: max(frame.minX, content.minX), minY: max(frame.minY, content.minY),
                    maxX: min(frame.maxX, content.maxX), maxY: min(frame.maxY, content.maxY))
    }

    /// Android's stripe order of two frames (`ViewGroup.ViewLocationHolder`), as
    /// TalkBack repeats it: negative when `a` comes first. A frame wholly above
    /// the other comes first; frames that overlap in height go left to right,
    /// then by top, the taller first, then the wider first.
    static func stripeOrder(_ a: Rect, _ b: Rect) -> Double {
        if a.maxY <= b.minY { return -1 }
        if a.minY >= b.maxY { return 1 }
        if a.minX != b.minX { return a.minX - b.minX }
        if a.minY != b.minY { return a.minY - b.minY }
        if a.height != b.height { return b.height - a.height }
        if a.width != b.width { return b.width - a.width }
        return -1
    }
}
