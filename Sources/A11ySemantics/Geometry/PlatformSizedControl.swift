/// iOS controls whose size UIKit fixes: a UISwitch is 51 × 31 points, a
/// segmented control 32 points tall, a UIStepper 94 × 32, a page control's
/// dots a few points. An app cannot make them larger without replacing them,
/// and UIKit widens what takes their touches beyond the frame that the
/// accessibility tree reports, so a size check has nothing to ask of them.
/// SwiftUI's toggles and pickers, whose elements span their rows, need no
/// exception. Android's widgets take the size the app gives them (Material
/// pads them to 48 dp), so nothing on Android is exempt.
enum PlatformSizedControl {
    private static let classes = NameTable(names: [
        "UISwitch", "XCUIElementTypeSwitch", "UISegment", "UIStepper", "XCUIElementTypeStepper",
        "UIPageControl", "XCUIElementTypePageIndicator",
    ])
    /// A segment takes its container's fixed height.
    private static let segmentContainers = NameTable(names: ["UISegmentedControl", "XCUIElementTypeSegmentedControl"])

    static func matches(_ node: SemanticNode, parent: SemanticNode?) -> Bool {
        classes.contains(node.simpleClassName) || parent.map { segmentContainers.contains($0.simpleClassName) } == true
    }
}

extension ScreenModel {
    /// Whether the node is an iOS control whose size UIKit fixes (`PlatformSizedControl`).
    public func hasPlatformFixedSize(_ node: SemanticNode) -> Bool {
        platform == .ios && PlatformSizedControl.matches(node, parent: parent(of: node))
    }
}
