import A11yFindings

internal import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pulls events from libyaml's parser over an in-memory UTF-8 buffer.
///
/// This is the only type that touches libyaml; it owns the C parser and the
/// input copy, and frees both when it goes away.
final class YAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let source: SourceBuffer
    /// The last event parsed: its text is lent out until the next one.
    private var current = yaml_event_t()
    private var holdsEvent = false
    private var finished = false

    init(source: SourceBuffer) {
        // libyaml keeps pointers to the parser struct and to the input, so both
        // live at fixed addresses for the parser's whole life.
        self.source = source
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, source.bytes.baseAddress, source.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(&current) }
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// Parses the next event; its byte views last until the next call. After the
    /// stream end it keeps returning stream end.
    // Inlined into `EventStream.next()`, its one caller per event: returned through
    // memory, the parts were stored in pieces and read back whole, which stalled
    // the processor on every event (a third of that function's time in profiles).
    @inline(__always)
    func next() throws(YAMLError) -> EventParts {
        if holdsEvent {
            yaml_event_delete(&current)
            holdsEvent = false
        }
        if finished { return EventParts(kind: .streamEnd, mark: .start) }
        guard yaml_parser_parse(parser, &current) == 1 else {
            finished = true
            throw syntaxError()
        }
        holdsEvent = true
        let event = current
        var parts = EventParts(kind: .streamEnd,
                               mark: Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1))
        switch event.type {
        case YAML_STREAM_START_EVENT: parts.kind = .streamStart
        case YAML_STREAM_END_EVENT: finished = true
        case YAML_DOCUMENT_START_EVENT: parts.kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: parts.kind = .documentEnd
        case YAML_MAPPING_START_EVENT:
            parts.kind = .mappingStart
            parts.anchor = Self.bytes(event.data.mapping_start.anchor)
        case YAML_MAPPING_END_EVENT: parts.kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            parts.kind = .sequenceStart
            parts.anchor = Self.bytes(event.data.sequence_start.anchor)
        case YAML_SEQUENCE_END_EVENT: parts.kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            parts.kind = .scalar
            parts.value = UnsafeBufferPointer(start: data.value, count: Int(data.length))
            parts.anchor = Self.bytes(data.anchor)
            parts.resolves = Self.resolves(tag: data.tag, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)
        case YAML_ALIAS_EVENT:
            parts.kind = .alias
            parts.value = Self.bytes(event.data.alias.anchor)
        default: break
        }
        return parts
    }

    /// A C string's bytes; no bytes, at no address, for a null pointer.
    private static func bytes(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8> {
        guard let pointer else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
    }

    /// Untagged scalars resolve when plain; `!` and the string tag keep any scalar text.
    private static func resolves(tag: UnsafeMutablePointer<yaml_char_t>?, isPlain: Bool) -> Bool {
        guard let tag else { return isPlain }
        let text = bytes(tag)
        return !(text.elementsEqual("!".utf8) || text.elementsEqual("tag:yaml.org,2002:str".utf8))
    }

    private func syntaxError() -> YAMLError {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "the YAML could not be parsed"
        func mark(_ m: yaml_mark_t) -> Mark { Mark(line: Int(m.line) + 1, column: Int(m.column) + 1) }
        switch p.error {
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a line and column.
            return YAMLError(mark: Mark.at(offset: Int(p.problem_offset), in: source.contents),
                             problem: .syntax(stage: .reader, problem: Self.readerProblem(problem, value: Int(p.problem_value)),
                                              context: nil, contextMark: nil))
        default:
            let context = p.context.map { String(cString: $0) }
            let stage: YAMLError.Stage = p.error == YAML_SCANNER_ERROR ? .scanner
                : p.error == YAML_MEMORY_ERROR ? .memory : .parser
            return YAMLError(mark: mark(p.problem_mark),
                             problem: .syntax(stage: stage, problem: problem, context: context,
                                              contextMark: context == nil ? nil : mark(p.context_mark)))
        }
    }

    private static func readerProblem(_ problem: String, value: Int) -> String {
        guard value >= 0 else { return problem }
        let hex = String(value, radix: 16, uppercase: true)
        return "\(problem) (byte or character 0x\(hex))"
    }
}

// A `PrefetchingParser` creates the parser on the reader's thread and then uses it
// on its own thread only.
extension YAMLParser: @unchecked Sendable {}

/// One event as libyaml gave it: its text as bytes, borrowed from whoever parsed it.
struct EventParts {
    var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The anchor's name; at no address when the event has no anchor.
    var anchor = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var mark: Mark
    var kind: YAMLEvent.Kind
    /// See `YAMLEvent.resolves`; worked out here, so that tags need not travel.
    var resolves = false

    init(kind: YAMLEvent.Kind, mark: Mark) {
        self.kind = kind
        self.mark = mark
    }

    var hasAnchor: Bool { anchor.baseAddress != nil }
}
