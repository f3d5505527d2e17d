/// One file that `make generate` writes, with its path from the package root.
public struct GeneratedFile: Equatable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
