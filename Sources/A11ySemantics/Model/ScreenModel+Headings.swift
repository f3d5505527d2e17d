import A11yFindings
import A11yDump

/// The title a screen shows at its top, and where it was found.
public struct ScreenTitle: Sendable {
    /// Where a title sits.
    public enum Bar: Sendable, Equatable {
        /// UINavigationBar, XCUIElementTypeNavigationBar (standard or large title).
        case navigationBar
        /// Android Toolbar, MaterialToolbar or action bar, or a view with id `action_bar_title`/`toolbar_title`.
        case toolbar
        /// A Compose TopAppBar, found by its test tag (or the resource id it shows as).
        case topAppBar
    }

    /// The node that shows the title's text.
    public let node: SemanticNode
    public let bar: Bar
    /// The title's words.
    public let text: String
}

extension ScreenModel {
    /// Whether the dump says which nodes are headings: iOS traits, Android's
    /// `heading`. uiautomator's own dumps, older Appium dumps and XCUITest
    /// descriptions record neither, and there no node is known not to be a heading.
    public var recordsHeadings: Bool {
        platform == .ios ? screen.records(.accessibilityTraits) : screen.records(.heading)
    }

    /// Whether the screen reader calls the title a heading. UIKit gives the title of
    /// a navigation bar the header trait itself, so a title there is a heading on iOS
    /// unless the dump lists the title's traits without it.
    public func isHeading(_ title: ScreenTitle) -> Bool {
        // The heading flag may sit on the title's view or on the stop that speaks it.
        if traits(of: title.node).isHeading || ancestors(of: title.node).contains(where: { traits(of: $0).isHeading }) {
            return true
        }
        return title.bar == .navigationBar && title.node.dumped[.accessibilityTraits] == nil
    }

    /// The screen's visible title: the text of its navigation bar, toolbar, action
    /// bar or top app bar, the first one in tree order that is not hidden; nil when
    /// the screen has none.
    public func screenTitle() -> ScreenTitle? {
        for node in nodes where !isHidden(node) && isJudged(node) {
            guard let bar = Self.bar(of: node, platform: platform) else {
                // A title view named by its id needs no bar around it.
                if platform == .android, let id = node.identifier, Self.titleIDs.contains(where: id.hasSuffix),
                   let text = titleText(of: node) {
                    return ScreenTitle(node: node, bar: .toolbar, text: text)
                }
                continue
            }
            guard let title = titleNode(in: node, bar: bar), let text = titleText(of: title) else { continue }
            return ScreenTitle(node: title, bar: bar, text: text)
        }
        return nil
    }

    /// The kind of bar a node is, by its class or test tag.
    private static func bar(of node: SemanticNode, platform: Platform) -> ScreenTitle.Bar? {
        let name = node.simpleClassName
        if platform == .ios {
            return name == "UINavigationBar" || name == "NavigationBar" || name == "XCUIElementTypeNavigationBar"
                ? .navigationBar : nil
        }
        if toolbarClasses.contains(name) { return .toolbar }
        // Compose test tags show as resource ids where the app exposes them so.
        if let tag = node.identifier?.lowercased(), tag.containsBytes("topappbar") || tag.containsBytes("top_app_bar") {
            return .topAppBar
        }
        return nil
    }

    /// The text node that holds a bar's title: on iOS a static text that is no
    /// button's; on Android a text that is neither clickable nor inside a clickable
    /// part of the bar (a navigation button, an action).
    private func titleNode(in bar: SemanticNode, bar kind: ScreenTitle.Bar) -> SemanticNode? {
        descendants(of: bar).first { node in
            guard !isHidden(node), titleText(of: node) != nil, !traits(of: node).isControl else { return false }
            let between = ancestors(of: node).prefix { $0 !== bar }
            guard !between.contains(where: { traits(of: $0).isControl }) else { return false }
            if kind == .navigationBar { return node.iosClass == .staticText }
            return traits(of: node).role == .none || traits(of: node).role == .staticText
        }
    }

    /// A title's words: the text it shows, else the name the reader gives it.
    private func titleText(of node: SemanticNode) -> String? {
        let text = node.visibleText ?? name(of: node)
        return SpokenText.isEffectivelyEmpty(text) ? nil : text
    }

    private static let toolbarClasses: Set<String> = [
        "Toolbar", "MaterialToolbar", "ActionBarView", "ActionBarContainer", "CenterAlignedTopAppBar", "TopAppBar",
    ]

    private static let titleIDs = [":id/action_bar_title", ":id/toolbar_title"]
}
