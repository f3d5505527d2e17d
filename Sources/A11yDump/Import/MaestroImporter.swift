import A11yFindings
import A11yYAML

/// Trees from `maestro hierarchy`: nested `{"attributes": {…}, "children": […]}`
/// JSON, read with our YAML loader's events (JSON is YAML in flow style) and handed
/// to the node builder as they are read (`MaestroJSONReader`), so every node and
/// attribute keeps its position and no tree is built first.
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
        let isAndroid = Self.hasClass(bytes)
        let reading: ElementReading = isAndroid ? .maestroAndroid : .maestroIOS
        let stream = EventStream(source: SourceBuffer(copying: Self.blankingPreamble(bytes)), limits: limits.yaml)
        var reader = MaestroJSONReader(stream: stream) { element, depth in
            Self.shape(&element, depth: depth, isAndroid: isAndroid)
        }
        let top: MaestroJSONReader.Top
        do {
            top = try reader.read { _ in NodeBuilder(reading: reading, limits: limits, path: path) }
        } catch {
            return LoadResult(errors: [InputError(path: path, mark: error.mark, problem: error.problem)])
        }
        switch top {
        case .hierarchy:
            break
        case .commands(let mark, let hasCommand, let screens):
            guard hasCommand else { return LoadResult(errors: [InputError(path: path, mark: mark, problem: .unknownJSON)]) }
            guard screens > 0 else {
                return LoadResult(errors: [InputError(path: path, mark: mark, problem: .maestroCommandsWithoutScreen)])
            }
        case .other(let mark):
            return LoadResult(errors: [InputError(path: path, mark: mark, problem: .unknownJSON)])
        }
        var result = LoadResult()
        for (offset, builder) in reader.builders.enumerated() {
            let loaded = screen(from: builder, index: offset + 1, isAndroid: isAndroid)
            result.screens += loaded.screens
            result.problems += loaded.problems
            result.errors += loaded.errors
        }
        return result
    }

    /// The screen numbered `index` in the file, from the builder that was given its tree.
    private func screen(from builder: NodeBuilder, index: Int, isAndroid: Bool) -> LoadResult {
        var builder = builder
        // The root's children are applications: the app first (its label is the
        // app's name), then SpringBoard with the status bar. Each says it is no element.
        let hasApps = !(builder.root?.children.isEmpty ?? true)
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

    /// A node's element, named as its platform's sources name it: Android nodes `node`
    /// (Maestro wraps the windows in nodes without a class, which stand for
    /// uiautomator's `<hierarchy>`), iOS ones `XCUIElementTypeOther`, the root's
    /// children `XCUIElementTypeApplication`, and a node with a placeholder
    /// `XCUIElementTypeTextField`.
    static func shape(_ element: inout SourceElement, depth: Int, isAndroid: Bool) {
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

    /// Whether a node anywhere in the file has a `class` attribute that is not empty:
    /// Android trees carry one, iOS trees none. Every screen of a commands log comes
    /// from one device. A quoted `"class"` followed by a colon is a key (inside a JSON
    /// text a quote is escaped), so the bytes tell it without reading the tree first.
    static func hasClass(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = Array("\"class\"".utf8)
        var index = 0
        while index + key.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == key[0], index == 0 || bytes[index - 1] != UInt8(ascii: "\\") else { continue }
            guard key.indices.allSatisfy({ bytes[index + $0] == key[$0] }) else { continue }
            var after = DumpFormat.contentStart(bytes, from: index + key.count)
            guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { continue }
            after = DumpFormat.contentStart(bytes, from: after + 1)
            if after + 1 < bytes.count, bytes[after] == UInt8(ascii: "\""), bytes[after + 1] != UInt8(ascii: "\"") {
                return true
            }
        }
        return false
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
