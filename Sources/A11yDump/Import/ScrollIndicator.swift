/// UIKit's scroll indicators: the thin bars a scroll view, table or collection
/// view draws along its edge only while it scrolls. XCTest lists them ("Vertical
/// scroll bar, 3 pages" with a value such as "35%"), with an accessibility frame
/// widened to 30 points, but at rest they are not drawn, take no touches and
/// VoiceOver does not move to them with a swipe: they are neither stops nor
/// anything that covers one. WebDriverAgent marks them not accessible; importers
/// of formats without that flag leave them out of the elements by their label.
public enum ScrollIndicator {
    /// Whether an element's label is XCTest's English label for an indicator.
    static func isIndicator(label: String?) -> Bool {
        guard let label else { return false }
        return label.hasPrefix("Vertical scroll bar") || label.hasPrefix("Horizontal scroll bar")
    }

    /// Whether a container of this class (by simple name) draws scroll indicators.
    public static func drawsIndicators(_ containerSimpleName: String) -> Bool {
        scrollingClasses.contains(containerSimpleName)
    }

    /// Whether a node of a container that draws indicators is one, by what UIKit
    /// gives one in any language: no element, at most 30 points across, with the
    /// adjustable trait or a value that is the scrolled share ("0%"); or the
    /// indicator's own class in our YAML format.
    public static func isIndicator(_ node: Node, simpleName: String) -> Bool {
        if indicatorClasses.contains(simpleName) { return true }
        guard otherClasses.contains(simpleName), node.bool(.isAccessibilityElement) != true, let frame = node.rect,
              min(frame.width, frame.height) <= thickness else { return false }
        let adjustable = node.strings(.accessibilityTraits).contains { $0.lowercased() == "adjustable" }
        let share = node.string(.accessibilityValue).map { $0.hasSuffix("%") && Double($0.dropLast()) != nil }
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
