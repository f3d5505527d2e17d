import A11yFindings
import Foundation

/// Runs libyaml on a thread of its own, a few batches of events ahead of the
/// reader, so that parsing a large file overlaps with building its nodes.
///
/// libyaml alone keeps that thread busy, so it hands over events as bytes and the
/// reader makes the Swift values (`EventBatch`).
///
/// The events, their order and any syntax error are exactly the parser's; only
/// the thread that pulls them differs. The reader must call `stop()` when it is
/// done, early or not, so that the parsing thread ends.
final class PrefetchingParser: @unchecked Sendable {
    private static let batchSize = 4_096
    private static let batchesAhead = 8

    // Guarded by `condition`: filled by the parsing thread, emptied by the reader.
    private let condition = NSCondition()
    private var ready: [EventBatch] = []
    /// Batches the reader has emptied, for the parsing thread to fill again.
    private var spare: [EventBatch] = []
    private var failure: YAMLError?
    private var parsedAll = false
    private var stopped = false
    // Who is waiting, so that a hand-over wakes the other thread only when it sleeps:
    // a wake-up is a system call, and most hand-overs find the other thread busy.
    private var readerWaits = false
    private var parserWaits = false

    // The reader's own state. The parser belongs to the parsing thread alone.
    private var batch = EventBatch(capacity: 0)
    private var finished = false

    init(parser: YAMLParser) {
        let thread = Thread { [self] in parse(with: parser) }
        thread.name = "a11ylint.yaml"
        thread.start()
    }

    /// The next event, its byte views lasting until the next call; after the stream
    /// end or an error it keeps returning stream end.
    func next() throws(YAMLError) -> EventParts {
        while batch.isEmpty {
            if finished { return EventParts(kind: .streamEnd, mark: .start) }
            condition.lock()
            while ready.isEmpty && failure == nil && !parsedAll {
                readerWaits = true
                condition.wait()
                readerWaits = false
            }
            if ready.isEmpty {
                finished = true
                let error = failure
                condition.unlock()
                if let error { throw error }
                continue
            }
            batch.clear()
            spare.append(batch)
            batch = ready.removeFirst()
            if parserWaits { condition.signal() }
            condition.unlock()
        }
        return batch.take()
    }

    /// Tells the parsing thread to end; the reader wants no more events.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func parse(with parser: YAMLParser) {
        var events = EventBatch(capacity: Self.batchSize)
        while true {
            let end: Bool
            do {
                end = try events.fill(from: parser, upTo: Self.batchSize)
            } catch {
                hand(events, failure: error)
                return
            }
            if end {
                hand(events, last: true)
                return
            }
            guard let next = hand(events) else { return }
            events = next
        }
    }

    /// Queues a batch, waiting while the reader is far enough behind. Returns the
    /// batch to fill next, one the reader has emptied when there is one; nil once
    /// stopped, or after the last batch.
    @discardableResult
    private func hand(_ events: EventBatch, last: Bool = false, failure: YAMLError? = nil) -> EventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= Self.batchesAhead && !stopped {
            parserWaits = true
            condition.wait()
            parserWaits = false
        }
        guard !stopped else { return nil }
        if !events.isEmpty { ready.append(events) }
        self.failure = failure
        parsedAll = last || failure != nil
        if readerWaits { condition.signal() }
        return parsedAll ? nil : spare.popLast() ?? EventBatch(capacity: Self.batchSize)
    }
}
