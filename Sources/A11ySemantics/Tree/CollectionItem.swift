import A11yDump

extension ScreenModel {
    /// Whether the node is itself an item of a list, grid or pager (a row, a
    /// tile), not a control inside one: its parent is a collection (Android list
    /// and recycler views, pagers, a scrolling Compose list) or, on iOS, it is a
    /// table or collection view cell. An item is named by its content, so two
    /// items that say the same show the same content.
    public func isCollectionItem(_ node: SemanticNode) -> Bool {
        switch platform {
        case .ios:
            return node.iosClass == .cell || traits(of: node).role == .cell
        case .android:
            guard let parent = parent(of: node) else { return false }
            return collections.kind(of: parent) != nil || traits(of: parent).actions.contains(.scroll)
        }
    }
}
