import A11yFindings
import A11yDump

/// The buttons of iOS tab bars (`UITabBar`, XCUITest's `TabBar`). VoiceOver calls
/// each a tab and says its place among the bar's buttons: "Selected, Home, tab,
/// 1 of 4". WebDriverAgent marks the selected one with the value 1, which
/// VoiceOver does not say.
struct TabBarItems {
    private var positions: [Int: (index: Int, count: Int)] = [:]

    init(tree: ScreenTree) {
        for bar in tree.nodes where Self.tabBars.contains(bar.simpleClassName) {
            let buttons = tree.descendants(of: bar).filter { IOSClass.of($0.simpleClassName) == .button }
            for (offset, button) in buttons.enumerated() {
                positions[button.order] = (offset + 1, buttons.count)
            }
        }
    }

    /// The button's 1-based place in its tab bar and the number of tabs, or nil.
    func position(of node: SemanticNode) -> (index: Int, count: Int)? {
        positions.isEmpty ? nil : positions[node.order]
    }

    /// Whether a tab bar button says it is the selected one through its value.
    static func isSelectedByValue(_ node: SemanticNode) -> Bool {
        node.dumped.string(.accessibilityValue) == "1"
    }

    private static let tabBars = NameTable(names: ["XCUIElementTypeTabBar", "UITabBar"])
}
