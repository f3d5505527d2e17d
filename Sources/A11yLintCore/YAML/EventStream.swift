/// A problem found while streaming events, before it is tied to a file path.
struct StreamFailure: Error {
    var mark: Mark
    var problem: InputProblem
}

/// libyaml's events with aliases resolved and nesting depth bounded.
///
/// Anchored nodes are kept as ranges of a per-document event log, so an alias
/// replays the events of its anchor without any intermediate tree. Every
/// replayed event counts against `maxAliasExpansion`.
final class EventStream {
    /// Inputs at least this large are parsed on a thread of their own, ahead of the reader.
    static let prefetchBytes = 1 << 20

    private let parser: YAMLParser?
    private let prefetcher: PrefetchingParser?
    let limits: LoadLimits

    private var log: [YAMLEvent] = []
    private var logging = false
    private var anchors: [String: Int] = [:]
    private var ranges: [(start: Int, end: Int?)] = []
    /// Anchored collections still open: their range index and the depth inside them.
    private var open: [(index: Int, depth: Int)] = []
    private var replay: [(position: Int, end: Int)] = []
    private var expanded = 0

    /// How many collections enclose the next event.
    private(set) var depth = 0

    init(source: SourceBuffer, limits: LoadLimits, vocabulary: ScalarVocabulary? = nil,
         prefetchBytes: Int = EventStream.prefetchBytes) {
        let parser = YAMLParser(source: source, vocabulary: vocabulary)
        if source.count >= prefetchBytes {
            prefetcher = PrefetchingParser(parser: parser)
            self.parser = nil
        } else {
            prefetcher = nil
            self.parser = parser
        }
        self.limits = limits
    }

    deinit {
        prefetcher?.stop()
    }

    func next() throws(StreamFailure) -> YAMLEvent {
        while true {
            if let top = replay.last {
                if top.position == top.end {
                    replay.removeLast()
                    continue
                }
                let event = log[top.position]
                replay[replay.count - 1].position += 1
                expanded += 1
                if expanded > limits.maxAliasExpansion {
                    throw StreamFailure(mark: event.mark, problem: .aliasExpansionLimit(limits.maxAliasExpansion))
                }
                if event.kind == .alias {
                    let range = ranges[event.anchorIndex]
                    replay.append((range.start, range.end ?? range.start))
                    continue
                }
                try track(event)
                return event
            }

            let event: YAMLEvent
            do {
                if let prefetcher {
                    event = try prefetcher.next()
                } else {
                    event = try parser!.next()
                }
            } catch {
                throw StreamFailure(mark: error.mark,
                                    problem: .syntax(problem: error.problem, context: error.context,
                                                     contextMark: error.contextMark))
            }
            switch event.kind {
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
                record(event)
            }
            try track(event)
            return event
        }
    }

    private func startReplay(of event: YAMLEvent) throws(StreamFailure) {
        guard let index = anchors[event.value] else {
            throw StreamFailure(mark: event.mark, problem: .undefinedAlias(event.value))
        }
        guard let end = ranges[index].end else {
            throw StreamFailure(mark: event.mark, problem: .recursiveAlias(event.value))
        }
        if logging {
            var resolved = event
            resolved.anchorIndex = index
            log.append(resolved)
        }
        replay.append((ranges[index].start, end))
    }

    /// Adds a parser event to the log once the document has used an anchor.
    private func record(_ event: YAMLEvent) {
        if let name = event.anchor {
            logging = true
            anchors[name] = ranges.count
            ranges.append((log.count, nil))
            log.append(event)
            if event.kind == .scalar {
                ranges[ranges.count - 1].end = log.count
            } else {
                open.append((ranges.count - 1, depth + 1))
            }
            return
        }
        guard logging else { return }
        log.append(event)
        if event.isCollectionEnd, let last = open.last, last.depth == depth {
            ranges[last.index].end = log.count
            open.removeLast()
        }
    }

    private func track(_ event: YAMLEvent) throws(StreamFailure) {
        if event.isCollectionStart {
            depth += 1
            if depth > limits.maxDepth {
                throw StreamFailure(mark: event.mark, problem: .nestingTooDeep(limits.maxDepth))
            }
        } else if event.isCollectionEnd {
            depth -= 1
        } else if event.kind == .scalar, event.value.utf8.count > limits.maxStringBytes {
            throw StreamFailure(mark: event.mark, problem: .stringTooLong(limits.maxStringBytes))
        }
    }
}
