internal import CYAML

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
        if finished { return YAMLEvent(kind: .streamEnd, mark: .start) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            finished = true
            throw syntaxError()
        }
        defer { yaml_event_delete(&event) }
        let mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return YAMLEvent(kind: .streamStart, mark: mark)
        case YAML_STREAM_END_EVENT:
            finished = true
            return YAMLEvent(kind: .streamEnd, mark: mark)
        case YAML_DOCUMENT_START_EVENT:
            return YAMLEvent(kind: .documentStart, mark: mark)
        case YAML_DOCUMENT_END_EVENT:
            return YAMLEvent(kind: .documentEnd, mark: mark)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return YAMLEvent(kind: .mappingStart, mark: mark,
                             anchor: Self.string(data.anchor), tag: Self.string(data.tag))
        case YAML_MAPPING_END_EVENT:
            return YAMLEvent(kind: .mappingEnd, mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return YAMLEvent(kind: .sequenceStart, mark: mark,
                             anchor: Self.string(data.anchor), tag: Self.string(data.tag))
        case YAML_SEQUENCE_END_EVENT:
            return YAMLEvent(kind: .sequenceEnd, mark: mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let bytes = UnsafeBufferPointer(start: data.value, count: Int(data.length))
            var scalar = YAMLEvent(kind: .scalar, mark: mark, anchor: Self.string(data.anchor),
                                   tag: Self.string(data.tag), isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)
            if let vocabulary, let word = vocabulary.word(bytes) {
                scalar.value = vocabulary.words[word]
                scalar.word = word
            } else {
                scalar.value = String(decoding: bytes, as: UTF8.self)
            }
            return scalar
        case YAML_ALIAS_EVENT:
            return YAMLEvent(kind: .alias, mark: mark, value: Self.string(event.data.alias.anchor) ?? "")
        default:
            return YAMLEvent(kind: .streamEnd, mark: mark)
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
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

// Used by one thread at a time: the reader's, or the one a `PrefetchingParser` hands it to.
extension YAMLParser: @unchecked Sendable {}
