import A11yFindings
import A11yYAML

/// Trees from `maestro hierarchy`: nested `{"attributes": {…}, "children": […]}`
/// JSON. The JSON is read with our YAML loader (JSON is YAML in flow style), so
/// every node and attribute keeps its position.
///
/// Android trees carry a `class` attribute; iOS trees carry none, and no element
/// type or `accessible` flag either, so for iOS the deepest node that speaks
/// (a label or a value) is taken to be the VoiceOver element (see
/// `markSpeakingElements`). A commands log from `maestro test --debug-output`
/// holds such a tree for each command that failed.
struct MaestroImporter {
    let path: String
    let limits: LoadLimits

    /// The line `maestro hierarchy` prints before the JSON when its output is saved whole.
    static let preamble = Array("Running on ".utf8)

    func load(_ bytes: UnsafeBufferPointer<UInt8>) -> LoadResult {
        let documents: [YAMLValue]
        do {
            documents = try YAMLValue.documents(of: Self.blankingPreamble(bytes), limits: limits.yaml)
        } catch {
            return LoadResult(errors: [Self.asJSONError(InputError(path: path, error))])
        }
        guard documents.count == 1, let top = documents.first else {
            return LoadResult(errors: [InputError(path: path, mark: documents.first?.mark ?? .start,
                                                  problem: .unknownJSON)])
        }
        if Self.isHierarchy(top) { return load(hierarchy: top, index: 1) }
        guard let commands = top.items, commands.contains(where: Self.isCommand) else {
            return LoadResult(errors: [InputError(path: path, mark: top.mark, problem: .unknownJSON)])
        }
        // A commands log keeps the screen only where a command failed, under
        // `metadata.error.hierarchyRoot`; each such tree is one screen.
        let hierarchies = commands.compactMap { $0["metadata"]?["error"]?["hierarchyRoot"] }.filter(Self.isHierarchy)
        guard !hierarchies.isEmpty else {
            return LoadResult(errors: [InputError(path: path, mark: top.mark, problem: .maestroCommandsWithoutScreen)])
        }
        var result = LoadResult()
        for (offset, hierarchy) in hierarchies.enumerated() {
            let loaded = load(hierarchy: hierarchy, index: offset + 1)
            result.screens += loaded.screens
            result.problems += loaded.problems
            result.errors += loaded.errors
        }
        return result
    }

    /// One tree of `{"attributes": …, "children": …}` nodes as the screen numbered `index` in the file.
    private func load(hierarchy top: YAMLValue, index: Int) -> LoadResult {
        let isAndroid = Self.hasClass(top)
        var builder = NodeBuilder(reading: isAndroid ? .maestroAndroid : .maestroIOS, limits: limits, path: path)
        do {
            try emit(top, depth: 0, isAndroid: isAndroid, into: &builder)
        } catch {
            return LoadResult(errors: [InputError(path: path, mark: error.mark, problem: error.problem)])
        }
        // The root's children are applications: the app first (its label is the
        // app's name), then SpringBoard with the status bar. Each says it is no element.
        let hasApps = !(top["children"]?.items ?? []).isEmpty
        if !isAndroid, hasApps { builder.record([.isAccessibilityElement]) }
        guard var screen = builder.reading.screen(from: builder, documentIndex: index) else { return LoadResult() }
        if !isAndroid {
            for app in screen.root.children.indices {
                screen.root.children[app].setInKeyOrder(.isAccessibilityElement, .bool(false),
                                                       at: screen.root.children[app].mark, platform: .ios)
                for child in screen.root.children[app].children.indices {
                    _ = Self.markSpeakingElements(&screen.root.children[app].children[child])
                }
            }
            screen.app = screen.root.children.first?.string(.accessibilityLabel)
            for app in screen.root.children.indices.dropFirst() {
                screen.root.children[app].setText(.package, Self.springBoard, at: screen.root.children[app].mark)
            }
        }
        var result = LoadResult()
        result.append(screen, problems: builder.problems)
        return result
    }

    /// Hands a node and its subtree to the builder, each node as an element named as
    /// its platform's sources name it: Android nodes `node` (Maestro wraps the windows
    /// in nodes without a class, which stand for uiautomator's `<hierarchy>`), iOS ones
    /// `XCUIElementTypeOther`, the root's children `XCUIElementTypeApplication`, and a
    /// node with a placeholder `XCUIElementTypeTextField`.
    private func emit(_ value: YAMLValue, depth: Int, isAndroid: Bool,
                      into builder: inout NodeBuilder) throws(LoadFailure) {
        var element = SourceElement(name: "", mark: value.mark)
        for entry in value["attributes"]?.entries ?? [] {
            guard let text = entry.value.string else { continue }
            element.add(entry.key, text, at: entry.value.mark)
        }
        if isAndroid {
            element.name = depth == 0 || (element["class"]?.isEmpty ?? true) ? "hierarchy" : "node"
            // Only a checkable view can be checked; Maestro leaves `checkable` out.
            if element["checked"] == "true", !element.has("checkable") {
                element.add("checkable", "true", at: element.mark(of: "checked"))
            }
        } else {
            // Maestro gives no element types; only text inputs have a placeholder (XCTest's
            // `placeholderValue`, empty for everything else), so one that has one is a text field.
            let hasPlaceholder = !(element["hintText"]?.isEmpty ?? true)
            element.name = depth == 1 ? "XCUIElementTypeApplication"
                : hasPlaceholder ? "XCUIElementTypeTextField" : "XCUIElementTypeOther"
            if element["accessibilityText"]?.isEmpty ?? true, let title = element["title"], !title.isEmpty {
                element.set("accessibilityText", title, at: element.mark(of: "title"))
            }
        }
        try builder.start(element)
        for child in value["children"]?.items ?? [] {
            try emit(child, depth: depth + 1, isAndroid: isAndroid, into: &builder)
        }
        try builder.end()
    }

    /// Whether the content looks like Maestro's output: an object (after the
    /// optional "Running on …" lines) whose first key is `attributes` or
    /// `children`, or a commands log: an array whose first object's first key is `command`.
    static func looksLikeHierarchy(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = jsonStart(bytes)
        guard start < bytes.count else { return false }
        if bytes[start] == UInt8(ascii: "{") {
            return startsWithKey(["attributes", "children"], bytes, after: start)
        }
        guard bytes[start] == UInt8(ascii: "[") else { return false }
        let object = DumpFormat.contentStart(bytes, from: start + 1)
        return object < bytes.count && bytes[object] == UInt8(ascii: "{")
            && startsWithKey(["command"], bytes, after: object)
    }

    /// Whether the first key of the object that opens at `brace` is one of `keys`.
    private static func startsWithKey(_ keys: [String], _ bytes: UnsafeBufferPointer<UInt8>, after brace: Int) -> Bool {
        let index = DumpFormat.contentStart(bytes, from: brace + 1)
        for key in keys {
            let utf8 = Array("\"\(key)\"".utf8)
            if index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 { return true }
        }
        return false
    }

    /// How many lines of terminal output may stand between "Running on" and the JSON
    /// (Maestro also prints a driver line such as "None: " on iOS).
    private static let preambleLines = 4

    /// Where the JSON starts: after a byte-order mark, white space and the "Running on" lines.
    static func jsonStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = DumpFormat.contentStart(bytes)
        guard index + preamble.count <= bytes.count, Array(bytes[index..<index + preamble.count]) == preamble else {
            return index
        }
        for _ in 0..<preambleLines {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            index = DumpFormat.contentStart(bytes, from: index)
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") { break }
        }
        return index
    }

    /// The bytes with the "Running on" line turned into spaces, so lines and columns stay true.
    private static func blankingPreamble(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var copy = Array(bytes)
        let start = jsonStart(bytes)
        for index in 0..<start where copy[index] != 0x0A && copy[index] != 0x0D {
            copy[index] = 0x20
        }
        return copy
    }

    private static func asJSONError(_ error: InputError) -> InputError {
        guard case .syntax(let problem, _, _) = error.problem else { return error }
        return InputError(path: error.path, mark: error.mark, problem: .jsonSyntax(problem))
    }

    private static func isHierarchy(_ value: YAMLValue) -> Bool {
        guard let entries = value.entries else { return false }
        return entries.contains { $0.key == "attributes" || $0.key == "children" }
    }

    /// An entry of a commands log: `{"command": …, "metadata": …}`.
    private static func isCommand(_ value: YAMLValue) -> Bool {
        value["command"] != nil && value["metadata"] != nil
    }

    private static func hasClass(_ value: YAMLValue) -> Bool {
        if let name = value["attributes"]?["class"]?.string, !name.isEmpty { return true }
        return (value["children"]?.items ?? []).contains(where: hasClass)
    }

    /// SpringBoard's bundle identifier: the status bar Maestro lists after the app.
    static let springBoard = "com.apple.springboard"

    /// XCTest lists the children of a container only, never of an element, and
    /// gives a container a label made of its children's: so among the nodes that
    /// speak (a label or a value) or take text, the element is the deepest one, and every node
    /// above it is a container. Scroll indicators are left out: VoiceOver does not
    /// stop on them (WebDriverAgent marks them not accessible). Returns whether
    /// anything in the subtree is an element.
    private static func markSpeakingElements(_ node: inout Node) -> Bool {
        var below = false
        for index in node.children.indices where markSpeakingElements(&node.children[index]) {
            below = true
        }
        let label = node.string(.accessibilityLabel)
        let speaks = !isBlank(label) || !isBlank(node.string(.accessibilityValue))
        // A text field is an element even while it says nothing (no label, an empty placeholder).
        let isField = node.className == "XCUIElementTypeTextField"
        let isElement = (speaks || isField) && !below && !ScrollIndicator.isIndicator(label: label)
        node.setInKeyOrder(.isAccessibilityElement, .bool(isElement), at: node.mark, platform: .ios)
        return below || isElement
    }

    private static func isBlank(_ text: String?) -> Bool {
        text?.allSatisfy(\.isWhitespace) ?? true
    }
}
