extension ScreenModel {
    /// Whether the node is one of the virtual nodes an Android host draws and
    /// orders itself (Compose, a web view, Flutter), below a host the dump names.
    /// TalkBack then follows the host's own order (Compose sorts rows by position
    /// and applies traversal indexes), which the dump's order does not show.
    public func isVirtualContent(_ node: SemanticNode) -> Bool {
        platform == .android && AndroidImportance.isVirtual(node, in: tree)
    }
}
