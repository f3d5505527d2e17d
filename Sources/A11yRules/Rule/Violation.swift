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
    /// The finding's own severity, for a rule whose findings differ in weight (a
    /// warning that becomes an error when the values contradict each other). It
    /// applies while the configuration keeps the rule's catalog severity; a severity
    /// the configuration sets applies to every finding of the rule.
    public var severity: Severity?

    public init(_ node: SemanticNode, _ message: Message, at mark: Mark? = nil, severity: Severity? = nil) {
        self.node = node
        // Kept until the findings are reported: in storage of its own length.
        self.message = message.text
        self.mark = mark
        self.severity = severity
    }
}

