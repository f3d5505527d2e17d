import A11yFindings
import A11yYAML

extension ElementReading {
    /// The screen of a finished tree; nil when no element was read.
    func screen(from builder: NodeBuilder, documentIndex: Int = 1) -> Screen? {
        guard let document = builder.root else { return nil }
        var screen: Screen
        switch platform {
        case .android:
            // Several windows (app, system bars, keyboard) sit side by side under one root.
            let root = document.children.count == 1 ? document.children[0]
                : Node(className: "hierarchy", mark: document.mark, children: document.children)
            screen = Screen(path: builder.path, documentIndex: documentIndex, platform: .android, app: builder.facts.firstPackage,
                            root: root, mark: document.mark)
        case .ios:
            // Appium wraps the application in `<AppiumAUT>`, older tools in `<hierarchy>`.
            var root = document
            var top = builder.facts.root
            if let name = top?.name, name == "AppiumAUT" || name == "hierarchy", document.children.count == 1 {
                root = document.children[0]
                top = builder.facts.firstChild
            }
            // Sources without `accessible` (old WebDriverAgent, printed descriptions):
            // a leaf `Other` with a label names itself and holds nothing, so it is taken
            // for an element (React Native's touchables are exposed so).
            if !builder.recordedKeys.contains(.isAccessibilityElement) { Self.markLabelledLeaves(&root) }
            let app = top?.isApplication == true ? top?.identifier : nil
            screen = Screen(path: builder.path, documentIndex: documentIndex, platform: .ios, app: app, root: root,
                            mark: root.mark)
        }
        screen.recordedKeys = builder.recordedKeys
        return screen
    }

    private static func markLabelledLeaves(_ node: inout Node) {
        for index in node.children.indices { markLabelledLeaves(&node.children[index]) }
        guard node.children.isEmpty, node.className.hasSuffix("Other"), !node.has(.isAccessibilityElement),
              let label = node.string(.accessibilityLabel), label.contains(where: { !$0.isWhitespace }),
              !ScrollIndicator.isIndicator(label: label) else { return }
        node.set(.isAccessibilityElement, .bool(true), at: node.mark)
    }
}
