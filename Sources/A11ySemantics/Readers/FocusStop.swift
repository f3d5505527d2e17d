import A11yFindings
import A11yDump

/// One swipe of the screen reader: a node, or one segment of it (a UIStepper's
/// Decrement and Increment buttons are two stops on one node).
public struct FocusStop: Sendable {
    public let node: SemanticNode
    /// "Decrement" or "Increment" for a stepper's segments, else nil.
    public let segment: String?
    /// What the screen reader is predicted to say there.
    public let announcement: Announcement

    init(node: SemanticNode, segment: String? = nil, announcement: Announcement) {
        self.node = node
        self.segment = segment
        self.announcement = announcement
    }
}
