import A11yFindings
import A11yYAML

/// Trees from idb (`idb ui describe-all`, iOS simulators), flat or `--nested`, and
/// single elements (`idb ui describe-point`), read by `IdbJSONReader` straight into
/// the node builder. Each element goes to the node builder
/// as an `XCUIElementType…` element (`IdbElementTypes`) whose keys the key table's
/// idb column reads, so the VoiceOver model treats it as it treats WebDriverAgent's.
///
/// The flat layout lists the elements one after another with nothing to say which
/// holds which: the first, the application, becomes the parent of the others, in
/// the order given (a list that does not start with the application gets a parent
/// of its own, as does a nested list of several trees).
///
/// idb records no `isAccessibilityElement`. Its default backend reads the tree
/// VoiceOver reads (Apple's accessibility runtime, translated for macOS): the
/// elements and the containers that hold them, never plain views. VoiceOver stops
/// on the leaves of that tree, so an element is one for VoiceOver when it holds
/// nothing and is not a container by its type (a group, a list, the application).
struct IdbImporter {
    let path: String
    let limits: LoadLimits

    func load(_ source: SourceBuffer) -> LoadResult {
        var reader = IdbJSONReader(stream: EventStream(source: source, limits: limits.yaml), limits: limits,
                                   typed: Self.typed)
        var builder = NodeBuilder(reading: .idb, limits: limits, path: path)
        do {
            try reader.read(into: &builder)
        } catch {
            return LoadResult(errors: [InputError(path: path, mark: error.mark, problem: error.problem)])
        }
        builder.record([.isAccessibilityElement])
        guard var screen = builder.reading.screen(from: builder) else {
            return LoadResult(errors: [InputError(path: path, mark: .start, problem: .idbNoElements)])
        }
        Self.markElements(&screen.root)
        // idb gives no bundle identifier; the application's label is the app's name.
        screen.app = screen.root.className == Self.application ? screen.root.string(.accessibilityLabel) : nil
        var result = LoadResult()
        result.append(screen, problems: builder.problems)
        return result
    }

    private static let application = "XCUIElementTypeApplication"

    /// The element named by its XCUITest class, which also replaces idb's `type` (the
    /// class the builder reads). An element with neither `type` nor `role` (idb run
    /// with `--key` and neither) is `XCUIElementTypeAny`, XCUITest's "no type".
    static func typed(_ element: SourceElement) -> SourceElement {
        var typed = element
        let type = nonEmpty(element["type"]) ?? nonEmpty(element["role"])
        typed.name = type.map { IdbElementTypes.className(type: $0, subrole: element["subrole"]) }
            ?? "XCUIElementTypeAny"
        typed.set("type", typed.name, at: element.mark(of: element.has("type") ? "type" : "role"))
        return typed
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// Sets `isAccessibilityElement` on every node: true on the leaves that are not
    /// containers by their class, false on the rest.
    private static func markElements(_ node: inout Node) {
        for index in node.children.indices {
            markElements(&node.children[index])
        }
        let isElement = node.children.isEmpty && !IdbElementTypes.isContainer(node.className)
        node.set(.isAccessibilityElement, .bool(isElement), at: node.mark)
    }

    // MARK: - Telling idb's output from other JSON

    /// Whether the content looks like idb's output: JSON whose start holds one of the
    /// keys only idb writes (`AXLabel`, `AXFrame`, `role_description`, …). idb writes
    /// keys in no fixed order, so the start is searched rather than the first key read.
    static func looksLikeOutput(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = DumpFormat.contentStart(bytes)
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: "{") else {
            return false
        }
        let end = min(bytes.count, start + sniffedBytes)
        for index in start..<end where bytes[index] == UInt8(ascii: "\"") {
            for key in distinctiveKeys where isKey(key, at: index, in: bytes, before: end) { return true }
        }
        return false
    }

    /// How much of the start is searched: the first element, and the first of its
    /// children when idb writes `children` first.
    private static let sniffedBytes = 16 * 1024

    private static let distinctiveKeys = ["AXLabel", "AXFrame", "AXValue", "AXUniqueId", "role_description",
                                          "content_required", "custom_actions"].map { Array("\"\($0)\"".utf8) }

    /// Whether `key`, quoted, stands at `index` followed by a colon (after white space).
    private static func isKey(_ key: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>,
                              before end: Int) -> Bool {
        guard index + key.count <= end else { return false }
        for offset in key.indices where bytes[index + offset] != key[offset] { return false }
        var after = index + key.count
        while after < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
        return after < end && bytes[after] == UInt8(ascii: ":")
    }
}
