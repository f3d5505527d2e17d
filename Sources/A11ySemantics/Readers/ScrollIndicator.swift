import A11yDump

/// UIKit's scroll indicators: the thin bars a scroll view, table or collection
/// view draws along its edge only while it scrolls. XCUITest and WebDriverAgent
/// list them (as `Other`, "Vertical scroll bar, 3 pages", 0%), with an
/// accessibility frame widened to 30 points, but at rest they are not drawn, take
/// no touches and VoiceOver does not visit them: they are neither stops nor
/// anything that covers one.
enum ScrollIndicator {
    /// Whether the node is a scroll indicator of its parent.
    static func isIndicator(_ node: SemanticNode, parent: SemanticNode) -> Bool {
        guard scrollingClasses.contains(parent.simpleClassName) else { return false }
        if indicatorClasses.contains(node.simpleClassName) { return true }
        guard otherClasses.contains(node.simpleClassName), node.dumped.bool(.isAccessibilityElement) != true,
              let frame = node.dumped.rect, min(frame.width, frame.height) <= thickness else { return false }
        // What UIKit gives the indicator: the adjustable trait, or a value that is the scrolled share.
        let adjustable = node.dumped.strings(.accessibilityTraits).contains { $0.lowercased() == "adjustable" }
        let share = node.dumped.string(.accessibilityValue).map { $0.hasSuffix("%") && Double($0.dropLast()) != nil }
        return adjustable || share == true
    }

    /// The widest an indicator's frame is across, in points.
    static let thickness = 31.0

    private static let scrollingClasses: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView", "XCUIElementTypeScrollView",
        "XCUIElementTypeTable", "XCUIElementTypeCollectionView", "XCUIElementTypeTextView", "ScrollView", "Table",
        "CollectionView", "TextView",
    ]
    private static let indicatorClasses: Set<String> = ["_UIScrollViewScrollIndicator", "UIScrollViewScrollIndicator"]
    private static let otherClasses: Set<String> = ["XCUIElementTypeOther", "Other"]
}
