import A11yFindings
import A11yDump

/// Material's `TabLayout` as uiautomator dumps it: a `HorizontalScrollView` (its
/// accessibility class) holding one `LinearLayout` strip of `LinearLayout` tabs,
/// one of them selected. TabLayout 1.2 and later gives the strip collection
/// information and every tab its column and the role description "Tab", which the
/// dump does not record but TalkBack speaks: "selected, Home, Tab, 1 of 3". Dots of
/// a page indicator made with a TabLayout say "Tab, 2 of 4" even without a name.
enum MaterialTabs {
    /// The tab's 1-based place and the number of tabs; nil for any other node.
    static func position(of node: SemanticNode, in tree: ScreenTree) -> (index: Int, count: Int)? {
        guard node.simpleClassName == "LinearLayout", let strip = tree.parent(of: node),
              strip.simpleClassName == "LinearLayout", let layout = tree.parent(of: strip),
              layout.simpleClassName == "HorizontalScrollView", layout.children.count == 1 else { return nil }
        let tabs = strip.children
        guard tabs.count > 1, tabs.allSatisfy({ $0.simpleClassName == "LinearLayout" }),
              tabs.contains(where: { $0.dumped.bool(.selected) == true }),
              let index = tabs.firstIndex(where: { $0 === node }) else { return nil }
        return (index + 1, tabs.count)
    }
}
