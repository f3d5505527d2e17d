import A11yDump

extension ScreenModel {
    /// Whether the node is a text field whose typed text is hidden (Android
    /// `password`, iOS secure text fields): readers say how many characters it
    /// holds, never the text, so its description is what names it.
    public func isSecureTextEntry(_ node: SemanticNode) -> Bool {
        let role = traits(of: node).role
        guard role == .textField || role == .searchField else { return false }
        switch platform {
        case .android: return node.dumped.bool(.password) == true
        case .ios: return node.simpleClassName.contains("Secure")
        }
    }
}
