import A11yFindings

/// Events that the parsing thread hands to the reader: kinds and marks, with
/// their text copied into one byte buffer. The reader makes the Swift values, so
/// the parsing thread runs little besides libyaml, and libyaml's memory is freed
/// on the thread that took it.
///
/// The parsing thread is the slower of the two on a large file, so filling is
/// kept to two plain copies per event into memory the batch owns and reuses:
/// array appends (with their uniqueness and capacity checks) cost it about a
/// quarter more time than libyaml alone.
final class EventBatch: @unchecked Sendable {
    private struct Entry {
        var kind: YAMLEvent.Kind
        var resolves: Bool
        var mark: Mark
        var value: Span
        var anchor: Span
    }

    /// Where some text sits in `bytes`; a negative start means there is none.
    private struct Span {
        var start: Int32
        var count: Int32

        static let none = Span(start: -1, count: 0)
    }

    private let capacity: Int
    private let entries: UnsafeMutablePointer<Entry>
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private(set) var count = 0
    private var used = 0
    private var taken = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        entries = .allocate(capacity: self.capacity)
        byteCapacity = max(capacity * 16, 64)
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        // Entries hold plain values only, so there is nothing to deinitialize.
        entries.deallocate()
        bytes.deallocate()
    }

    /// Empties the batch, keeping its memory for the next events.
    func clear() {
        count = 0
        used = 0
        taken = 0
    }

    var isEmpty: Bool { taken == count }

    /// Parses events into the batch until it holds `limit` of them (at most its
    /// capacity); true once the stream has ended.
    func fill(from parser: YAMLParser, upTo limit: Int) throws(YAMLError) -> Bool {
        let limit = min(limit, capacity)
        while count < limit {
            let parts = try parser.next()
            let needed = parts.value.count + parts.anchor.count
            if used + needed > byteCapacity {
                byteCapacity = max(byteCapacity * 2, used + needed)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
                larger.update(from: bytes, count: used)
                bytes.deallocate()
                bytes = larger
            }
            (entries + count).initialize(to: Entry(kind: parts.kind, resolves: parts.resolves, mark: parts.mark,
                                                   value: keep(parts.value),
                                                   anchor: parts.hasAnchor ? keep(parts.anchor) : .none))
            count += 1
            if parts.kind == .streamEnd { return true }
        }
        return false
    }

    /// Copies text into the batch's bytes, which have room for it.
    private func keep(_ text: UnsafeBufferPointer<UInt8>) -> Span {
        let span = Span(start: Int32(truncatingIfNeeded: used), count: Int32(truncatingIfNeeded: text.count))
        if let base = text.baseAddress, !text.isEmpty {
            (bytes + used).update(from: base, count: text.count)
            used += text.count
        }
        return span
    }

    /// The next event, its byte views into the batch: they last until the batch is cleared.
    func take() -> EventParts {
        precondition(taken < count, "an event batch is empty")
        let entry = entries[taken]
        taken += 1
        func view(_ span: Span) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: span.start < 0 ? nil : bytes + Int(span.start), count: Int(span.count))
        }
        var parts = EventParts(kind: entry.kind, mark: entry.mark)
        parts.value = view(entry.value)
        parts.anchor = view(entry.anchor)
        parts.resolves = entry.resolves
        return parts
    }
}
