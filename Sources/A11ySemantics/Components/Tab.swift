import A11yFindings
import A11yDump

/// One tab: an item of a tab group (`TabGroup` marks them), or a node the screen
/// reader calls a tab wherever it stands: Compose `Role.Tab`, Material's tabs and
/// navigation items, a button of an iOS tab bar, XCUITest's `Tab`, or a node whose
/// role description is "Tab". The dots of a TabLayout used as a page indicator
/// are a page control's, not tabs.
public enum Tab: Component {
    public static let name = "tab"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: ["XCUIElementTypeTab", "UITabBarButton", "BottomNavigationItemView",
                                                      "NavigationBarItemView", "NavigationRailItemView"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in TabGroup.isTabByRole(node, in: screen) }
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let pageControl = PageControl.index
        for control in screen.tree.nodes where found.contains(control, pageControl) {
            for dot in screen.tree.descendants(of: control) { found.remove(dot, index) }
        }
    }
}
