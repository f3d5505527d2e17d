/// A screen as the screen reader sees it: every node with its hidden and focus
/// state, the focus stops in swipe order, and the components found.
public final class ScreenModel {
    public let screen: Screen
    public let root: SemanticNode
    public private(set) var stops: [FocusStop] = []
    /// Every node in tree order.
    public let nodes: [SemanticNode]

    public init(screen: Screen, customComponents: [String: Component] = [:]) {
        self.screen = screen
        root = SemanticNode(node: screen.root, parent: nil, path: screen.root.className.isEmpty ? "?" : screen.root.className)
        nodes = root.subtree
        switch screen.platform {
        case .ios: IOSReader(model: self).read()
        case .android: AndroidReader(model: self).read()
        }
        ComponentDetector(platform: screen.platform, custom: customComponents).detect(in: nodes)
    }

    public var platform: Platform { screen.platform }

    public func nodes(_ component: Component) -> [SemanticNode] {
        nodes.filter { $0.components.contains(component) }
    }

    /// The stops that belong to `node` or its descendants.
    public func stops(within node: SemanticNode) -> [FocusStop] {
        stops.filter { $0.node === node || $0.node.ancestors.contains { $0 === node } }
    }

    func addStop(_ node: SemanticNode, segment: String? = nil, announcement: Announcement) {
        node.isFocusStop = true
        if segment == nil { node.announcement = announcement }
        stops.append(FocusStop(node: node, segment: segment, announcement: announcement))
    }

    // MARK: - Shared facts about nodes

    /// Whether a user can act on the node: what makes a control a control.
    public func isInteractive(_ node: SemanticNode) -> Bool {
        let n = node.node
        switch platform {
        case .ios:
            let traits = iosTraits(node)
            if traits.contains(where: { ["button", "link", "adjustable", "searchField", "keyboardKey", "toggleButton"].contains($0) }) {
                return true
            }
            let kind = IOSClass.of(node.simpleClassName)
            return kind.isSwitch || kind.isStepper || kind.isTextField || !n.strings(.accessibilityCustomActions).isEmpty
        case .android:
            let actions = n.strings(.actions)
            return n.bool(.clickable) == true || n.bool(.longClickable) == true || n.bool(.checkable) == true
                || n.bool(.editable) == true || actions.contains("click") || actions.contains("longClick")
                || n.string(.role).map { $0 != "Image" } == true
        }
    }

    /// The traits VoiceOver uses: the dump's when it lists them, else the class's defaults.
    public func iosTraits(_ node: SemanticNode) -> [String] {
        if node.node[.accessibilityTraits] != nil { return node.node.strings(.accessibilityTraits) }
        return IOSClass.of(node.simpleClassName).traits
    }

    /// The text the node shows on screen: a label's text or a button's title.
    public func visibleText(_ node: SemanticNode) -> String? {
        let text = node.node.string(.title) ?? node.node.string(.text)
        return text.map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The first visible text in the node's subtree, in tree order.
    public func firstVisibleText(in node: SemanticNode) -> String? {
        node.subtree.lazy.filter { !$0.isHidden || $0 === node }.compactMap { self.visibleText($0) }.first
    }

    /// The name a screen reader would give the node, whether or not it is a stop.
    public func name(of node: SemanticNode) -> String {
        if let announcement = node.announcement { return announcement.name }
        switch platform {
        case .ios: return IOSReader(model: self).name(of: node)
        case .android: return AndroidReader(model: self).name(of: node)
        }
    }
}
