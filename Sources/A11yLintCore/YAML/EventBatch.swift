/// Events that the parsing thread hands to the reader: kinds and marks, with
/// their text copied into one byte buffer. The reader makes the Swift values, so
/// the parsing thread runs little besides libyaml, and libyaml's memory is freed
/// on the thread that took it.
final class EventBatch: @unchecked Sendable {
    private struct Entry {
        var kind: YAMLEvent.Kind
        var isPlain: Bool
        var mark: Mark
        var value: Span
        var anchor: Span
        var tag: Span
    }

    /// Where some text sits in `bytes`; a negative start means there is none.
    private struct Span {
        var start: Int32
        var count: Int32

        static let none = Span(start: -1, count: 0)
    }

    private var entries: [Entry] = []
    private var bytes: [UInt8] = []
    private var taken = 0

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 16)
    }

    var count: Int { entries.count }

    /// Empties the batch, keeping its memory for the next events.
    func clear() {
        entries.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        taken = 0
    }
    var isEmpty: Bool { taken == entries.count }

    /// Parses events into the batch until it holds `limit` of them; true once the
    /// stream has ended.
    func fill(from parser: YAMLParser, upTo limit: Int) throws(YAMLSyntaxError) -> Bool {
        // The loop works on local arrays, not on the object: a closure over `self`
        // retained and released the batch for every event, and its reference count
        // can share a cache line with objects the reader is writing.
        var entries = self.entries
        var bytes = self.bytes
        self.entries = []
        self.bytes = []
        defer {
            self.entries = entries
            self.bytes = bytes
        }
        while entries.count < limit {
            let ended = try parser.withNextEvent { parts in
                Self.append(parts, to: &entries, bytes: &bytes)
                return parts.kind == .streamEnd
            } ?? true
            if ended { return true }
        }
        return false
    }

    private static func append(_ parts: EventParts, to entries: inout [Entry], bytes: inout [UInt8]) {
        func keep(_ text: UnsafeBufferPointer<UInt8>) -> Span {
            let start = bytes.count
            bytes.append(contentsOf: text)
            return Span(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: text.count))
        }
        entries.append(Entry(kind: parts.kind, isPlain: parts.isPlain, mark: parts.mark, value: keep(parts.value),
                             anchor: parts.anchor.map(keep) ?? .none, tag: parts.tag.map(keep) ?? .none))
    }

    /// The next event, made by `parser` from the kept parts.
    func take(with parser: YAMLParser) -> YAMLEvent {
        precondition(taken < entries.count, "an event batch is empty")
        let entry = entries[taken]
        taken += 1
        return bytes.withUnsafeBufferPointer { bytes in
            func view(_ span: Span) -> UnsafeBufferPointer<UInt8>? {
                span.start < 0 ? nil : UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.start + span.count)])
            }
            let parts = EventParts(kind: entry.kind, mark: entry.mark,
                                   value: view(entry.value) ?? UnsafeBufferPointer(start: nil, count: 0),
                                   anchor: view(entry.anchor), tag: view(entry.tag), isPlain: entry.isPlain)
            return parser.event(from: parts)
        }
    }
}
