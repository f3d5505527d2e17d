import A11yFindings
import A11yYAML
import Foundation

/// iOS trees from Appium's XCUITest driver (WebDriverAgent page source):
/// `XCUIElementType…` elements with `name`, `label`, `value`, `accessible`,
/// `enabled` and a frame, optionally inside `<AppiumAUT>`. Older tools wrote
/// `<node type="XCUIElementType…">`; those read the same way.
struct IOSXMLImporter {
    let path: String

    /// The screen of a page source; frames it cannot take are added to `problems`.
    func screen(from document: ImportedElement, problems: inout [LocatedDumpProblem]) -> Screen {
        var top = document
        if (document.name == "AppiumAUT" || document.name == "hierarchy"), document.children.count == 1 {
            top = document.children[0]
        }
        var root = node(top, problems: &problems)
        // Sources without `accessible` (old WebDriverAgent, printed descriptions):
        // a leaf `Other` with a label names itself and holds nothing, so it is taken
        // for an element (React Native's touchables are exposed so).
        if !top.anyCarries("accessible") { Self.markLabelledLeaves(&root) }
        let app = top.name.hasSuffix("Application") || top["type"] == "XCUIElementTypeApplication" ? top["name"] : nil
        var screen = Screen(path: path, documentIndex: 1, platform: .ios, name: nil, app: app, density: nil,
                            root: root, mark: top.mark)
        screen.recordedKeys = top.recordedKeys(Self.attributes)
        return screen
    }

    private static func markLabelledLeaves(_ node: inout Node) {
        for index in node.children.indices { markLabelledLeaves(&node.children[index]) }
        guard node.children.isEmpty, node.className.hasSuffix("Other"), !node.has(.isAccessibilityElement),
              let label = node.string(.accessibilityLabel), label.contains(where: { !$0.isWhitespace }),
              !ScrollIndicator.isIndicator(label: label) else { return }
        node.set(.isAccessibilityElement, .bool(true), at: node.mark)
    }

    /// The attributes read below and the keys they become.
    static let attributes: [(String, DumpKey)] = [
        ("label", .accessibilityLabel), ("value", .accessibilityValue), ("name", .accessibilityIdentifier),
        ("placeholderValue", .placeholder), ("accessible", .isAccessibilityElement), ("enabled", .isEnabled),
        ("selected", .isSelected), ("traits", .accessibilityTraits), ("x", .frame),
    ]

    /// WebDriverAgent's trait names, as our dump format spells them.
    static let traits: [String: String] = [
        "Button": "button", "Link": "link", "Header": "header", "SearchField": "searchField", "Image": "image",
        "Selected": "selected", "PlaysSound": "playsSound", "KeyboardKey": "keyboardKey", "StaticText": "staticText",
        "SummaryElement": "summaryElement", "NotEnabled": "notEnabled", "UpdatesFrequently": "updatesFrequently",
        "StartsMediaSession": "startsMediaSession", "Adjustable": "adjustable",
        "AllowsDirectInteraction": "allowsDirectInteraction", "CausesPageTurn": "causesPageTurn", "TabBar": "tabBar",
        "ToggleButton": "toggleButton", "SupportsZoom": "supportsZoom",
    ]

    func node(_ element: ImportedElement, problems: inout [LocatedDumpProblem]) -> Node {
        let className = element["type"].flatMap { $0.isEmpty ? nil : $0 } ?? element.name
        var node = Node(className: className, mark: element.mark)
        let label = element["label"]
        node.setText(.accessibilityLabel, label, at: element.mark(of: "label"))
        // WebDriverAgent reports a static text's text as its `value`, a copy of what
        // the label says; VoiceOver does not speak it as a value.
        let isStaticText = className.hasSuffix("StaticText")
        node.setText(isStaticText ? .text : .accessibilityValue, element["value"], at: element.mark(of: "value"))
        // WebDriverAgent's `name` is the identifier when there is one, else the label again.
        if let name = element["name"], !name.isEmpty, name != label {
            node.set(.accessibilityIdentifier, .string(name), at: element.mark(of: "name"))
        }
        node.setText(.placeholder, element["placeholderValue"], at: element.mark(of: "placeholderValue"))
        node.setBool(.isAccessibilityElement, element["accessible"], at: element.mark(of: "accessible"))
        node.setBool(.isEnabled, element["enabled"], at: element.mark(of: "enabled"))
        node.setBool(.isSelected, element["selected"], at: element.mark(of: "selected"))
        if let traits = element["traits"] {
            let names = traits.split(separator: ",").compactMap { Self.traits[$0.trimmingCharacters(in: .whitespaces)] }
            if !names.isEmpty { node.set(.accessibilityTraits, .strings(names), at: element.mark(of: "traits")) }
        }
        if let x = element["x"], let y = element["y"], let width = element["width"], let height = element["height"],
           let rect = Self.frame(x: x, y: y, width: width, height: height) {
            let found = ValueType.quotedFrame(x: x, y: y, width: width, height: height)
            if let problem = node.setFrame(.frame, rect, found: found, at: element.mark(of: "x"), path: path) {
                problems.append(problem)
            }
        }
        node.children = element.children.map { self.node($0, problems: &problems) }
        return node
    }

    /// The rectangle the four attributes spell, when each is a number.
    private static func frame(x: String, y: String, width: String, height: String) -> Rect? {
        guard let x = Double(x), let y = Double(y), let width = Double(width), let height = Double(height) else {
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
