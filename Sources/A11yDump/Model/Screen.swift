import A11yFindings
import A11yYAML

/// One dump document: a single screen of an app.
public struct Screen: Equatable, Sendable {
    /// The file the screen came from, as given on the command line.
    public var path: String
    /// 1-based position of the document in its file.
    public var documentIndex: Int
    public var platform: Platform
    public var name: String?
    public var app: String?
    /// Android pixels per dp.
    public var density: Double?
    public var root: Node
    /// Where the document's mapping starts.
    public var mark: Mark
    /// The keys the dump's format records, or nil when it can record every key (our
    /// own format). A key the format does not record is unknown on every node, not
    /// false: uiautomator, for one, writes no state description and no range.
    public var recordedKeys: Set<DumpKey>?

    public init(path: String, documentIndex: Int, platform: Platform, name: String? = nil, app: String? = nil,
                density: Double? = nil, root: Node, mark: Mark) {
        self.path = path
        self.documentIndex = documentIndex
        self.platform = platform
        self.name = name
        self.app = app
        self.density = density
        self.root = root
        self.mark = mark
    }

    /// Whether the dump's format records `key`, so that its absence means "not set".
    public func records(_ key: DumpKey) -> Bool {
        recordedKeys?.contains(key) ?? true
    }

    /// Names the screen in fingerprints and reports: its name, else `#N` for the N-th document.
    public var key: String { name ?? "#\(documentIndex)" }
}
