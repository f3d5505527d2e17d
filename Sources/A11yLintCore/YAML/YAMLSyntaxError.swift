/// A problem libyaml reported while reading, scanning or parsing a stream.
struct YAMLSyntaxError: Error {
    var problem: String
    var mark: Mark
    var context: String?
    var contextMark: Mark?
}
