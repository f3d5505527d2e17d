import A11yFindings
import A11yYAML

/// One element of idb's output and, in the `--nested` layout, the elements it holds.
struct IdbElement {
    var element: SourceElement
    /// Nil when the element has no `children` key, as in idb's flat layout.
    var children: [IdbElement]?
}

/// Reads idb's JSON from the YAML loader's events (JSON is YAML's flow style), so
/// every element keeps the position of its `{` and every value its own.
///
/// idb writes an element's keys in no fixed order, `children` among them (Foundation's
/// dictionaries are unordered), so an element can only go to the node builder once
/// all its keys are read: the elements are kept, as `SourceElement`s, until the
/// document ends. Their number is bounded by the loader's node limit as they are read.
///
/// Values become the texts the key table's column reads: JSON text as it is, `true`
/// and `false`, numbers as the file spells them; `null` is left out (idb writes it
/// for a value the element does not have). A list of texts becomes one text with its
/// items parted by `ValueConversion.listSeparator`; the `frame` object gives its
/// members `x`, `y`, `width` and `height` as attributes of those names. Other
/// objects (`interactable` in newer idb) are passed over.
struct IdbJSONReader {
    /// The document's top value.
    enum Top {
        /// A list of elements (`describe-all`, flat or nested), at the position of its `[`.
        case list([IdbElement], Mark)
        /// One element (`describe-point`).
        case element(IdbElement)
    }

    let stream: EventStream
    let limits: LoadLimits
    private var count = 0

    init(stream: EventStream, limits: LoadLimits) {
        self.stream = stream
        self.limits = limits
    }

    mutating func read() throws(LoadFailure) -> Top {
        var event = try next()
        while event.kind != .documentStart {
            if event.kind == .streamEnd { throw LoadFailure(mark: event.mark, problem: .idbNoElements) }
            event = try next()
        }
        let value = try next()
        let top: Top
        switch value.kind {
        case .mappingStart:
            let element = try element(at: value)
            // `--format complete` wraps the elements, under other key names, in a document.
            if element.element.has("elements") {
                throw LoadFailure(mark: value.mark, problem: .idbCompleteDocument)
            }
            guard element.element.has("type") else { throw LoadFailure(mark: value.mark, problem: .idbNoType) }
            top = .element(element)
        case .sequenceStart:
            let list = try elements()
            if let first = list.first, !first.element.has("type") {
                throw LoadFailure(mark: first.element.mark, problem: .idbNoType)
            }
            top = .list(list, value.mark)
        default: throw LoadFailure(mark: value.mark, problem: .idbElementNotAnObject(found: describe(value)))
        }
        // JSON holds one value; anything after it is read only for its syntax errors.
        while try next().kind != .streamEnd {}
        return top
    }

    private static let frameMembers: Set<String> = ["x", "y", "width", "height"]

    /// The elements of a list whose `[` was just read, up to its `]`.
    private mutating func elements() throws(LoadFailure) -> [IdbElement] {
        var list: [IdbElement] = []
        while true {
            let item = try next()
            if item.kind == .sequenceEnd { return list }
            guard item.kind == .mappingStart else {
                throw LoadFailure(mark: item.mark, problem: .idbElementNotAnObject(found: describe(item)))
            }
            list.append(try element(at: item))
        }
    }

    /// The element whose `{` is `start`, with its children. Of a repeated key the first counts.
    private mutating func element(at start: YAMLEvent) throws(LoadFailure) -> IdbElement {
        count += 1
        if count > limits.maxNodes { throw LoadFailure(mark: start.mark, problem: .tooManyNodes(limits.maxNodes)) }
        var element = SourceElement(name: "", mark: start.mark)
        var children: [IdbElement]?
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
            switch (key, value.kind) {
            case ("children", .sequenceStart):
                let list = try elements()
                if children == nil { children = list }
            case ("children", .scalar) where stream.scalar(of: value) == .null:
                continue
            case ("children", _):
                throw LoadFailure(mark: value.mark, problem: .idbChildrenNotAList(found: describe(value)))
            case ("frame", .mappingStart):
                try liftFrame(into: &element)
            case (_, .scalar):
                if let text = text(of: value) { element.add(key, text, at: value.mark) }
            case (_, .sequenceStart):
                element.add(key, try listText(), at: value.mark)
            default:
                try skip(value)
            }
        }
        return IdbElement(element: element, children: children)
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

    /// The stream's next event; its syntax errors are worded as JSON's.
    private func next() throws(LoadFailure) -> YAMLEvent {
        do {
            return try stream.next()
        } catch {
            if case .syntax(_, let problem, _, _) = error.problem {
                throw LoadFailure(mark: error.mark, problem: .jsonSyntax(problem))
            }
            throw LoadFailure(error)
        }
    }
}
