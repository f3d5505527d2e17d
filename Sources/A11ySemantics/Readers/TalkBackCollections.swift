import A11yFindings
import A11yDump

/// What TalkBack adds after a stop's description when the focus crosses into
/// or out of a collection (its `CollectionState`): "in list", "in list, 4
/// items", "in grid", "in pager" on the way in, "out of list" on the way out.
/// A collection is a node with collection information: list and grid views,
/// recycler views, pagers and Material's tab strip. The dump records no
/// collection information, so the kind comes from the class, and the item count
/// only where the dump shows every item (a tab strip); a recycler view's count is
/// its adapter's, which no dump holds, so TalkBack's count is left out there.
enum TalkBackCollections {
    enum Kind: String {
        case list, grid, pager
    }

    /// The words said on arriving at `stop` from `previous` (nil: the first stop),
    /// or "" when the focus stays within the same collections.
    static func change(from previous: SemanticNode?, to stop: SemanticNode, in tree: ScreenTree,
                       collections: ScreenCollections) -> String {
        let current = collection(around: stop, in: tree, collections: collections)
        let before = previous.flatMap { collection(around: $0, in: tree, collections: collections) }
        if current?.node === before?.node { return "" }
        // Entering a collection, also straight from another one: TalkBack announces the new one.
        if let current, previous.map({ !current.node.contains($0) }) ?? true {
            let count = current.count.map { ", \($0) item\($0 == 1 ? "" : "s")" } ?? ""
            return "in \(current.kind.rawValue)\(count)"
        }
        // Leaving for the screen around it or for a collection that holds it.
        guard let before else { return "" }
        return "out of \(before.kind.rawValue)"
    }

    /// The innermost collection holding the node (the node itself excepted).
    private static func collection(around node: SemanticNode, in tree: ScreenTree, collections: ScreenCollections)
        -> (node: SemanticNode, kind: Kind, count: Int?)? {
        var current = tree.parent(of: node)
        while let ancestor = current {
            if let found = collections.kind(of: ancestor) { return (ancestor, found.kind, found.count) }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// The collection a node is, by its class, with its item count when the dump
    /// shows it; nil for any other node. A recycler view is a grid when its items
    /// stand in more than one row and more than one column. This reads all of a
    /// list's items: the model asks it once per node (`ScreenCollections`).
    static func kind(of node: SemanticNode, in tree: ScreenTree) -> (kind: Kind, count: Int?)? {
        switch node.simpleClassName {
        case "ListView", "ExpandableListView", "WearableRecyclerView": return (.list, nil)
        case "GridView", "HorizontalGridView", "VerticalGridView": return (.grid, nil)
        case "ViewPager", "ViewPager2": return (.pager, nil)
        case "RecyclerView":
            // ViewPager2 pages through a recycler view of its own: that is the pager, not a list in it.
            if tree.parent(of: node)?.simpleClassName == "ViewPager2" { return nil }
            return (isGrid(node.children) ? .grid : .list, nil)
        case "HorizontalScrollView":
            // Material's TabLayout: its strip of tabs is a one-row list.
            guard let tab = node.children.first?.children.first,
                  let place = MaterialTabs.position(of: tab, in: tree) else { return nil }
            return (.list, place.count)
        default: return nil
        }
    }

    private static func isGrid(_ items: [SemanticNode]) -> Bool {
        let frames = items.compactMap(\.dumped.rect).filter { !$0.isEmpty }
        let rows = Set(frames.map(\.y)), columns = Set(frames.map(\.x))
        return rows.count > 1 && columns.count > 1 && rows.count < frames.count
    }
}
