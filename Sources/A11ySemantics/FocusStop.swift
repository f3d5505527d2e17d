import A11yFindings
import A11yYAML
import A11yDump

/// One swipe of the screen reader: a node, or one segment of it (a UIStepper's
/// Decrement and Increment buttons are two stops on one node).
public struct FocusStop {
    public let node: SemanticNode
    /// "Decrement" or "Increment" for a stepper's segments, else nil.
    public let segment: String?
    // Shared with the node, which keeps the announcement of its one stop: a stop is
    // 32 bytes instead of 96, and the announcement is stored once.
    let box: AnnouncementBox

    public var announcement: Announcement { box.value }

    init(node: SemanticNode, segment: String?, box: AnnouncementBox) {
        self.node = node
        self.segment = segment
        self.box = box
    }

    public var path: String { segment.map { node.path + "/" + $0 } ?? node.path }
}

/// An announcement stored once, for a stop and its node to share.
final class AnnouncementBox: Sendable {
    let value: Announcement

    init(_ value: Announcement) {
        self.value = value
    }
}
