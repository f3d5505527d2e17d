import A11yFindings

/// libyaml's events with aliases resolved and nesting depth bounded.
///
/// Anchored nodes are kept as ranges of a per-document event log, so an alias
/// replays the events of its anchor without any intermediate tree. Every
/// replayed event counts against `maxAliasExpansion`.
///
/// Events carry no text: the stream lends the newest event's text out
/// (`text(of:)`, `scalar(of:)`) straight from the parser's bytes, so a scalar
/// becomes a Swift value only when the reader asks for it, and a number never
/// becomes text at all.
public final class EventStream {
    /// Inputs at least this large are parsed on a thread of their own, ahead of the reader.
    public static let prefetchBytes = 1 << 20

    private let parser: YAMLParser?
    private let prefetcher: PrefetchingParser?
    private let vocabulary: ScalarVocabulary?
    public let limits: YAMLLimits

    /// The newest event's number and text: bytes borrowed from the parser, or a
    /// recorded copy while an alias is replayed.
    private var serial: UInt32 = 0
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var replayedText: String?

    /// An event kept for replay, with its own copy of its text.
    private struct Recorded {
        var event: YAMLEvent
        var text: String
        /// For an alias: the range it refers to.
        var anchorIndex = -1
    }

    private var log: [Recorded] = []
    private var logging = false
    private var anchors: [String: Int] = [:]
    private var ranges: [(start: Int, end: Int?)] = []
    /// Anchored collections still open: their range index and the depth inside them.
    private var open: [(index: Int, depth: Int)] = []
    private var replay: [(position: Int, end: Int)] = []
    private var expanded = 0

    /// How many collections enclose the next event.
    private(set) var depth = 0

    public init(source: SourceBuffer, limits: YAMLLimits, vocabulary: ScalarVocabulary? = nil,
         prefetchBytes: Int = EventStream.prefetchBytes) {
        let parser = YAMLParser(source: source)
        if source.count >= prefetchBytes {
            prefetcher = PrefetchingParser(parser: parser)
            self.parser = nil
        } else {
            prefetcher = nil
            self.parser = parser
        }
        self.vocabulary = vocabulary
        self.limits = limits
    }

    deinit {
        prefetcher?.stop()
    }

    public func next() throws(YAMLError) -> YAMLEvent {
        while true {
            serial &+= 1
            if let top = replay.last {
                if top.position == top.end {
                    replay.removeLast()
                    continue
                }
                let recorded = log[top.position]
                replay[replay.count - 1].position += 1
                expanded += 1
                if expanded > limits.maxAliasExpansion {
                    throw YAMLError(mark: recorded.event.mark, problem: .aliasExpansionLimit(limits.maxAliasExpansion))
                }
                if recorded.event.kind == .alias {
                    let range = ranges[recorded.anchorIndex]
                    replay.append((range.start, range.end ?? range.start))
                    continue
                }
                var event = recorded.event
                event.serial = serial
                replayedText = recorded.text
                try track(event, length: recorded.text.utf8.count)
                return event
            }

            let parts: EventParts
            do {
                if let prefetcher {
                    parts = try prefetcher.next()
                } else {
                    parts = try parser!.next()
                }
            } catch {
                throw error
            }
            bytes = parts.value
            // Checked first: writing nil releases the old value even when it is nil.
            if replayedText != nil { replayedText = nil }
            var event = YAMLEvent(kind: parts.kind, mark: parts.mark)
            event.serial = serial
            event.resolves = parts.resolves
            if parts.kind == .scalar, let vocabulary, let word = vocabulary.word(parts.value) { event.word = word }
            switch parts.kind {
            case .documentStart:
                log.removeAll(keepingCapacity: true)
                logging = false
                anchors.removeAll()
                ranges.removeAll()
                open.removeAll()
                expanded = 0
            case .alias:
                try startReplay(of: event)
                continue
            default:
                if logging || parts.hasAnchor { record(event, anchor: parts.anchor) }
            }
            try track(event, length: parts.value.count)
            return event
        }
    }

    /// The text of the newest event: a scalar's value, or the anchor an alias names.
    /// Asking for an older event's text is a programming error, and traps.
    public func text(of event: YAMLEvent) -> String {
        precondition(event.serial == serial, "an event's text is only lent until the stream's next event")
        if let replayedText { return replayedText }
        if event.word >= 0, let vocabulary { return vocabulary.words[event.word] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The newest event's scalar, resolved by the YAML 1.2 core schema when it is plain.
    public func scalar(of event: YAMLEvent) -> ScalarValue {
        precondition(event.serial == serial, "an event's text is only lent until the stream's next event")
        guard event.resolves else { return .string(text(of: event)) }
        if replayedText == nil, let number = ScalarValue.integer(bytes) { return number }
        return ScalarValue.resolvePlain(text(of: event))
    }

    private func startReplay(of event: YAMLEvent) throws(YAMLError) {
        let name = String(decoding: bytes, as: UTF8.self)
        guard let index = anchors[name] else {
            throw YAMLError(mark: event.mark, problem: .undefinedAlias(name))
        }
        guard let end = ranges[index].end else {
            throw YAMLError(mark: event.mark, problem: .recursiveAlias(name))
        }
        if logging {
            log.append(Recorded(event: event, text: "", anchorIndex: index))
        }
        replay.append((ranges[index].start, end))
    }

    /// Adds a parser event to the log once the document has used an anchor.
    private func record(_ event: YAMLEvent, anchor: UnsafeBufferPointer<UInt8>) {
        let recorded = Recorded(event: event, text: event.kind == .scalar ? text(of: event) : "")
        if anchor.baseAddress != nil {
            logging = true
            anchors[String(decoding: anchor, as: UTF8.self)] = ranges.count
            ranges.append((log.count, nil))
            log.append(recorded)
            if event.kind == .scalar {
                ranges[ranges.count - 1].end = log.count
            } else {
                open.append((ranges.count - 1, depth + 1))
            }
            return
        }
        log.append(recorded)
        if event.isCollectionEnd, let last = open.last, last.depth == depth {
            ranges[last.index].end = log.count
            open.removeLast()
        }
    }

    @inline(__always)
    private func track(_ event: YAMLEvent, length: Int) throws(YAMLError) {
        if event.isCollectionStart {
            depth += 1
            if depth > limits.maxDepth {
                throw YAMLError(mark: event.mark, problem: .nestingTooDeep(limits.maxDepth))
            }
        } else if event.isCollectionEnd {
            depth -= 1
        } else if event.kind == .scalar, length > limits.maxStringBytes {
            throw YAMLError(mark: event.mark, problem: .stringTooLong(limits.maxStringBytes))
        }
    }
}
