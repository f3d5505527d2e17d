import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// What a rule reports about one node; the engine adds the severity, path and announcement.
public struct Violation: Sendable {
    public var node: SemanticNode
    public var message: String
    /// Where the finding lands when not on the node's first key (an offending value).
    public var mark: Mark?

    public init(_ node: SemanticNode, _ message: Message, at mark: Mark? = nil) {
        self.node = node
        // Kept until the findings are reported: in storage of its own length.
        self.message = message.text
        self.mark = mark
    }
}

