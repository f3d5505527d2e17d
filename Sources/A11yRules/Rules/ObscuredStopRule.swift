import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A focus stop is not wholly covered by an opaque node drawn after it.
struct ObscuredStopRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        // Nodes that hide what lies under them: those whose own background is
        // opaque, and interactive ones, since a floating button or a banner is
        // drawn, and takes the taps, over its area (most dumps record no colours).
        let covers = model.nodes.compactMap { node -> (order: Int, rect: Rect, group: Int)? in
            guard Self.isOpaque(node, in: model), !model.isHidden(node), let frame = model.frame(of: node),
                  !frame.isEmpty, Self.isSeen(model.visibility(of: node)) else { return nil }
            return (node.order, frame, model.layer(of: node).rootOrder)
        }
        guard !covers.isEmpty else { return [] }
        // Each stop asks only for the covers over its centre, and covers with one frame
        // are asked once: near-linear, also for thousands of stops stacked on one frame.
        let index = CoverIndex(covers)
        var violations: [Violation] = []
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            guard let frame = model.frame(of: node), !frame.isEmpty, Self.isSeen(model.visibility(of: node)) else {
                continue
            }
            // Drawn after the stop: later in tree order and not inside it (a later
            // sibling of the stop or of one of its ancestors, or what they hold), in
            // the same window.
            guard let order = index.firstCover(holding: frame, from: node.subtreeEnd,
                                               in: model.layer(of: node).rootOrder) else { continue }
            let cover = model.nodes[order]
            let unit = model.platform == .ios ? "pt" : "dp"
            let kind = model.announcement(of: cover).map(\.role).flatMap { $0.isEmpty ? nil : $0 }
                ?? (model.traits(of: cover).isControl ? "control" : "opaque view")
            violations.append(Violation(node, """
                \(model.label(node).capitalizedFirst) (\(DuplicateClickableBoundsRule.describe(frame)) \(unit)) \
                lies wholly under the \(kind)\(model.named(cover)) drawn after it; the screen reader reads it, \
                but the user cannot see it or touch it.
                """))
        }
        return violations
    }

    /// Whether nothing under the node shows through it: its background colour has
    /// no transparency, or it is interactive.
    static func isOpaque(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        model.traits(of: node).isControl || model.backgroundColor(of: node)?.isOpaque == true
    }

    /// On screen or partly: what is off screen covers nothing and is not met now.
    static func isSeen(_ visibility: Visibility?) -> Bool {
        switch visibility {
        case .onScreen, .clipped: return true
        case .offScreen, nil: return false
        }
    }
}
