/// What a rule reports about one node; the engine adds the severity, path and announcement.
public struct Violation {
    public var node: SemanticNode
    public var message: String
    /// Where the finding lands when not on the node's first key (an offending value).
    public var mark: Mark?

    public init(_ node: SemanticNode, _ message: String, at mark: Mark? = nil) {
        self.node = node
        self.message = message
        self.mark = mark
    }
}

/// A check over one screen as the screen reader sees it. Rules return
/// violations; they never print or throw.
public protocol Rule: Sendable {
    /// The stable kebab-case id, which is also the name of the rule's catalog file.
    var id: String { get }
    func check(_ model: ScreenModel) -> [Violation]
}
