import A11yDump

/// Every tab of one screen that TalkBack numbers, with its place: what
/// `MaterialTabs.position` says of each node, worked out once when the model is
/// built. Asked tab by tab, each answer read all of the tab's strip or bar, so a
/// strip of thousands of tabs took a time that grew with the square of their
/// number; here each strip and bar is read once. A test compares the two on
/// random trees.
struct MaterialTabPlaces {
    private var places: [Int: (index: Int, count: Int)] = [:]

    init(tree: ScreenTree) {
        // `MaterialTabs.position` asks for a tab layout's place first, then a
        // navigation item's, then a collection item's: filled in the other order,
        // each kind replaces the ones it goes before.
        for node in tree.nodes {
            if let place = MaterialTabs.collectionPosition(of: node, in: tree) { places[node.order] = place }
        }
        for menu in tree.nodes where !menu.children.isEmpty {
            let items = MaterialTabs.navigationItems(of: menu)
            guard items.count > 1 else { continue }
            for (offset, item) in items.enumerated() { places[item.order] = (offset + 1, items.count) }
        }
        for layout in tree.nodes {
            guard let tabs = MaterialTabs.tabs(of: layout) else { continue }
            for (offset, tab) in tabs.enumerated() { places[tab.order] = (offset + 1, tabs.count) }
        }
    }

    /// The tab's 1-based place and the number of tabs; nil for any other node.
    func position(of node: SemanticNode) -> (index: Int, count: Int)? {
        places.isEmpty ? nil : places[node.order]
    }
}
