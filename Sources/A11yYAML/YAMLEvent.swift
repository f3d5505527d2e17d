import A11yFindings

/// One event of libyaml's event stream: what it is and where it stands.
///
/// An event is a plain value with no text of its own. The stream that made it
/// lends out its text (`EventStream.text(of:)`) until the stream's next event,
/// so reading a file decodes only the text the reader keeps.
public struct YAMLEvent {
    public enum Kind: UInt8, Equatable, Sendable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case mappingStart, mappingEnd
        case sequenceStart, sequenceEnd
        case scalar
        case alias
    }

    public var mark: Mark
    /// The scalar's number in the stream's vocabulary, or -1 when it is not one of its words.
    public var word: Int = -1
    /// Which event of its stream this is: the stream lends text to the newest one only.
    var serial: UInt32 = 0
    public var kind: Kind
    /// Whether the YAML 1.2 core schema reads the scalar as null, a boolean or a
    /// number when it spells one: true for plain untagged scalars, and for tags
    /// other than the string tags. Quoted and block scalars stay text.
    var resolves = false

    init(kind: Kind, mark: Mark) {
        self.kind = kind
        self.mark = mark
    }

    @inline(__always) var isCollectionStart: Bool { kind == .mappingStart || kind == .sequenceStart }
    @inline(__always) var isCollectionEnd: Bool { kind == .mappingEnd || kind == .sequenceEnd }
}
