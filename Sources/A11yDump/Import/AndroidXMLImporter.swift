import A11yFindings
import A11yYAML

/// Android trees from `uiautomator dump` (`<hierarchy><node class=… >`) and from
/// Appium's UiAutomator2 page source (element names are class names, with extra
/// attributes such as `a11y-important` and `screen-reader-focusable`).
struct AndroidXMLImporter {
    let path: String

    /// The screen of a `<hierarchy>`; frames it cannot take are added to `problems`.
    func screen(from hierarchy: ImportedElement, problems: inout [LocatedDumpProblem]) -> Screen {
        // Each window's root says which app it belongs to: the app, the keyboard or the system.
        let nodes = hierarchy.children.map { window in
            var root = node(window, problems: &problems)
            root.setText(.package, window["package"], at: window.mark(of: "package"))
            return root
        }
        // Several windows (app, system bars, keyboard) sit side by side under one root.
        let root = nodes.count == 1 ? nodes[0]
            : Node(className: "hierarchy", mark: hierarchy.mark, properties: [], children: nodes)
        let app = firstAttribute("package", in: hierarchy)
        var screen = Screen(path: path, documentIndex: 1, platform: .android, name: nil, app: app, density: nil,
                            root: root, mark: hierarchy.mark)
        screen.recordedKeys = hierarchy.recordedKeys(Self.texts + Self.booleans + Self.otherAttributes)
        return screen
    }

    /// Attributes read below with a meaning of their own.
    static let otherAttributes: [(String, DumpKey)] = [
        ("a11y-important", .importantForAccessibility), ("live-region", .accessibilityLiveRegion), ("bounds", .bounds),
        ("package", .package),
    ]

    static let booleans: [(String, DumpKey)] = [
        ("checkable", .checkable), ("checked", .checked), ("clickable", .clickable), ("enabled", .enabled),
        ("focusable", .focusable), ("scrollable", .scrollable), ("long-clickable", .longClickable),
        ("password", .password), ("selected", .selected), ("heading", .heading),
        ("screen-reader-focusable", .screenReaderFocusable), ("visible-to-user", .visibleToUser),
        ("displayed", .visibleToUser),
    ]

    static let texts: [(String, DumpKey)] = [
        ("text", .text), ("content-desc", .contentDescription), ("resource-id", .resourceId), ("hint", .hintText),
        ("pane-title", .paneTitle), ("state-description", .stateDescription), ("error", .error),
    ]

    func node(_ element: ImportedElement, problems: inout [LocatedDumpProblem]) -> Node {
        let className = element["class"].flatMap { $0.isEmpty ? nil : $0 } ?? (element.name == "node" ? "" : element.name)
        var node = Node(className: className, mark: element.mark)
        for (attribute, key) in Self.texts {
            node.setText(key, element[attribute], at: element.mark(of: attribute))
        }
        for (attribute, key) in Self.booleans where !node.has(key) {
            node.setBool(key, element[attribute], at: element.mark(of: attribute))
        }
        // Said for every node, both ways: TalkBack's tree holds exactly the important ones.
        switch element["a11y-important"] {
        case "false": node.set(.importantForAccessibility, .string("no"), at: element.mark(of: "a11y-important"))
        case "true": node.set(.importantForAccessibility, .string("yes"), at: element.mark(of: "a11y-important"))
        default: break
        }
        switch element["live-region"] {
        case "1": node.set(.accessibilityLiveRegion, .string("polite"), at: element.mark(of: "live-region"))
        case "2": node.set(.accessibilityLiveRegion, .string("assertive"), at: element.mark(of: "live-region"))
        default: break
        }
        if let bounds = element["bounds"], let rect = DocumentReader.uiautomatorBounds(bounds),
           let problem = node.setFrame(.bounds, rect, found: "'\(bounds)'", at: element.mark(of: "bounds"), path: path) {
            problems.append(problem)
        }
        node.children = element.children.map { self.node($0, problems: &problems) }
        return node
    }

    private func firstAttribute(_ name: String, in element: ImportedElement) -> String? {
        if let value = element[name], !value.isEmpty { return value }
        for child in element.children {
            if let value = firstAttribute(name, in: child) { return value }
        }
        return nil
    }
}
