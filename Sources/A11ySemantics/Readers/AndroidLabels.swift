import A11yFindings
import A11yDump

/// Which views label which (Android `labelFor` on the label, `labeledBy` on the
/// labelled view), both naming the other view by its resource id. TalkBack ends
/// a labelled view's description with the label's words ("… for Email"), so the
/// label names the view. Worked out once per screen; empty when no node links.
struct AndroidLabels: Sendable {
    /// Labelled node's place in tree order → its label node.
    private let labels: [Int: SemanticNode]

    init(tree: ScreenTree) {
        var linking: [SemanticNode] = []
        for node in tree.nodes where node.dumped.has(.labelFor) || node.dumped.has(.labeledBy) {
            linking.append(node)
        }
        guard !linking.isEmpty else {
            labels = [:]
            return
        }
        var byID: [String: SemanticNode] = [:]
        for node in tree.nodes {
            guard let id = node.dumped.string(.resourceId) else { continue }
            if byID[id] == nil { byID[id] = node }
            let short = Self.shortID(id)
            if byID[short] == nil { byID[short] = node }
        }
        func view(named id: String) -> SemanticNode? {
            byID[id] ?? byID[Self.shortID(id)]
        }
        var labels: [Int: SemanticNode] = [:]
        for node in linking {
            // The view's own `labeledBy` wins over a label that points at it.
            if let id = node.dumped.string(.labeledBy), let label = view(named: id), label !== node {
                labels[node.order] = label
            }
            if let id = node.dumped.string(.labelFor), let target = view(named: id), target !== node,
               labels[target.order] == nil || target.dumped.string(.labeledBy) == nil {
                labels[target.order] = node
            }
        }
        self.labels = labels
    }

    /// The view that labels `node`, if one does.
    func label(of node: SemanticNode) -> SemanticNode? {
        labels.isEmpty ? nil : labels[node.order]
    }

    /// The words TalkBack takes from a label: its content description, else its text.
    static func words(of label: SemanticNode) -> String? {
        for key in [DumpKey.contentDescription, .text] {
            if let text = label.dumped.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    /// An id without its package: `com.app:id/email` and `email` name one view.
    private static func shortID(_ id: String) -> String {
        guard let range = id.range(of: ":id/") else { return id }
        return String(id[range.upperBound...])
    }
}
