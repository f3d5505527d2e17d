/// One swipe of the screen reader: a node, or one segment of it (a UIStepper's
/// Decrement and Increment buttons are two stops on one node).
public struct FocusStop {
    public let node: SemanticNode
    /// "Decrement" or "Increment" for a stepper's segments, else nil.
    public let segment: String?
    public let announcement: Announcement

    public var path: String { segment.map { node.path + "/" + $0 } ?? node.path }
}
