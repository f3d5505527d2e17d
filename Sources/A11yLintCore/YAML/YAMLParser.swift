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
    private let vocabulary: ScalarVocabulary?
    private var finished = false

    init(source: SourceBuffer, vocabulary: ScalarVocabulary? = nil) {
        // libyaml keeps pointers to the parser struct and to the input, so both
        // live at fixed addresses for the parser's whole life.
        self.source = source
        self.vocabulary = vocabulary
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, source.bytes.baseAddress, source.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; after the stream end it keeps returning stream end.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        try withNextEvent(event(from:)) ?? YAMLEvent(kind: .streamEnd, mark: .start)
    }

    /// Parses one event and shows its parts to `body`, whose byte views last only
    /// for the call; nil after the stream end.
    func withNextEvent<Result>(_ body: (EventParts) -> Result) throws(YAMLSyntaxError) -> Result? {
        if finished { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            finished = true
            throw syntaxError()
        }
        defer { yaml_event_delete(&event) }
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
            parts.tag = Self.bytes(event.data.mapping_start.tag)
        case YAML_MAPPING_END_EVENT: parts.kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            parts.kind = .sequenceStart
            parts.anchor = Self.bytes(event.data.sequence_start.anchor)
            parts.tag = Self.bytes(event.data.sequence_start.tag)
        case YAML_SEQUENCE_END_EVENT: parts.kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            parts.kind = .scalar
            parts.value = UnsafeBufferPointer(start: data.value, count: Int(data.length))
            parts.anchor = Self.bytes(data.anchor)
            parts.tag = Self.bytes(data.tag)
            parts.isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
        case YAML_ALIAS_EVENT:
            parts.kind = .alias
            parts.value = Self.bytes(event.data.alias.anchor) ?? UnsafeBufferPointer(start: nil, count: 0)
        default: break
        }
        return body(parts)
    }

    /// The Swift event for an event's parts; touches no libyaml state, so a reader
    /// may call it on parts that another thread parsed.
    func event(from parts: EventParts) -> YAMLEvent {
        // Made whole in one go: filling in a made event would copy it.
        var value = ""
        var word = -1
        if parts.kind == .scalar, let vocabulary, let known = vocabulary.word(parts.value) {
            value = vocabulary.words[known]
            word = known
        } else if parts.kind == .scalar || parts.kind == .alias {
            value = Self.string(parts.value)
        }
        return YAMLEvent(kind: parts.kind, mark: parts.mark, value: value, anchor: parts.anchor.map(Self.string),
                         tag: parts.tag.map(Self.string), isPlain: parts.isPlain, word: word)
    }

    private static func bytes(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer else { return nil }
        return UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private func syntaxError() -> YAMLSyntaxError {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "the YAML could not be parsed"
        func mark(_ m: yaml_mark_t) -> Mark { Mark(line: Int(m.line) + 1, column: Int(m.column) + 1) }
        switch p.error {
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a line and column.
            return YAMLSyntaxError(problem: Self.readerProblem(problem, value: Int(p.problem_value)),
                                   mark: Mark.at(offset: Int(p.problem_offset), in: source.contents))
        default:
            let context = p.context.map { String(cString: $0) }
            return YAMLSyntaxError(problem: problem, mark: mark(p.problem_mark),
                                   context: context, contextMark: context == nil ? nil : mark(p.context_mark))
        }
    }

    private static func readerProblem(_ problem: String, value: Int) -> String {
        guard value >= 0 else { return problem }
        let hex = String(value, radix: 16, uppercase: true)
        return "\(problem) (byte or character 0x\(hex))"
    }
}

// A `PrefetchingParser` parses on its thread and makes events on the reader's;
// `event(from:)` reads only the vocabulary, which never changes.
extension YAMLParser: @unchecked Sendable {}

/// One event as libyaml gave it: its text as bytes, not yet Swift values.
struct EventParts {
    var kind: YAMLEvent.Kind
    var mark: Mark
    var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var anchor: UnsafeBufferPointer<UInt8>?
    var tag: UnsafeBufferPointer<UInt8>?
    var isPlain = false
}
