import A11yFindings
import A11yDump

/// A tab group: a row of mutually exclusive tabs, one of which shows its content
/// (a tab bar, a segmented control, top tabs). On iOS a tab bar (`UITabBar`,
/// XCUITest's `TabBar`, or a view with the `tabBar` trait) and a segmented
/// control (`UISegmentedControl`, XCUITest's `SegmentedControl`). On Android
/// `TabWidget`, Material's bottom navigation and navigation rail, a `TabLayout`
/// whose tabs carry names (one of unnamed dots, or of tabs named "Page 2 of 3", is
/// a page control), a row of Compose `Role.Tab`, and custom bars: a container
/// whose id says it holds tabs, or whose items say "Tab 1 of 4" in their names.
public enum TabGroup: Component {
    public static let name = "tab-group"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: [
        "UITabBar", "XCUIElementTypeTabBar", "UISegmentedControl", "XCUIElementTypeSegmentedControl", "SegmentedControl",
        "TabWidget", "BottomNavigationView", "NavigationBarView", "NavigationRailView", "BottomNavigationMenuView",
        "NavigationBarMenuView", "NavigationRailMenuView", "TabRow", "ScrollableTabRow", "PrimaryTabRow",
        "SecondaryTabRow", "PrimaryScrollableTabRow", "SecondaryScrollableTabRow",
    ])

    /// A `TabLayout` with named tabs, a view with the `tabBar` trait, a container
    /// whose id says tabs and whose items look like tabs, and the parent of two or
    /// more tabs (Compose `Role.Tab`, Material's navigation items, items named
    /// "Tab 2 of 4").
    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            if let kind = tabLayoutKind(of: node, in: screen) { return kind == .tabs }
            guard !node.children.isEmpty else { return false }
            if TabBarItems.isTabBar(node) { return true }
            if TabGroupWords.idSaysTabs(node), isBarOfTabs(items(of: node, in: screen, tabLike: false), in: screen) { return true }
            guard node.children.count >= 2 else { return false }
            return holdsTabs(node, in: screen) || isRowWithOneSelected(node, in: screen)
        }
    }

    /// A row of pressable items of one class, side by side and each with words,
    /// exactly one of which shows as selected, on itself or only on what it holds
    /// (its icon and label), in the top or bottom fifth of its window: a custom
    /// tab bar. One selected among siblings is what
    /// tabs and segmented controls are; a list's rows stand one above another.
    static func isRowWithOneSelected(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        // A list's items say their place already, and a row of chips in a list is no tab bar.
        guard node.classFacts.map({ !$0.isList && !$0.isScrollingContainer }) ?? true,
              node.dumped.bool(.scrollable) != true else { return false }
        let items = node.children.filter { !screen.hidden[$0.order] }
        guard items.count >= 2, let first = items.first, let row = first.dumped.rect, !row.isEmpty,
              items.allSatisfy({ $0.simpleClassName == first.simpleClassName && screen.isPressable($0) }) else {
            return false
        }
        let level = items.allSatisfy { item in
            guard let frame = item.dumped.rect, !frame.isEmpty else { return false }
            return frame.midY >= row.minY && frame.midY <= row.maxY
        }
        guard level, items.allSatisfy({ !SpokenText.isEffectivelyEmpty(words(of: $0, in: screen.tree)) }) else {
            return false
        }
        // A bar stands at the top or the bottom of its window (tabs under the app
        // bar, a bottom navigation); a row of choices inside the content (sizes on a
        // product page, a filter) is no tab bar.
        guard let window = screen.tree.ancestors(of: node).last(where: { $0.dumped.rect.map { !$0.isEmpty } == true })?
            .dumped.rect else { return false }
        let edgeBand = window.height * 0.2
        guard row.maxY <= window.minY + edgeBand || row.minY >= window.maxY - edgeBand else { return false }
        let selected = items.filter { item in screen.tree.subtree(of: item).contains { $0.dumped.bool(.selected) == true } }
        return selected.count == 1
    }

    /// Whether the tab shows as selected only on what it holds (its icon or label),
    /// not on itself: TalkBack reads the held nodes' words but never their
    /// "selected", so the state does not reach the user.
    public static func showsSelectedOnlyInside(_ tab: SemanticNode, in model: ScreenModel) -> Bool {
        let focused = model.stops(within: tab).map(\.node)
        guard !focused.isEmpty, !focused.contains(where: { $0.dumped.bool(.selected) == true }) else { return false }
        return model.subtree(of: tab).contains { $0.dumped.bool(.selected) == true }
    }

    /// What a `TabLayout` holds: tabs with names, or the dots of a page indicator.
    public enum LayoutKind: Sendable {
        case tabs
        case dots
    }

    /// For a `TabLayout` (by class, or Material's strip of tabs as dumps show it):
    /// whether its tabs carry names other than page positions (tabs), or are
    /// unnamed or named by their page ("Page 2 of 3", "Second page": dots). Nil for
    /// any other node.
    public static func tabLayoutKind(of node: SemanticNode, in screen: DetectionInput) -> LayoutKind? {
        guard node.simpleClassName == "TabLayout" || MaterialTabs.isTabLayout(node, in: screen.tree) else { return nil }
        return itemsKind(of: node, in: screen)
    }

    /// Whether the items of the first level below the node with more than one
    /// carry names other than page positions (tabs) or not (dots); nil for fewer
    /// than two items.
    static func itemsKind(of node: SemanticNode, in screen: DetectionInput) -> LayoutKind? {
        namesKind(of: items(of: node, in: screen, tabLike: false), in: screen.tree)
    }

    /// Whether the items carry names other than page positions (tabs) or not
    /// (dots); nil for fewer than two items.
    static func namesKind(of items: [SemanticNode], in tree: ScreenTree) -> LayoutKind? {
        guard items.count >= 2 else { return nil }
        return items.contains { !TabGroupWords.isPageName(words(of: $0, in: tree)) } ? .tabs : .dots
    }

    /// The words a node shows or is described by: its own, else the first of its descendants'.
    static func words(of node: SemanticNode, in tree: ScreenTree) -> String {
        for current in tree.subtree(of: node) {
            let n = current.dumped
            for key in [DumpKey.contentDescription, .accessibilityLabel, .text, .title] {
                if let text = n.string(key), !SpokenText.isEffectivelyEmpty(text) { return text }
            }
        }
        return ""
    }

    /// Whether the items of a container whose id says tabs look like tabs: all
    /// pressable or selected, and one selected or at least three (a wizard's
    /// "bottom navigation" is two buttons, Back and Next). A list or pager whose id
    /// says tabs (a browser's open tabs) holds something else.
    private static func isBarOfTabs(_ items: [SemanticNode], in screen: DetectionInput) -> Bool {
        guard items.count >= 2,
              items.allSatisfy({ screen.isPressable($0) || screen.traits(of: $0).selected == .yes }) else { return false }
        return items.count >= 3 || items.contains { screen.traits(of: $0).selected == .yes }
    }

    /// Whether two or more of the node's children are tabs: the reader calls them
    /// tabs (Compose `Role.Tab`, Material's tabs and navigation items), or they are
    /// pressable and their names say "Tab 2 of 4". Tabs of a `TabLayout`'s strip
    /// belong to the layout.
    private static func holdsTabs(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        // Roles first, and names only of pressable children when two could still be tabs:
        // every container of a screen is asked.
        var tabs = 0
        var pressable: [SemanticNode] = []
        for child in node.children {
            if isTabByRole(child, in: screen) { tabs += 1 } else if screen.isPressable(child) { pressable.append(child) }
        }
        guard tabs + pressable.count >= 2 else { return false }
        if let parent = screen.tree.parent(of: node), tabLayoutKind(of: parent, in: screen) != nil { return false }
        // Such tabs come together: two pressable children that are not tabs end the search (a long list).
        var others = 0
        for child in pressable where tabs < 2 && others < 2 {
            if TabGroupWords.namesItselfTab(child) { tabs += 1 } else { others += 1 }
        }
        return tabs >= 2
    }

    static func isTabByRole(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        screen.traits(of: node).role == .tab
            || screen.tree.platform == .android && node.dumped.string(.roleDescription)?.lowercased() == "tab"
    }

    // MARK: - Parts

    /// The tabs of a group, in reading order: a tab bar's buttons, a segmented
    /// control's segments, else the items of the first level below the group that
    /// holds more than one (leaving out what is neither pressable, selected nor a
    /// tab: an indicator line, a divider). Hidden ones are left out.
    public static func tabs(of group: SemanticNode, in model: ScreenModel) -> [SemanticNode] {
        tabs(of: group, in: model.detectionInput)
    }

    static func tabs(of group: SemanticNode, in screen: DetectionInput) -> [SemanticNode] {
        if TabBarItems.isTabBar(group) {
            return TabBarItems.tabs(of: group, in: screen.tree).filter { !screen.hidden[$0.order] }
        }
        if TabBarItems.isSegmentedControl(group) {
            return TabBarItems.segments(of: group).filter { !screen.hidden[$0.order] }
        }
        return items(of: group, in: screen)
    }

    /// The first level below the node with more than one visible node; with
    /// `tabLike`, only those a user can press, that are selected or that are tabs.
    private static func items(of node: SemanticNode, in screen: DetectionInput, tabLike: Bool = true) -> [SemanticNode] {
        var level = node.children.filter { !screen.hidden[$0.order] }
        while level.count == 1 { level = level[0].children.filter { !screen.hidden[$0.order] } }
        guard tabLike else { return level }
        return level.filter { item in
            screen.isPressable(item) || screen.traits(of: item).selected == .yes || isTabByRole(item, in: screen)
        }
    }

    /// Whether a name says the tab is selected, in words ("Home, selected"): the
    /// state then reaches the user only as part of the name.
    public static func nameSaysSelected(_ name: String) -> Bool {
        TabGroupWords.nameSaysSelected(name)
    }

    // MARK: - Corrections

    /// A group inside another group or inside a page control is part of it (a
    /// bottom navigation view's menu; the strip of a TabLayout used as dots). The
    /// tabs of every group are tabs; and tabs no group holds (a class the
    /// configuration maps to `tab`) make their parent a group when it holds two.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let tree = screen.tree
        let pageControl = PageControl.index
        let tab = Tab.index
        func insideGroupOrPageControl(_ node: SemanticNode) -> Bool {
            tree.ancestors(of: node).contains { found.contains($0, index) || found.contains($0, pageControl) }
        }
        for node in tree.nodes where found.contains(node, tab) && !insideGroupOrPageControl(node) {
            guard let parent = tree.parent(of: node), !found.contains(parent, index),
                  parent.children.filter({ found.contains($0, tab) }).count >= 2 else { continue }
            found.insert(parent, index)
        }
        let groups = tree.nodes.filter { found.contains($0, index) }
        for group in groups where insideGroupOrPageControl(group) {
            found.remove(group, index)
        }
        for group in groups where found.contains(group, index) {
            for item in tabs(of: group, in: screen) { found.insert(item, tab) }
        }
    }
}
