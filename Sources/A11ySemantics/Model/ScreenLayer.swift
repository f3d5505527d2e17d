import A11yFindings
import A11yDump

/// One layer of a screen: the app's window, or a view that is modal inside it.
/// A screen is a stack of layers, and every node belongs to exactly one: the
/// innermost layer whose root contains it. Screen readers treat layers differently
/// (VoiceOver does not reach past a modal view; TalkBack moves between windows),
/// and `docs/semantics.md` says how each is handled.
public struct ScreenLayer: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The app's own window: the dump's root.
        case app
        /// A view marked modal (iOS `accessibilityViewIsModal`): VoiceOver keeps focus inside it.
        case modal
    }

    public let kind: Kind
    /// The place of the layer's root node in tree order.
    public let rootOrder: Int

    /// The layers of a tree, the app first and the others in tree order, and each node's layer.
    static func layers(of tree: ScreenTree) -> (layers: [ScreenLayer], layerOfNode: [UInt16]) {
        var layers = [ScreenLayer(kind: .app, rootOrder: tree.root.order)]
        var layerOfNode = Array(repeating: UInt16(0), count: tree.nodes.count)
        func visit(_ node: SemanticNode, layer: UInt16) {
            var own = layer
            if node.dumped.bool(.accessibilityViewIsModal) == true, layers.count < Int(UInt16.max) {
                layers.append(ScreenLayer(kind: .modal, rootOrder: node.order))
                own = UInt16(layers.count - 1)
            }
            layerOfNode[node.order] = own
            node.children.forEach { visit($0, layer: own) }
        }
        visit(tree.root, layer: 0)
        return (layers, layerOfNode)
    }
}
