/// Why libyaml's emitter could not write.
public enum YAMLWriterError: Error, Equatable, Sendable {
    /// What libyaml said.
    case emitter(String)
}
