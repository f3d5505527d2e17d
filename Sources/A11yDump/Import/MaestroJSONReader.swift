import A11yFindings
import A11yYAML

/// Reads Maestro's JSON from the YAML loader's events (JSON is YAML's flow style) and
/// hands each node to a screen's builder as it is read, so no tree is built first
/// and every node and attribute keeps its position.
///
/// A node is `{"attributes": {…}, "children": […], …}`; other keys are passed over.
/// Maestro writes `attributes` first, so a node normally goes to the builder when its
/// `children` start. In a node whose `attributes` come after its `children`, the
/// open node is made again from them (`NodeBuilder.remake`) before it closes.
///
/// As with any JSON read here, a key repeated in one object is an error, and only
/// one document may follow the optional "Running on …" lines.
struct MaestroJSONReader {
    /// What the top value turned out to be.
    enum Top {
        /// A hierarchy (`maestro hierarchy`), at the position of its `{`.
        case hierarchy(Mark)
        /// A commands log (`maestro test --debug-output`) at its `[`: whether any entry is a
        /// command, and how many screens its failed commands held.
        case commands(Mark, hasCommand: Bool, screens: Int)
        /// Anything else, at its position.
        case other(Mark)
    }

    /// Makes the builder for the screen numbered `index` in the file.
    typealias BuilderFactory = (_ index: Int) -> NodeBuilder

    private let stream: EventStream
    /// What a node's element becomes before it goes to the builder (class names, renames).
    private let shape: (inout SourceElement, _ depth: Int) -> Void
    private(set) var builders: [NodeBuilder] = []

    init(stream: EventStream, shape: @escaping (inout SourceElement, _ depth: Int) -> Void) {
        self.stream = stream
        self.shape = shape
    }

    /// Reads the whole document; the screens' builders are left in `builders`, each
    /// holding one tree (a builder whose tree had no node at all is dropped).
    mutating func read(makingBuilders factory: BuilderFactory) throws(LoadFailure) -> Top {
        var event = try next()
        while event.kind != .documentStart {
            if event.kind == .streamEnd { return .other(event.mark) }
            event = try next()
        }
        let value = try next()
        let top: Top
        switch value.kind {
        case .mappingStart:
            var builder = factory(1)
            top = try readNode(at: value, depth: 0, into: &builder) ? .hierarchy(value.mark) : .other(value.mark)
            if builder.root != nil { builders.append(builder) }
        case .sequenceStart:
            top = try readCommands(at: value.mark, factory: factory)
        default:
            try skip(value)
            top = .other(value.mark)
        }
        // JSON holds one value: a second document makes the file something else.
        while true {
            let after = try next()
            if after.kind == .streamEnd { break }
            if after.kind == .documentStart {
                builders = []
                while try next().kind != .streamEnd {}
                return .other(value.mark)
            }
        }
        return top
    }

    // MARK: - Hierarchies

    /// Reads the node whose `{` is `start`, handing it and its subtree to `builder`.
    /// Returns false, and hands over nothing, when the object has neither `attributes`
    /// nor `children`: it is no node.
    private mutating func readNode(at start: YAMLEvent, depth: Int, into builder: inout NodeBuilder) throws(LoadFailure) -> Bool {
        var element = SourceElement(name: "", mark: start.mark)
        var keys = KeySet()
        var isNode = false
        var started = false
        while let (key, value) = try nextEntry(&keys) {
            switch key {
            case "attributes":
                isNode = true
                try readAttributes(value, into: &element)
                if started {
                    var shaped = element
                    shape(&shaped, depth)
                    try builder.remake(shaped)
                }
            case "children":
                isNode = true
                if !started {
                    var shaped = element
                    shape(&shaped, depth)
                    try builder.start(shaped)
                    started = true
                }
                try readChildren(value, depth: depth, into: &builder)
            default:
                try skip(value)
            }
        }
        guard isNode || depth > 0 else { return false }
        if !started {
            shape(&element, depth)
            try builder.start(element)
        }
        try builder.end()
        return true
    }

    /// The texts of an `attributes` object, in file order. A value that is not a text
    /// (an object, a list) is passed over; any other scalar counts as its text.
    private mutating func readAttributes(_ value: YAMLEvent, into element: inout SourceElement) throws(LoadFailure) {
        guard value.kind == .mappingStart else {
            try skip(value)
            return
        }
        var keys = KeySet()
        while let (key, item) = try nextEntry(&keys) {
            if item.kind == .scalar {
                element.add(key, stream.text(of: item), at: item.mark)
            } else {
                try skip(item)
            }
        }
    }

    /// Each item of a `children` list is a node, whatever it holds (an item that is not
    /// an object is a node with nothing in it).
    private mutating func readChildren(_ value: YAMLEvent, depth: Int, into builder: inout NodeBuilder) throws(LoadFailure) {
        guard value.kind == .sequenceStart else {
            try skip(value)
            return
        }
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { return }
            if item.kind == .mappingStart {
                _ = try readNode(at: item, depth: depth + 1, into: &builder)
            } else {
                try skip(item)
                var empty = SourceElement(name: "", mark: item.mark)
                shape(&empty, depth + 1)
                try builder.start(empty)
                try builder.end()
            }
        }
    }

    // MARK: - Commands logs

    /// A commands log keeps the screen only where a command failed, under
    /// `metadata.error.hierarchyRoot`; each such tree is one screen, in file order.
    private mutating func readCommands(at mark: Mark, factory: BuilderFactory) throws(LoadFailure) -> Top {
        var hasCommand = false
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            guard item.kind == .mappingStart else {
                try skip(item)
                continue
            }
            var keys = KeySet()
            var hasMetadata = false
            while let (key, value) = try nextEntry(&keys) {
                if key == "metadata" {
                    hasMetadata = true
                    try readPath(["error", "hierarchyRoot"], in: value, factory: factory)
                } else {
                    try skip(value)
                }
            }
            if keys.contains("command"), hasMetadata { hasCommand = true }
        }
        return .commands(mark, hasCommand: hasCommand, screens: builders.count)
    }

    /// Follows `path` down objects from `value`; the value at its end, when it is a node,
    /// becomes the next screen.
    private mutating func readPath(_ path: ArraySlice<String>, in value: YAMLEvent, factory: BuilderFactory) throws(LoadFailure) {
        guard let first = path.first else {
            guard value.kind == .mappingStart else {
                try skip(value)
                return
            }
            var builder = factory(builders.count + 1)
            if try readNode(at: value, depth: 0, into: &builder), builder.root != nil { builders.append(builder) }
            return
        }
        guard value.kind == .mappingStart else {
            try skip(value)
            return
        }
        var keys = KeySet()
        while let (key, inner) = try nextEntry(&keys) {
            if key == first {
                try readPath(path.dropFirst(), in: inner, factory: factory)
            } else {
                try skip(inner)
            }
        }
    }

    private mutating func readPath(_ path: [String], in value: YAMLEvent, factory: BuilderFactory) throws(LoadFailure) {
        try readPath(path[...], in: value, factory: factory)
    }

    // MARK: - Events

    /// The next key of the object being read and the event its value starts with; nil
    /// at the object's end. A key the object already had is an error.
    private func nextEntry(_ keys: inout KeySet) throws(LoadFailure) -> (key: String, value: YAMLEvent)? {
        let keyEvent = try next()
        if keyEvent.kind == .mappingEnd { return nil }
        let key = try keyText(keyEvent)
        try keys.insert(key, at: keyEvent.mark)
        return (key, try next())
    }

    /// A key's text; JSON keys are always texts.
    private func keyText(_ event: YAMLEvent) throws(LoadFailure) -> String {
        guard event.kind == .scalar else {
            try skipKey(event)
            return ""
        }
        return stream.text(of: event)
    }

    /// A key that is an object or a list (YAML allows it, JSON does not) is read past.
    private func skipKey(_ event: YAMLEvent) throws(LoadFailure) {
        var depth = 1
        while depth > 0 {
            let inner = try next()
            if inner.kind == .mappingStart || inner.kind == .sequenceStart { depth += 1 }
            if inner.kind == .mappingEnd || inner.kind == .sequenceEnd { depth -= 1 }
        }
    }

    /// Reads past the value that `event` starts, still holding each object to one of each key.
    private func skip(_ event: YAMLEvent) throws(LoadFailure) {
        switch event.kind {
        case .mappingStart:
            var keys = KeySet()
            while let (_, value) = try nextEntry(&keys) {
                try skip(value)
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

    private func next() throws(LoadFailure) -> YAMLEvent {
        try stream.nextJSONEvent()
    }
}

/// The keys of one object so far, for refusing a repeated one as the YAML reader does.
private struct KeySet {
    private var marks: [String: Mark] = [:]

    mutating func insert(_ key: String, at mark: Mark) throws(LoadFailure) {
        if let first = marks[key] {
            throw LoadFailure(YAMLError(mark: mark, problem: .duplicateKey(key, first: first)))
        }
        marks[key] = mark
    }

    func contains(_ key: String) -> Bool {
        marks[key] != nil
    }
}
