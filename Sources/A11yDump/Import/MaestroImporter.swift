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
        var count = 0
        if let tooMany = Self.nodeBeyond(limits.maxNodes, in: top, count: &count) {
            return LoadResult(errors: [InputError(path: path, mark: tooMany, problem: .tooManyNodes(limits.maxNodes))])
        }
        if Self.hasClass(top) {
            let hierarchy = element(top, name: "hierarchy", rename: Self.androidNames)
            var problems: [LocatedDumpProblem] = []
            var screen = AndroidXMLImporter(path: path).screen(from: hierarchy, problems: &problems)
            screen.documentIndex = index
            var result = LoadResult()
            result.append(screen, problems: problems)
            return result
        }
        var root = element(top, name: "XCUIElementTypeOther", rename: Self.iosNames)
        // The root's children are applications: the app first (its label is the
        // app's name), then SpringBoard with the status bar.
        for index in root.children.indices {
            root.children[index].name = "XCUIElementTypeApplication"
            root.children[index].attributes["accessible"] = "false"
            for child in root.children[index].children.indices {
                _ = Self.markSpeakingElements(&root.children[index].children[child])
            }
        }
        var problems: [LocatedDumpProblem] = []
        var screen = IOSXMLImporter(path: path).screen(from: root, problems: &problems)
        screen.app = root.children.first?["label"].flatMap { $0.isEmpty ? nil : $0 }
        for index in screen.root.children.indices.dropFirst() {
            screen.root.children[index].setText(.package, Self.springBoard, at: root.children[index].mark)
        }
        screen.documentIndex = index
        var result = LoadResult()
        result.append(screen, problems: problems)
        return result
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
    private static func jsonStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
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

    /// Where the node past the limit starts, if there is one.
    private static func nodeBeyond(_ limit: Int, in value: YAMLValue, count: inout Int) -> Mark? {
        count += 1
        if count > limit { return value.mark }
        for child in value["children"]?.items ?? [] {
            if let mark = nodeBeyond(limit, in: child, count: &count) { return mark }
        }
        return nil
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

    /// Maestro's attribute names, as the uiautomator importer knows them.
    static let androidNames = ["accessibilityText": "content-desc", "hintText": "hint",
                               "important-for-accessibility": "a11y-important"]

    /// Maestro's attribute names, as the WebDriverAgent importer knows them.
    static let iosNames = ["accessibilityText": "label", "resource-id": "name", "hintText": "placeholderValue"]

    private func element(_ value: YAMLValue, name: String, rename: [String: String]) -> ImportedElement {
        var element = ImportedElement(name: name, mark: value.mark, attributes: [:], attributeMarks: [:], children: [])
        for entry in value["attributes"]?.entries ?? [] {
            guard let text = entry.value.string else { continue }
            let attribute = rename[entry.key] ?? entry.key
            element.attributes[attribute] = text
            element.attributeMarks[attribute] = entry.value.mark
        }
        if name == "XCUIElementTypeOther" {
            Self.addFrame(to: &element)
            // Maestro gives no element types; only text inputs have a placeholder (XCTest's
            // `placeholderValue`, empty for everything else), so one that has one is a text field.
            if let placeholder = element["placeholderValue"], !placeholder.isEmpty {
                element.name = "XCUIElementTypeTextField"
            }
            if element["label"]?.isEmpty ?? true, let title = element["title"], !title.isEmpty {
                element.attributes["label"] = title
                element.attributeMarks["label"] = element.mark(of: "title")
            }
        } else if element["checked"] == "true", element["checkable"] == nil {
            // Only a checkable view can be checked; Maestro leaves `checkable` out.
            element.attributes["checkable"] = "true"
            element.attributeMarks["checkable"] = element.mark(of: "checked")
        }
        if name == "node", element["class"]?.isEmpty ?? true {
            // Maestro wraps the windows in nodes without a class.
            element.name = "hierarchy"
        }
        let childName = name == "XCUIElementTypeOther" ? name : "node"
        element.children = (value["children"]?.items ?? []).map { self.element($0, name: childName, rename: rename) }
        return element
    }

    /// iOS frames come as uiautomator-style bounds; the WebDriverAgent importer wants x, y, width and height.
    private static func addFrame(to element: inout ImportedElement) {
        guard let bounds = element["bounds"], let rect = DocumentReader.uiautomatorBounds(bounds) else { return }
        let mark = element.mark(of: "bounds")
        for (key, number) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
            element.attributes[key] = String(number)
            element.attributeMarks[key] = mark
        }
    }

    /// SpringBoard's bundle identifier: the status bar Maestro lists after the app.
    static let springBoard = "com.apple.springboard"

    /// XCTest lists the children of a container only, never of an element, and
    /// gives a container a label made of its children's: so among the nodes that
    /// speak (a label or a value) or take text, the element is the deepest one, and every node
    /// above it is a container. Scroll indicators are left out: VoiceOver does not
    /// stop on them (WebDriverAgent marks them not accessible). Returns whether
    /// anything in the subtree is an element.
    private static func markSpeakingElements(_ element: inout ImportedElement) -> Bool {
        var below = false
        for index in element.children.indices where markSpeakingElements(&element.children[index]) {
            below = true
        }
        let speaks = !isBlank(element["label"]) || !isBlank(element["value"])
        // A text field is an element even while it says nothing (no label, an empty placeholder).
        let isField = element.name == "XCUIElementTypeTextField"
        let isElement = (speaks || isField) && !below && !ScrollIndicator.isIndicator(label: element["label"])
        element.attributes["accessible"] = isElement ? "true" : "false"
        return below || isElement
    }

    private static func isBlank(_ text: String?) -> Bool {
        text?.allSatisfy(\.isWhitespace) ?? true
    }
}
