import A11yDump

/// Where the dump may have cut a node's frame.
///
/// uiautomator and Appium give each Android node's bounds as the part on
/// screen, so a button half scrolled out of a list, or half past the screen's
/// bottom, shows as a smaller rectangle flush with that edge, and its true
/// length along that axis is unknown. Compose cuts each node's bounds to its
/// host view's (the accessibility delegate intersects them with the root's), so
/// a Compose button half past the bottom of its window shows the same way.
/// iOS frames are never cut (a node partly out of sight is `clipped`), so an
/// iOS node has no cut side.
public struct CutEdges: Equatable, Sendable {
    /// Sides on an edge of a scrolling ancestor, where more of the node may scroll
    /// in.
    public var scrolling: RectEdges = []
    /// Sides on the screen's edge, or on the edge of the Compose view that hosts
    /// the node (which cuts it there as the screen does), and on no scrolling edge.
    public var screen: RectEdges = []
}

extension ScreenModel {
    /// The sides of the node's frame that lie on an edge of what the screen and
    /// its scrolling ancestors leave visible, on Android; none on iOS.
    public func cutEdges(of node: SemanticNode) -> CutEdges {
        guard platform == .android, let frame = node.dumped.rect, !frame.isEmpty else { return CutEdges() }
        var result = CutEdges()
        var hostEdges: RectEdges = []
        var current = tree.parent(of: node)
        while let ancestor = current {
            if Self.isComposeHost(ancestor), let rect = ancestor.dumped.rect, !rect.isEmpty {
                // A Compose view cuts its nodes at its edges as the screen does: what
                // lies past them does not show, but nothing scrolls in there.
                hostEdges.formUnion(frame.edges(reaching: rect))
            } else if Self.clipsItsContent(ancestor), let rect = ancestor.dumped.rect, !rect.isEmpty {
                let edges = frame.edges(reaching: rect)
                // One that scrolls only sideways cuts nothing at its top or bottom.
                result.scrolling.formUnion(Self.scrollsOnlySideways(ancestor) ? edges.intersection([.left, .right]) : edges)
            }
            current = tree.parent(of: ancestor)
        }
        var screenEdges = hostEdges
        if let screenFrame, !screenFrame.isEmpty { screenEdges.formUnion(frame.edges(reaching: screenFrame)) }
        result.screen = screenEdges.subtracting(result.scrolling)
        return result
    }
}
