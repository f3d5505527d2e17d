import A11yFindings
import A11yDump

/// The items VoiceOver numbers within their bar. The buttons of an iOS tab bar
/// (`UITabBar`, XCUITest's `TabBar`, or a view with the `tabBar` trait) are tabs:
/// VoiceOver says "tab" instead of "button" and the place among the bar's
/// buttons, "Selected, Home, tab, 1 of 4"; WebDriverAgent marks the selected one
/// with the value 1, which VoiceOver does not say. A segmented control
/// (`UISegmentedControl`, XCUITest's `SegmentedControl`) is no element itself:
/// each segment is, a button with its place, "Selected, Today, button, 1 of 3".
struct TabBarItems {
    /// An item's place in its bar, and whether it is a tab (else a segment).
    struct Place {
        let index: Int
        let count: Int
        let isTab: Bool

        /// The place as VoiceOver says it last: "2 of 4".
        var spoken: String { "\(index) of \(count)" }
    }

    private var places: [Int: Place] = [:]

    init(tree: ScreenTree) {
        for bar in tree.nodes {
            let isTab = Self.isTabBar(bar)
            guard isTab || Self.isSegmentedControl(bar) else { continue }
            let items = isTab ? Self.tabs(of: bar, in: tree) : Self.segments(of: bar)
            for (offset, item) in items.enumerated() {
                places[item.order] = Place(index: offset + 1, count: items.count, isTab: isTab)
            }
        }
    }

    /// The item's place in its tab bar or segmented control, or nil.
    func place(of node: SemanticNode) -> Place? {
        places.isEmpty ? nil : places[node.order]
    }

    /// Whether a tab bar button says it is the selected one through its value.
    static func isSelectedByValue(_ node: SemanticNode) -> Bool {
        node.dumped.string(.accessibilityValue) == "1"
    }

    /// Whether VoiceOver treats the node as a tab bar: by its class, or by the `tabBar` trait.
    static func isTabBar(_ node: SemanticNode) -> Bool {
        if tabBars.contains(node.simpleClassName) { return true }
        // Every node is asked: the traits only of one that holds something.
        return !node.children.isEmpty && node.dumped.strings(.accessibilityTraits).contains("tabBar")
    }

    /// Whether the node is a segmented control that shows its segments. One the
    /// dump gives without children is kept as one button, the only way it can be read.
    static func isSegmentedControl(_ node: SemanticNode) -> Bool {
        segmentedControls.contains(node.simpleClassName) && !node.children.isEmpty
    }

    /// A tab bar's tabs: its buttons, and the views the dump marks as elements
    /// (`UITabBarButton` is a private class, an element only when the dump says
    /// so), each without what lies inside it.
    static func tabs(of bar: SemanticNode, in tree: ScreenTree) -> [SemanticNode] {
        var found: [SemanticNode] = []
        func visit(_ node: SemanticNode) {
            for child in node.children {
                let flag = child.dumped.bool(.isAccessibilityElement)
                if flag == true || (flag == nil && child.iosClass == .button) {
                    found.append(child)
                } else {
                    visit(child)
                }
            }
        }
        visit(bar)
        return found
    }

    /// A segmented control's segments: its children that are not hidden and that
    /// the dump does not take out of VoiceOver's reach.
    static func segments(of control: SemanticNode) -> [SemanticNode] {
        control.children.filter { child in
            let n = child.dumped
            return n.bool(.isHidden) != true && n.bool(.accessibilityElementsHidden) != true
                && n.bool(.isAccessibilityElement) != false
        }
    }

    /// Whether the node is a segment of a segmented control.
    static func isSegment(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        guard let parent = tree.parent(of: node), isSegmentedControl(parent) else { return false }
        return node.dumped.bool(.isHidden) != true
    }

    private static let tabBars = NameTable(names: ["XCUIElementTypeTabBar", "UITabBar"])
    private static let segmentedControls = NameTable(names: ["XCUIElementTypeSegmentedControl", "UISegmentedControl",
                                                             "SegmentedControl"])
}
