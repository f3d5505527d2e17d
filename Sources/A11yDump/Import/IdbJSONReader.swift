import A11yFindings
import A11yYAML

/// Reads idb's JSON from the YAML loader's events (JSON is YAML's flow style) and
/// hands each element to the node builder as it is read, so no tree is built first
/// and every element keeps the position of its `{` and every value its own.
///
/// idb writes an element's keys in no fixed order, `children` among them
/// (Foundation's dictionaries are unordered). An element goes to the builder when
/// its `children` start, with the keys read so far, or at its `}` when it has none;
/// keys that come after its children make the open node again from all of them
/// (`NodeBuilder.remake`) before it closes.
///
/// A list of several elements needs a parent, which shows only at its second
/// element: the first, when it is an application without `children` (the flat
/// layout), is opened again to hold the rest; otherwise a parent is put above it.
///
/// Values become the texts the key table's column reads: JSON text as it is, `true`
/// and `false`, numbers as the file spells them; `null` is left out (idb writes it
/// for a value the element does not have). A list of texts becomes one text with its
/// items parted by `ValueConversion.listSeparator`; the `frame` object gives its
/// members `x`, `y`, `width` and `height` as attributes of those names. Other
/// objects (`interactable` in newer idb) are passed over.
struct IdbJSONReader {
    let stream: EventStream
    let limits: LoadLimits
    /// The element as the builder takes it: named by its XCUITest class.
    let typed: (SourceElement) -> SourceElement

    init(stream: EventStream, limits: LoadLimits, typed: @escaping (SourceElement) -> SourceElement) {
        self.stream = stream
        self.limits = limits
        self.typed = typed
    }

    /// Reads the whole document into `builder`.
    mutating func read(into builder: inout NodeBuilder) throws(LoadFailure) {
        var event = try next()
        while event.kind != .documentStart {
            if event.kind == .streamEnd { throw LoadFailure(mark: event.mark, problem: .idbNoElements) }
            event = try next()
        }
        let value = try next()
        switch value.kind {
        case .mappingStart:
            _ = try element(at: value, isTop: true, isDocument: true, into: &builder)
        case .sequenceStart:
            try list(at: value.mark, into: &builder)
        default: throw LoadFailure(mark: value.mark, problem: .idbElementNotAnObject(found: describe(value)))
        }
        // JSON holds one value; anything after it is read only for its syntax errors.
        while try next().kind != .streamEnd {}
    }

    private static let frameMembers: Set<String> = ["x", "y", "width", "height"]

    /// The top list, whose `[` was just read: one element is the root; of several, the
    /// first, an application without `children`, holds the others, or else a parent
    /// made for them does.
    private mutating func list(at mark: Mark, into builder: inout NodeBuilder) throws(LoadFailure) {
        var count = 0
        var firstIsFlatApplication = false
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            guard item.kind == .mappingStart else {
                throw LoadFailure(mark: item.mark, problem: .idbElementNotAnObject(found: describe(item)))
            }
            count += 1
            if count == 2 {
                if firstIsFlatApplication {
                    builder.reopenRoot()
                } else {
                    try builder.wrapRoot(in: SourceElement(name: "XCUIElementTypeOther", mark: mark))
                }
            }
            let read = try element(at: item, isTop: count == 1, into: &builder)
            if count == 1 {
                firstIsFlatApplication = !read.hadChildren && read.name == Self.application
            }
        }
        if count == 0 { throw LoadFailure(mark: mark, problem: .idbNoElements) }
        if count > 1 { try builder.end() }
    }

    private static let application = "XCUIElementTypeApplication"

    /// Reads the element whose `{` is `start`, with its children, into the builder.
    /// Returns its class name and whether it had a `children` key. Of a repeated key the
    /// first counts. The first element of the document must have idb's `type`.
    private mutating func element(at start: YAMLEvent, isTop: Bool, isDocument: Bool = false,
                                  into builder: inout NodeBuilder) throws(LoadFailure) -> (name: String, hadChildren: Bool) {
        var element = SourceElement(name: "", mark: start.mark)
        var opened = false
        var keysAfterChildren = false
        var hadChildren = false
        var keys = 0
        while true {
            let keyEvent = try next()
            if keyEvent.kind == .mappingEnd { break }
            keys += 1
            if keys > limits.maxAttributes {
                throw LoadFailure(mark: keyEvent.mark, problem: .tooManyAttributes(limits.maxAttributes))
            }
            guard keyEvent.kind == .scalar else {
                try skip(keyEvent)
                try skip(try next())
                continue
            }
            let key = stream.text(of: keyEvent)
            let value = try next()
            // `--format complete` wraps the elements, under other key names, in a document.
            if isDocument, key == "elements" { throw LoadFailure(mark: start.mark, problem: .idbCompleteDocument) }
            switch (key, value.kind) {
            case ("children", .sequenceStart):
                if hadChildren {
                    try skip(value)
                    continue
                }
                hadChildren = true
                if !opened {
                    try builder.start(typed(element))
                    opened = true
                }
                try children(into: &builder)
                continue
            case ("children", .scalar) where stream.scalar(of: value) == .null:
                continue
            case ("children", _):
                throw LoadFailure(mark: value.mark, problem: .idbChildrenNotAList(found: describe(value)))
            case ("frame", .mappingStart):
                try liftFrame(into: &element)
            case (_, .scalar):
                guard let text = text(of: value) else { continue }
                element.add(key, text, at: value.mark)
            case (_, .sequenceStart):
                element.add(key, try listText(), at: value.mark)
            default:
                try skip(value)
                continue
            }
            if opened { keysAfterChildren = true }
        }
        if isTop, !element.has("type") { throw LoadFailure(mark: start.mark, problem: .idbNoType) }
        let named = typed(element)
        if !opened {
            try builder.start(named)
        } else if keysAfterChildren {
            try builder.remake(named)
        }
        try builder.end()
        return (named.name, hadChildren)
    }

    /// The elements of a `children` list whose `[` was just read, up to its `]`.
    private mutating func children(into builder: inout NodeBuilder) throws(LoadFailure) {
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { return }
            guard item.kind == .mappingStart else {
                throw LoadFailure(mark: item.mark, problem: .idbElementNotAnObject(found: describe(item)))
            }
            _ = try element(at: item, isTop: false, into: &builder)
        }
    }

    /// The members of a `frame` object whose `{` was just read, as attributes of the element.
    private mutating func liftFrame(into element: inout SourceElement) throws(LoadFailure) {
        while true {
            let keyEvent = try next()
            if keyEvent.kind == .mappingEnd { return }
            let name = keyEvent.kind == .scalar ? stream.text(of: keyEvent) : nil
            if name == nil { try skip(keyEvent) }
            let value = try next()
            if let name, Self.frameMembers.contains(name), value.kind == .scalar, let text = text(of: value) {
                element.add(name, text, at: value.mark)
            } else {
                try skip(value)
            }
        }
    }

    /// The texts of a list whose `[` was just read, parted by `ValueConversion.listSeparator`;
    /// items that are not texts, numbers or flags are passed over.
    private mutating func listText() throws(LoadFailure) -> String {
        var items: [String] = []
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { break }
            if item.kind == .scalar {
                if let text = text(of: item) { items.append(text) }
            } else {
                try skip(item)
            }
        }
        return items.joined(separator: String(ValueConversion.listSeparator))
    }

    /// A scalar's text as the key table reads it; nil for `null`.
    private func text(of event: YAMLEvent) -> String? {
        switch stream.scalar(of: event) {
        case .null: return nil
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return text
        case .integer, .float: return stream.text(of: event)
        }
    }

    /// Reads past the value that `event` starts.
    private mutating func skip(_ event: YAMLEvent) throws(LoadFailure) {
        guard event.kind == .mappingStart || event.kind == .sequenceStart else { return }
        var depth = 1
        while depth > 0 {
            let inner = try next()
            if inner.kind == .mappingStart || inner.kind == .sequenceStart { depth += 1 }
            if inner.kind == .mappingEnd || inner.kind == .sequenceEnd { depth -= 1 }
        }
    }

    /// What a value that should have been something else is, for messages.
    private func describe(_ event: YAMLEvent) -> String {
        switch event.kind {
        case .scalar: return stream.scalar(of: event).kindName
        case .sequenceStart: return "a list"
        case .mappingStart: return "an object"
        default: return "nothing"
        }
    }

    private func next() throws(LoadFailure) -> YAMLEvent {
        try stream.nextJSONEvent()
    }
}
