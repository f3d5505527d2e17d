import A11yFindings
import A11yYAML

/// Builds one screen from the events of one YAML document.
///
/// Unknown keys are only judged once the whole document is read, because
/// `platform` may come after `root`.
final class DocumentReader {
    enum KeyScope {
        case document
        case node
        case field(of: String, among: [String])
    }

    let stream: EventStream
    let path: String
    let index: Int
    var problems: [LocatedDumpProblem] = []
    var unknownKeys: [(name: String, mark: Mark, scope: KeyScope)] = []
    var firstError: InputError?
    /// Where the document's nodes are put together (`NodeStack`, shared with the importers).
    private var nodes: NodeStack
    private var propertyStack: [Property] = []
    // Whether some key belongs to one platform alone, so that the other platform's
    // keys are looked for (and the tree rebuilt) only when there are any.
    private var sawIOSOnlyKey = false
    private var sawAndroidOnlyKey = false
    /// Whether some node lists its elements (`accessibilityElements`), so that the
    /// listed identifiers are checked only in dumps that have any.
    private var sawListedElements = false
    private var keyStack: [(key: DumpKey, mark: Mark)] = []
    /// The platform, once the document has named one; most dumps name it before `root`.
    private var platformSoFar: Platform?
    /// Where the keys that may belong to the other platform stand, by key and value
    /// mark: properties keep only the value's, and these are reported at the key.
    /// (With an alias, two keys' values can share one mark.)
    private var keyMarks: [KeyPlace: Mark] = [:]

    private struct KeyPlace: Hashable {
        var key: DumpKey
        var valueMark: Mark
    }
    /// Lists of vocabulary words already read, by their packed word numbers.
    var sharedLists: [(words: UInt64, list: [String])] = []

    init(stream: EventStream, path: String, index: Int, limits: LoadLimits) {
        self.stream = stream
        self.nodes = NodeStack(limits: limits)
        self.path = path
        self.index = index
    }

    /// The next event of the stream; a YAML problem stops the document.
    func next() throws(LoadFailure) -> YAMLEvent {
        do {
            return try stream.next()
        } catch {
            throw LoadFailure(error)
        }
    }

    /// Reads up to and including the document's end event.
    func read() throws(LoadFailure) -> (screen: Result<Screen, InputError>, problems: [LocatedDumpProblem]) {
        let top = try next()
        guard top.kind == .mappingStart else {
            let found = describe(top)
            try skip(top)
            try finishDocument()
            return (.failure(error(at: top.mark, .notAMapping(found: found))), [])
        }
        var platformValue: (platform: Platform?, found: String, mark: Mark)?
        var name: String?
        var app: String?
        var density: (value: Double, mark: Mark)?
        var notRecorded: [String]?
        var root: Node?
        var rootProblem: (found: String, mark: Mark)?
        var seen: [String: Mark] = [:]

        while let (key, keyMark) = try nextUniqueKey(in: &seen) {
            let value = try next()
            switch DocumentKey(rawValue: key) {
            case .platform:
                let platform = value.kind == .scalar ? Platform(rawValue: stream.text(of: value)) : nil
                platformValue = (platform, platform == nil ? describe(value) : "", value.mark)
                platformSoFar = platform
                try skip(value)
            case .screen:
                name = try readValue(value, key: key, type: .string).flatMap(Self.text)
            case .app:
                app = try readValue(value, key: key, type: .string).flatMap(Self.text)
            case .density:
                if case .number(let number)? = try readValue(value, key: key, type: .number) {
                    density = (number, keyMark)
                }
            case .notRecorded:
                if case .strings(let names)? = try readValue(value, key: key, type: .choiceList(Self.nodeKeyNames)) {
                    notRecorded = names
                }
            case .root:
                if value.kind == .mappingStart {
                    try readNode(value)
                    root = nodes.root
                } else {
                    rootProblem = (describe(value), value.mark)
                    try skip(value)
                }
            case nil:
                unknownKeys.append((key, keyMark, .document))
                try skip(value)
            }
        }
        try finishDocument()

        if let firstError { return (.failure(firstError), []) }
        // Neither key: a YAML file of another kind (a CI workflow, a hook list), not a broken dump.
        if platformValue == nil, root == nil, rootProblem == nil {
            return (.failure(error(at: top.mark, .unknownYAML)), [])
        }
        guard let platformValue else {
            return (.failure(error(at: top.mark, .missingKey("platform"))), [])
        }
        guard let platform = platformValue.platform else {
            return (.failure(error(at: platformValue.mark, .invalidPlatform(platformValue.found))), [])
        }
        if let rootProblem {
            return (.failure(error(at: rootProblem.mark, .rootNotANode(found: rootProblem.found))), [])
        }
        guard var root = root.take() else {
            return (.failure(error(at: top.mark, .missingKey("root"))), [])
        }

        reportUnknownKeys(platform: platform)
        if platform == .ios ? sawAndroidOnlyKey : sawIOSOnlyKey {
            removeOtherPlatformKeys(from: &root, platform: platform)
        }
        if platform == .ios, sawListedElements { reportUnmatchedListedElements(in: root) }
        if let density, platform != .android {
            report(.otherPlatformKey("density", keyPlatform: .android, dumpPlatform: platform, counterpart: nil),
                   at: density.mark)
        }
        var screen = Screen(path: path, documentIndex: index, platform: platform, name: name, app: app,
                            density: platform == .android ? density?.value : nil, root: root, mark: top.mark)
        if let notRecorded {
            screen.recordedKeys = Set(DumpKey.allCases).subtracting(notRecorded.compactMap(DumpKey.init(rawValue:)))
        }
        for index in problems.indices { problems[index].screen = screen.key }
        return (.success(screen), problems)
    }

    /// The names a document's `notRecorded` list may hold: the node keys that carry facts.
    static let nodeKeyNames = DumpKey.allCases.filter { $0 != .className && $0 != .children }.map(\.rawValue)

    // MARK: - Nodes

    /// Reads a node from its mapping-start event into the node stack, its children with it.
    func readNode(_ start: YAMLEvent) throws(LoadFailure) {
        try nodes.push(Node(className: "", mark: start.mark))
        defer { nodes.pop() }
        // The node's properties and known keys go on stacks shared by all nodes, and
        // are taken off when the node is done: one exact-size array per node instead
        // of a growing one, and no list of keys allocated per node.
        let firstProperty = propertyStack.count
        let firstKey = keyStack.count
        defer {
            propertyStack.removeSubrange(firstProperty...)
            keyStack.removeSubrange(firstKey...)
        }
        var seenUnknown: [String: Mark] = [:]
        var hasClass = false
        var isFirstKey = true
        while let keyEvent = try nextKey() {
            if isFirstKey {
                nodes.top.mark = keyEvent.mark
                isFirstKey = false
            }
            guard let key = DumpVocabulary.key(keyEvent.word) else {
                try skipUnknown(keyEvent, scope: .node, seen: &seenUnknown)
                continue
            }
            // A known key's word is its name, so its text needs no decoding.
            let name = key.rawValue
            if let first = keyStack[firstKey...].first(where: { $0.key == key }) {
                duplicate(name, at: keyEvent.mark, first: first.mark)
                try skip(try next())
                continue
            }
            keyStack.append((key, keyEvent.mark))
            let platforms = DumpVocabulary.platforms[keyEvent.word]
            let isAndroidOnly = !platforms.contains(.ios)
            let isIOSOnly = !platforms.contains(.android)
            if isAndroidOnly { sawAndroidOnlyKey = true }
            if isIOSOnly { sawIOSOnlyKey = true }
            if key == .accessibilityElements { sawListedElements = true }
            let value = try next()
            switch key {
            case .className:
                if case .string(let text)? = try readValue(value, key: name, type: .string) {
                    nodes.top.className = text
                    hasClass = !text.isEmpty
                }
            case .children:
                try readChildren(value)
            default:
                if let typed = try readValue(value, key: name, type: DumpVocabulary.valueTypes[keyEvent.word]) {
                    propertyStack.append(Property(key: key, value: typed, valueMark: value.mark))
                    // Kept aside when the key is, or may turn out to be, the other platform's.
                    if platformSoFar.map({ !platforms.contains($0) }) ?? (isAndroidOnly || isIOSOnly) {
                        keyMarks[KeyPlace(key: key, valueMark: value.mark)] = keyEvent.mark
                    }
                }
            }
        }
        if propertyStack.count > firstProperty {
            nodes.top.properties = PropertyList(propertyStack[firstProperty...])
        }
        if !hasClass { report(.missingClass, at: nodes.top.mark) }
    }

    /// Reads a `children` list; each child closes into the node that is open.
    private func readChildren(_ start: YAMLEvent) throws(LoadFailure) {
        if start.kind == .scalar, stream.scalar(of: start) == .null { return }
        guard start.kind == .sequenceStart else {
            invalid("children", expected: "a list of nodes", at: start)
            try skip(start)
            return
        }
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { return }
            if item.kind == .mappingStart {
                try readNode(item)
            } else {
                invalid("children", expected: "a node (a mapping with 'class')", at: item)
                try skip(item)
            }
        }
    }

    // MARK: - Mappings

    /// The next key of the current mapping, or nil at the mapping's end.
    /// Keys that are not plain text are reported and skipped with their values.
    func nextKey() throws(LoadFailure) -> YAMLEvent? {
        while true {
            let key = try next()
            if key.kind == .mappingEnd { return nil }
            if key.kind == .scalar { return key }
            invalid("key", expected: "a plain key name", at: key)
            try skip(key)
            try skip(try next())
        }
    }

    /// Notes a key the reader does not know (judged once the platform is known) and
    /// skips its value; a repeat of it is a duplicate. `seen` holds where each such
    /// key of the mapping came first, by name: a node may carry thousands of them.
    func skipUnknown(_ key: YAMLEvent, scope: KeyScope, seen: inout [String: Mark]) throws(LoadFailure) {
        let name = stream.text(of: key)
        if let first = seen[name] {
            duplicate(name, at: key.mark, first: first)
        } else {
            seen[name] = key.mark
            unknownKeys.append((name, key.mark, scope))
        }
        try skip(try next())
    }

    /// Like `nextKey()`, but a key already in `seen` is reported as a duplicate and skipped.
    func nextUniqueKey(in seen: inout [String: Mark]) throws(LoadFailure) -> (String, Mark)? {
        while let key = try nextKey() {
            let (name, mark) = (stream.text(of: key), key.mark)
            if let first = seen[name] {
                duplicate(name, at: mark, first: first)
                try skip(try next())
                continue
            }
            seen[name] = mark
            return (name, mark)
        }
        return nil
    }

    /// Consumes the value that starts with `event`, checking its keys for repeats.
    func skip(_ event: YAMLEvent) throws(LoadFailure) {
        switch event.kind {
        case .mappingStart:
            var keys: [String: Mark] = [:]
            while true {
                let key = try next()
                if key.kind == .mappingEnd { return }
                if key.kind == .scalar {
                    let name = stream.text(of: key)
                    if let first = keys[name] {
                        duplicate(name, at: key.mark, first: first)
                    } else {
                        keys[name] = key.mark
                    }
                } else {
                    try skip(key)
                }
                try skip(try next())
            }
        case .sequenceStart:
            while true {
                let item = try next()
                if item.kind == .sequenceEnd { return }
                try skip(item)
            }
        default:
            return
        }
    }

    private func finishDocument() throws(LoadFailure) {
        while try next().kind != .documentEnd {}
    }

    // MARK: - Reporting

    func describe(_ event: YAMLEvent) -> String {
        switch event.kind {
        case .mappingStart: return "a mapping"
        case .sequenceStart: return "a list"
        case .scalar:
            let value = stream.scalar(of: event)
            return value == .null ? "nothing (an empty value)" : value.kindName
        default: return "nothing"
        }
    }

    func report(_ problem: DumpProblem, at mark: Mark) {
        problems.append(LocatedDumpProblem(problem: problem, path: path, mark: mark))
    }

    func invalid(_ key: String, expected: String, at event: YAMLEvent, suggestion: String? = nil) {
        report(.invalidValue(key: key, expected: expected, found: describe(event), suggestion: suggestion),
               at: event.mark)
    }

    func duplicate(_ key: String, at mark: Mark, first: Mark) {
        if firstError == nil {
            firstError = error(at: mark, .duplicateKey(key, first: first))
        }
    }

    private func error(at mark: Mark, _ problem: InputProblem) -> InputError {
        InputError(path: path, mark: mark, problem: problem)
    }

    private func reportUnknownKeys(platform: Platform) {
        let nodeKeys = DumpKey.allCases.filter { $0.isValid(on: platform) }.map(\.rawValue)
        let documentKeys = DocumentKey.allCases.map(\.rawValue)
        for (name, mark, scope) in unknownKeys {
            let candidates: [String]
            switch scope {
            case .document: candidates = documentKeys
            case .node: candidates = nodeKeys
            case .field(_, let fields): candidates = fields
            }
            report(.unknownKey(name, suggestion: Suggestion.closest(to: name, among: candidates)), at: mark)
        }
    }

    private func removeOtherPlatformKeys(from node: inout Node, platform: Platform) {
        if node.properties.contains(where: { !$0.key.isValid(on: platform) }) {
            var kept: [Property] = []
            for property in node.properties {
                if property.key.isValid(on: platform) {
                    kept.append(property)
                    continue
                }
                let counterpart = property.key.counterpart.flatMap { $0.isValid(on: platform) ? $0.rawValue : nil }
                let other: Platform = platform == .ios ? .android : .ios
                report(.otherPlatformKey(property.key.rawValue, keyPlatform: other, dumpPlatform: platform,
                                         counterpart: counterpart),
                       at: keyMarks[KeyPlace(key: property.key, valueMark: property.valueMark)] ?? property.valueMark)
            }
            node.properties = PropertyList(kept)
        }
        for index in node.children.indices {
            removeOtherPlatformKeys(from: &node.children[index], platform: platform)
        }
    }

    private static func text(_ value: PropertyValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
