import A11yFindings
internal import CYAML

/// libyaml's emitter, fed one event at a time, collecting its output in memory:
/// the one place the layers above write YAML through (`DumpWriter` for `convert`).
public final class YAMLWriter {
    private var emitter = yaml_emitter_t()
    public private(set) var output: [UInt8] = []

    /// Block style, indented by two, lines never folded, text as UTF-8 (not escaped).
    public init() {
        yaml_emitter_initialize(&emitter)
        yaml_emitter_set_unicode(&emitter, 1)
        yaml_emitter_set_width(&emitter, -1)
        yaml_emitter_set_indent(&emitter, 2)
        yaml_emitter_set_output(&emitter, { context, buffer, size in
            let writer = Unmanaged<YAMLWriter>.fromOpaque(context!).takeUnretainedValue()
            writer.output.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        yaml_emitter_delete(&emitter)
    }

    /// A stream of documents, each written by `document`.
    public func stream(_ body: () throws -> Void) throws {
        try emit { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
        try body()
        try emit { yaml_stream_end_event_initialize(&$0) }
    }

    /// One document, with `---` before it, no end marker after it.
    public func document(_ body: () throws -> Void) throws {
        try emit { yaml_document_start_event_initialize(&$0, nil, nil, nil, 1) }
        try body()
        try emit { yaml_document_end_event_initialize(&$0, 1) }
    }

    /// A scalar written as it is: keys, numbers and booleans.
    public func plain(_ text: String) throws {
        try scalar(text, plainImplicit: true)
    }

    /// A string value: quoted when the plain spelling would read back as something else.
    public func text(_ text: String) throws {
        let readsAsText = ScalarValue.resolvePlain(text) == .string(text)
        try scalar(text, plainImplicit: readsAsText)
    }

    public func mapping(flow: Bool = false, _ body: () throws -> Void) throws {
        try emit {
            yaml_mapping_start_event_initialize(&$0, nil, nil, 1, flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE)
        }
        try body()
        try emit { yaml_mapping_end_event_initialize(&$0) }
    }

    public func sequence(flow: Bool, _ body: () throws -> Void) throws {
        try emit {
            yaml_sequence_start_event_initialize(&$0, nil, nil, 1,
                                                 flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE)
        }
        try body()
        try emit { yaml_sequence_end_event_initialize(&$0) }
    }

    private func scalar(_ text: String, plainImplicit: Bool) throws {
        var bytes = Array(text.utf8)
        let count = Int32(bytes.count)
        let style = Self.needsEscapes(text) ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE
        try bytes.withUnsafeMutableBufferPointer { buffer throws in
            try emit {
                yaml_scalar_event_initialize(&$0, nil, nil, buffer.baseAddress, count,
                                             plainImplicit ? 1 : 0, 1, style)
            }
        }
    }

    /// Whether `text` holds what `TerminalText` escapes, or `##[`: then it is written
    /// double-quoted, the one style in which YAML escapes characters, on one line.
    static func needsEscapes(_ text: String) -> Bool {
        // Nearly every string has no byte that could begin one.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == UInt8(ascii: "[") })
        else { return false }
        return text.contains("##[") || text.unicodeScalars.contains { TerminalText.escape($0) != nil }
    }

    private func emit(_ make: (inout yaml_event_t) -> Int32) throws(YAMLWriterError) {
        var event = yaml_event_t()
        guard make(&event) == 1 else { throw .emitter("cannot create a YAML event") }
        // yaml_emitter_emit takes the event over, even when it fails.
        guard yaml_emitter_emit(&emitter, &event) == 1 else {
            throw .emitter(emitter.problem.map { String(cString: $0) } ?? "unknown emitter error")
        }
    }
}
