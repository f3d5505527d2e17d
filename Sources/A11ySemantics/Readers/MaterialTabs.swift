import A11yFindings
import A11yDump

/// Tabs that TalkBack numbers although the dump does not say so. Material's
/// `TabLayout` as uiautomator dumps it is a `HorizontalScrollView` (its
/// accessibility class) holding one `LinearLayout` strip of `LinearLayout` tabs,
/// one of them selected; TabLayout 1.2 and later gives the strip collection
/// information and every tab its column and the role description "Tab", which the
/// dump does not record but TalkBack speaks: "selected, Home, Tab, 1 of 3". Dots of
/// a page indicator made with a TabLayout say "Tab, 2 of 4" even without a name.
/// Material's bottom navigation and navigation rail items (`NavigationBarItemView`,
/// a `FrameLayout` in dumps, known by the ids of its icon and labels) do the same
/// within their menu. A Compose `Role.Tab` with collection item information in a
/// collection says its column (or row) the same way.
enum MaterialTabs {
    /// The tab's 1-based place and the number of tabs; nil for any other node.
    /// It reads the tab's strip or bar: a screen's tabs are all numbered at once
    /// by `MaterialTabPlaces`, which reads each strip and bar once.
    static func position(of node: SemanticNode, in tree: ScreenTree) -> (index: Int, count: Int)? {
        tabLayoutPosition(of: node, in: tree) ?? navigationItemPosition(of: node, in: tree)
            ?? collectionPosition(of: node, in: tree)
    }

    private static func tabLayoutPosition(of node: SemanticNode, in tree: ScreenTree) -> (index: Int, count: Int)? {
        guard tabClasses.contains(node.simpleClassName), let strip = tree.parent(of: node),
              let layout = tree.parent(of: strip), let tabs = tabs(of: layout),
              let index = tabs.firstIndex(where: { $0 === node }) else { return nil }
        return (index + 1, tabs.count)
    }

    /// The tabs of a `TabLayout` as dumps show it (one strip of two or more tabs,
    /// one of them selected), in order; nil for any other node.
    static func tabs(of layout: SemanticNode) -> [SemanticNode]? {
        guard layoutClasses.contains(layout.simpleClassName), layout.children.count == 1, let strip = layout.children.first,
              strip.simpleClassName == "LinearLayout" || strip.simpleClassName == "SlidingTabIndicator" else { return nil }
        let tabs = strip.children
        guard tabs.count > 1, tabs.allSatisfy({ tabClasses.contains($0.simpleClassName) }),
              tabs.contains(where: { $0.dumped.bool(.selected) == true }) else { return nil }
        return tabs
    }

    /// Whether the node is the `TabLayout` around such a strip of tabs.
    static func isTabLayout(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        guard layoutClasses.contains(node.simpleClassName), node.children.count == 1,
              let first = node.children.first?.children.first else { return false }
        return tabLayoutPosition(of: first, in: tree) != nil
    }

    private static let tabClasses = NameTable(names: ["LinearLayout", "TabView"])
    private static let layoutClasses = NameTable(names: ["HorizontalScrollView", "TabLayout"])

    // MARK: - Navigation bar items

    private static func navigationItemPosition(of node: SemanticNode, in tree: ScreenTree) -> (index: Int, count: Int)? {
        guard isNavigationItem(node), let menu = tree.parent(of: node) else { return nil }
        let items = navigationItems(of: menu)
        guard items.count > 1, let index = items.firstIndex(where: { $0 === node }) else { return nil }
        return (index + 1, items.count)
    }

    /// The menu's children that are navigation bar or rail items, in order.
    static func navigationItems(of menu: SemanticNode) -> [SemanticNode] {
        menu.children.filter(isNavigationItem)
    }

    /// Whether the node is a Material navigation bar or rail item: by its class, or
    /// as dumps show it, a `FrameLayout` holding the item's icon or labels by their ids.
    static func isNavigationItem(_ node: SemanticNode) -> Bool {
        if navigationItemClasses.contains(node.simpleClassName) { return true }
        guard node.simpleClassName == "FrameLayout" else { return false }
        for child in node.children {
            if isNavigationItemPart(child) { return true }
            if child.children.contains(where: isNavigationItemPart) { return true }
        }
        return false
    }

    private static func isNavigationItemPart(_ node: SemanticNode) -> Bool {
        guard let id = node.identifier, id.contains("navigation_bar_item_") else { return false }
        return id.hasSuffix("navigation_bar_item_icon_view") || id.hasSuffix("navigation_bar_item_icon_container")
            || id.hasSuffix("navigation_bar_item_labels_group")
    }

    private static let navigationItemClasses = NameTable(names: ["BottomNavigationItemView", "NavigationBarItemView",
                                                                 "NavigationRailItemView"])

    // MARK: - Collections

    /// A Compose tab's place from its collection item information, when its parent
    /// gives the collection's size.
    static func collectionPosition(of node: SemanticNode, in tree: ScreenTree) -> (index: Int, count: Int)? {
        let n = node.dumped
        guard n.has(.collectionItemInfo), n.string(.role) == "Tab" || n.string(.roleDescription)?.lowercased() == "tab",
              let item = n.record(.collectionItemInfo), let collection = tree.parent(of: node)?.dumped.record(.collectionInfo)
        else { return nil }
        let rows = collection["rowCount"]?.doubleValue.map { Int($0) } ?? 1
        let columns = collection["columnCount"]?.doubleValue.map { Int($0) } ?? 1
        let horizontal = rows <= 1
        let count = horizontal ? columns : rows
        guard let place = (horizontal ? item["columnIndex"] : item["rowIndex"])?.doubleValue.map({ Int($0) }),
              count > 1, place >= 0, place < count else { return nil }
        return (place + 1, count)
    }
}
