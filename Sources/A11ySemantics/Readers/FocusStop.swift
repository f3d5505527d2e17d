import A11yFindings
import A11yDump

/// One swipe of the screen reader: a node, or one segment of it (a UIStepper's
/// Decrement and Increment buttons are two stops on one node).
public struct FocusStop: Sendable {
    public let node: SemanticNode
    /// "Decrement" or "Increment" for a stepper's segments, else nil.
    public let segment: String?
    // Boxed: rules copy stops as they go through them, and a stop that held its
    // announcement's five texts inline would retain and release each of them.
    private let box: AnnouncementBox

    /// What the screen reader is predicted to say there.
    public var announcement: Announcement { box.value }

    init(node: SemanticNode, segment: String? = nil, announcement: Announcement) {
        self.node = node
        self.segment = segment
        box = AnnouncementBox(announcement)
    }
}

/// An announcement stored once, for copies of its stop to share.
final class AnnouncementBox: Sendable {
    let value: Announcement

    init(_ value: Announcement) {
        self.value = value
    }
}
