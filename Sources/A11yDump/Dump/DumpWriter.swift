import A11yFindings
import A11yYAML

internal import CYAML

/// Writes screens in our dump format (docs/dump-format.md) with libyaml's
/// emitter, which takes care of quoting and escaping. Strings that would read
/// back as a boolean, a number or null are quoted, so text stays text.
///
/// `convert` often writes to standard output, so into a terminal or a CI log: a
/// string with a line break, a control character, a line separator, a bidirectional
/// control or `##[` is written double-quoted, with YAML's escapes (`\n`, `\e`,
/// `\u202E`), never over several lines, where a name could start a line of its own
/// with `::` (a workflow command to GitHub's runner) or act on the terminal.
public struct DumpWriter {
    public init() {}

    /// One YAML document per screen, after a comment saying where they came from.
    public func yaml(for screens: [Screen], source: String? = nil) throws(DumpWriterError) -> String {
        let emitter = Emitter()
        do {
            try emit(screens, to: emitter)
        } catch let error as DumpWriterError {
            throw error
        } catch {
            throw .emitter(String(describing: error))
        }
        // A comment is one line of text for reading: the file's name is shown as a terminal shows it.
        let header = source.map { "# Converted by a11ylint from \(TerminalText.safe($0))\n" } ?? ""
        // libyaml escapes the controls and line separators in a double-quoted scalar, not the bidirectional
        // controls or `##[`; every string that holds one is double-quoted, so their escapes can go in after.
        return header + String(decoding: EncoderLeftovers.escaped(emitter.output), as: UTF8.self)
    }

    private func emit(_ screens: [Screen], to emitter: Emitter) throws {
        try emitter.emit { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
        for screen in screens {
            try emitter.emit { yaml_document_start_event_initialize(&$0, nil, nil, nil, 1) }
            try emitter.mapping {
                try emitter.plain("platform")
                try emitter.plain(screen.platform.rawValue)
                if let name = screen.name {
                    try emitter.plain("screen")
                    try emitter.text(name)
                }
                if let app = screen.app {
                    try emitter.plain("app")
                    try emitter.text(app)
                }
                if let density = screen.density {
                    try emitter.plain("density")
                    try emitter.plain(Self.format(density))
                }
                // What the source format could not say stays unknown after conversion.
                let unknown = DumpKey.allCases.filter { $0.isValid(on: screen.platform) && !screen.records($0) }
                    .map(\.rawValue).filter(DocumentReader.nodeKeyNames.contains)
                if !unknown.isEmpty {
                    try emitter.plain("notRecorded")
                    try emitter.sequence(flow: true) {
                        for name in unknown { try emitter.plain(name) }
                    }
                }
                try emitter.plain("root")
                try write(screen.root, to: emitter)
            }
            try emitter.emit { yaml_document_end_event_initialize(&$0, 1) }
        }
        try emitter.emit { yaml_stream_end_event_initialize(&$0) }
    }

    private func write(_ node: Node, to emitter: Emitter) throws {
        try emitter.mapping {
            try emitter.plain("class")
            try emitter.text(node.className)
            for property in node.properties {
                try emitter.plain(property.key.rawValue)
                try write(property, to: emitter)
            }
            if !node.children.isEmpty {
                try emitter.plain("children")
                try emitter.sequence(flow: false) {
                    for child in node.children { try write(child, to: emitter) }
                }
            }
        }
    }

    private func write(_ property: Property, to emitter: Emitter) throws {
        switch property.value {
        case .string(let text):
            try emitter.text(text)
        case .bool(let value):
            try emitter.plain(value ? "true" : "false")
        case .integer(let value):
            try emitter.plain(String(value))
        case .number(let value):
            try emitter.plain(Self.format(value))
        case .strings(let items):
            try emitter.sequence(flow: true) {
                for item in items { try emitter.text(item) }
            }
        case .rect(let rect):
            if property.key == .bounds {
                try emitter.sequence(flow: true) {
                    for number in [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height] {
                        try emitter.plain(Self.format(number))
                    }
                }
            } else {
                try emitter.mapping(flow: true) {
                    for (key, number) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                        try emitter.plain(key)
                        try emitter.plain(Self.format(number))
                    }
                }
            }
        case .record(let fields):
            try emitter.mapping(flow: true) {
                for key in fields.keys.sorted() {
                    try emitter.plain(key)
                    switch fields[key]! {
                    case .integer(let value): try emitter.plain(String(value))
                    case .number(let value): try emitter.plain(Self.format(value))
                    case .bool(let value): try emitter.plain(value ? "true" : "false")
                    }
                }
            }
        }
    }

    /// Whole numbers without a fraction, the rest as Swift prints them; YAML's spellings for infinities.
    static func format(_ number: Double) -> String {
        if number.isNaN { return ".nan" }
        if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}

/// libyaml's emitter, fed one event at a time, collecting its output in memory.
private final class Emitter {
    private var emitter = yaml_emitter_t()
    var output: [UInt8] = []

    init() {
        yaml_emitter_initialize(&emitter)
        yaml_emitter_set_unicode(&emitter, 1)
        yaml_emitter_set_width(&emitter, -1)
        yaml_emitter_set_indent(&emitter, 2)
        yaml_emitter_set_output(&emitter, { context, buffer, size in
            let emitter = Unmanaged<Emitter>.fromOpaque(context!).takeUnretainedValue()
            emitter.output.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        yaml_emitter_delete(&emitter)
    }

    func emit(_ make: (inout yaml_event_t) -> Int32) throws {
        var event = yaml_event_t()
        guard make(&event) == 1 else { throw DumpWriterError.emitter("cannot create a YAML event") }
        // yaml_emitter_emit takes the event over, even when it fails.
        guard yaml_emitter_emit(&emitter, &event) == 1 else {
            throw DumpWriterError.emitter(emitter.problem.map { String(cString: $0) } ?? "unknown emitter error")
        }
    }

    /// A scalar written as it is: keys, numbers and booleans.
    func plain(_ text: String) throws {
        try scalar(text, plainImplicit: true)
    }

    /// A string value: quoted when the plain spelling would read back as something else.
    func text(_ text: String) throws {
        let readsAsText = ScalarValue.resolvePlain(text) == .string(text)
        try scalar(text, plainImplicit: readsAsText)
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

    func mapping(flow: Bool = false, _ body: () throws -> Void) throws {
        try emit {
            yaml_mapping_start_event_initialize(&$0, nil, nil, 1, flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE)
        }
        try body()
        try emit { yaml_mapping_end_event_initialize(&$0) }
    }

    func sequence(flow: Bool, _ body: () throws -> Void) throws {
        try emit {
            yaml_sequence_start_event_initialize(&$0, nil, nil, 1,
                                                 flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE)
        }
        try body()
        try emit { yaml_sequence_end_event_initialize(&$0) }
    }
}
