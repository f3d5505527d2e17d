import A11yFindings
import A11yDump

/// The parts of a screen that are web pages: a web view (WKWebView, UIWebView,
/// XCUITest's `WebView`, Android's `WebView`) and everything below it. A page's
/// nodes come from its HTML, not from UIKit or Android widgets: a `<td>` is a
/// cell, a link in running text is small by design, and the screen reader reads
/// the page with its own web navigation. Rules written for native widgets
/// (role words in names, table rows, steppers, target sizes) skip these nodes.
struct WebContent: Sendable {
    /// The tree-order ranges of the web views' subtrees, outermost only, in order.
    private let ranges: [Range<Int>]

    init(tree: ScreenTree) {
        var ranges: [Range<Int>] = []
        var end = -1
        for node in tree.nodes where node.order >= end && Self.isWebView(node) {
            ranges.append(node.order..<node.subtreeEnd)
            end = node.subtreeEnd
        }
        self.ranges = ranges
    }

    /// Whether the node is a web view or inside one.
    func contains(_ node: SemanticNode) -> Bool {
        guard !ranges.isEmpty else { return false }
        // Few web views on a screen: a binary search would cost more than it saves.
        return ranges.contains { $0.contains(node.order) }
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// Components that are native widgets found by class or layout: inside a page,
    /// what looks like one is HTML laid out alike (a row of a `<table>`, "−" and
    /// "+" links around a number, dots of a carousel, a list of anchors styled as
    /// tabs), and WebKit and Chrome speak it their own way.
    private static let nativeWidgets: [any Component.Type] = [
        PageControl.self, Stepper.self, TableRow.self, TabGroup.self, Tab.self, Carousel.self,
    ]

    /// Takes the native widgets found inside web views out of `found`.
    func removeNativeWidgets(from found: inout ComponentMap, in tree: ScreenTree) {
        guard !ranges.isEmpty else { return }
        let indexes = Self.nativeWidgets.map { $0.index }
        for range in ranges {
            for order in range {
                let node = tree.nodes[order]
                for index in indexes { found.remove(node, index) }
            }
        }
    }

    static func isWebView(_ node: SemanticNode) -> Bool {
        webViewClasses.contains(node.simpleClassName)
    }

    private static let webViewClasses = NameTable(names: [
        "WKWebView", "UIWebView", "XCUIElementTypeWebView", "WebView", "SFSafariView",
    ])
}

extension ScreenModel {
    /// Whether the node belongs to a web page shown inside the app: a web view or
    /// one of its descendants. See `WebContent`.
    public func isWebContent(_ node: SemanticNode) -> Bool {
        webContent.contains(node)
    }

    /// Whether the screen shows any web content.
    public var hasWebContent: Bool { !webContent.isEmpty }
}
