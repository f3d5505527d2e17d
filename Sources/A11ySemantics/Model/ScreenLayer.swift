import A11yFindings
import A11yDump

/// One layer of a screen: the app's window, or a view that is modal inside it.
/// A screen is a stack of layers, and every node belongs to exactly one: the
/// innermost layer whose root contains it. Screen readers treat layers differently
/// (VoiceOver does not reach past a modal view; TalkBack moves between windows),
/// and `docs/semantics.md` says how each is handled.
public struct ScreenLayer: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The app's own window: the dump's root, or an Android window of the app's package.
        case app
        /// A view marked modal (iOS `accessibilityViewIsModal`): VoiceOver keeps focus inside it.
        case modal
        /// An Android window of an input method: the on-screen keyboard.
        case inputMethod = "input-method"
        /// A window of the system: the status bar, the navigation bar, edge panels.
        case system
    }

    public let kind: Kind
    /// The place of the layer's root node in tree order.
    public let rootOrder: Int
    /// The package of an Android window (or SpringBoard's); nil for the dump's root and modal views.
    public var package: String? = nil

    /// The layers of a tree, the app first and the others in tree order, and each node's layer.
    static func layers(of tree: ScreenTree) -> (layers: [ScreenLayer], layerOfNode: [UInt16]) {
        var layers = [ScreenLayer(kind: .app, rootOrder: tree.root.order)]
        var layerOfNode = Array(repeating: UInt16(0), count: tree.nodes.count)
        func visit(_ node: SemanticNode, layer: UInt16) {
            var own = layer
            if node !== tree.root, let package = node.dumped.string(.package), layers.count < Int(UInt16.max) {
                layers.append(ScreenLayer(kind: windowKind(package: package), rootOrder: node.order, package: package))
                own = UInt16(layers.count - 1)
            } else if statusBars.contains(node.simpleClassName), layers.count < Int(UInt16.max) {
                // iOS's status bar, which XCUITest lists inside the app's windows.
                layers.append(ScreenLayer(kind: .system, rootOrder: node.order))
                own = UInt16(layers.count - 1)
            } else if node.dumped.bool(.accessibilityViewIsModal) == true, layers.count < Int(UInt16.max) {
                layers.append(ScreenLayer(kind: .modal, rootOrder: node.order))
                own = UInt16(layers.count - 1)
            }
            layerOfNode[node.order] = own
            node.children.forEach { visit($0, layer: own) }
        }
        visit(tree.root, layer: 0)
        return (layers, layerOfNode)
    }

    /// The app package whose windows the rules judge when a dump holds windows of
    /// several apps: `chosen` when given, else the package of the largest app
    /// window (the dump format records no focus). Nil when at most one app package
    /// is in the dump and none is chosen (every app window is judged then).
    static func judgedPackage(of layers: [ScreenLayer], in tree: ScreenTree, chosen: String?) -> String? {
        let appWindows = layers.filter { $0.kind == .app && $0.package != nil }
        guard Set(appWindows.compactMap(\.package)).count > 1 || chosen != nil else { return nil }
        if let chosen { return chosen }
        func root(_ layer: ScreenLayer) -> SemanticNode { tree.nodes[layer.rootOrder] }
        return appWindows.max { area(root($0)) < area(root($1)) }?.package
    }

    private static func area(_ node: SemanticNode) -> Double {
        node.dumped.rect.map { $0.isEmpty ? 0 : $0.width * $0.height } ?? 0
    }

    private static let statusBars: Set<String> = ["XCUIElementTypeStatusBar", "UIStatusBar", "UIStatusBar_Modern"]

    /// What kind of window an Android package's window is. uiautomator and Appium
    /// dumps put the app's windows, the keyboard and the system bars side by side.
    static func windowKind(package: String) -> Kind {
        if systemPackages.contains(package) || package.hasPrefix("com.android.systemui") { return .system }
        let lowered = package.lowercased()
        if lowered.containsBytes("inputmethod") || lowered.containsBytes("keyboard") || inputMethodPackages.contains(package) {
            return .inputMethod
        }
        return .app
    }

    /// System windows that are not the status or navigation bar (Samsung's edge panels),
    /// and iOS's SpringBoard, whose status bar Maestro lists beside the app.
    private static let systemPackages: Set<String> = ["com.samsung.android.app.cocktailbarservice", "com.apple.springboard"]

    /// Input methods whose package does not say so.
    private static let inputMethodPackages: Set<String> = [
        "com.samsung.android.honeyboard", "com.touchtype.swiftkey", "com.baidu.input", "com.sohu.inputmethod.sogou",
        "com.iflytek.inputmethod", "com.google.android.apps.inputmethod.hindi",
    ]
}
