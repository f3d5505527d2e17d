import A11yFindings
import A11yYAML

/// Writes screens in our dump format (docs/dump-format.md) with libyaml's
/// emitter (`YAMLWriter`), which takes care of quoting and escaping. Strings that would read
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
        let emitter = YAMLWriter()
        do {
            try emit(screens, to: emitter)
        } catch let error as YAMLWriterError {
            switch error {
            case .emitter(let problem): throw .emitter(problem)
            }
        } catch {
            throw .emitter(String(describing: error))
        }
        // A comment is one line of text for reading: the file's name is shown as a terminal shows it.
        let header = source.map { "# Converted by a11ylint from \(TerminalText.safe($0))\n" } ?? ""
        // libyaml escapes the controls and line separators in a double-quoted scalar, not the bidirectional
        // controls or `##[`; every string that holds one is double-quoted, so their escapes can go in after.
        return header + String(decoding: EncoderLeftovers.escaped(emitter.output), as: UTF8.self)
    }

    private func emit(_ screens: [Screen], to emitter: YAMLWriter) throws {
        try emitter.stream {
            for screen in screens {
                try emitter.document { try emit(screen, to: emitter) }
            }
        }
    }

    private func emit(_ screen: Screen, to emitter: YAMLWriter) throws {
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
    }

    private func write(_ node: Node, to emitter: YAMLWriter) throws {
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

    private func write(_ property: Property, to emitter: YAMLWriter) throws {
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
