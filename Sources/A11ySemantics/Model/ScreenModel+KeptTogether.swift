extension ScreenModel {
    /// The containers around `node` whose elements VoiceOver keeps together, and
    /// why, nearest first; none on Android, where TalkBack follows the node order.
    public func voiceOverContainers(of node: SemanticNode) -> [(container: SemanticNode, kind: KeptTogether)] {
        guard platform == .ios else { return [] }
        return ancestors(of: node).compactMap { ancestor in
            VoiceOverOrder.keptTogether(ancestor).map { (ancestor, $0) }
        }
    }
}
