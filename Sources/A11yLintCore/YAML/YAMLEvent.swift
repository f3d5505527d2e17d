/// One event of libyaml's event stream, copied into Swift values.
struct YAMLEvent {
    enum Kind: Equatable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case mappingStart, mappingEnd
        case sequenceStart, sequenceEnd
        case scalar
        case alias
    }

    var kind: Kind
    var mark: Mark
    /// The scalar's text, or the anchor name an alias refers to.
    var value: String = ""
    var anchor: String?
    var tag: String?
    /// True for a plain (unquoted, non-block) scalar: only those are resolved to
    /// booleans, numbers and null by the YAML 1.2 core schema.
    var isPlain: Bool = false
    /// The scalar's number in the parser's vocabulary, or -1 when it is not one of its words.
    var word: Int = -1
    /// For an alias replayed from a recording: the recording it refers to.
    var anchorIndex: Int = -1

    var isCollectionStart: Bool { kind == .mappingStart || kind == .sequenceStart }
    var isCollectionEnd: Bool { kind == .mappingEnd || kind == .sequenceEnd }
}
