import A11yDump
import A11yFindings

/// A layer that stands over the screen until the user acts or closes it: an
/// alert, a dialog, a sheet, a popover, an open navigation drawer, or a view
/// marked modal. What the screen reader may reach while it is up, and what it
/// says first, is how the modal rules judge it (`docs/semantics.md`, "Modal layers").
public struct ModalLayer: Sendable {
    public enum Kind: String, Sendable {
        case alert, dialog, sheet, popover, drawer
        /// A view marked modal (iOS `accessibilityViewIsModal`) that says nothing more of what it is.
        case modalView = "modal view"
    }

    /// The node that holds the layer's content.
    public let root: SemanticNode
    public let kind: Kind
    /// The dimming view behind the layer that closes it when tapped (Material's
    /// `touch_outside`, UIKit's dimming view, a `scrim`): part of the layer, but no way out for a screen reader user.
    public let scrim: SemanticNode?
    /// The title the layer announces on appearing (Android `paneTitle`), when the dump gives one.
    public let paneTitle: String?

    /// Whether the platform itself gives the screen reader a way out: UIKit puts a
    /// "dismiss popup" element beside a popover, and VoiceOver's escape gesture closes it.
    public let platformOffersWayOut: Bool

    /// Whether the node belongs to the layer: inside it or its scrim.
    public func holds(_ node: SemanticNode) -> Bool {
        root.contains(node) || scrim?.contains(node) == true
    }

    init(root: SemanticNode, kind: Kind, scrim: SemanticNode?, paneTitle: String?, platform: Platform) {
        self.root = root
        self.kind = kind
        self.scrim = scrim
        self.paneTitle = paneTitle
        platformOffersWayOut = platform == .ios && kind == .popover
    }

    /// The modal layers of a tree, outermost only, in tree order: the last is the one on top.
    /// Keyboards and system windows hold none (their panels are not the app's dialogs).
    static func layers(of tree: ScreenTree, layers: [ScreenLayer], layerOfNode: [UInt16], hidden: [Bool],
                       screenFrame: Rect?) -> [ModalLayer] {
        var found: [ModalLayer] = []
        var place = 0
        let nodes = tree.nodes
        let windows = ModalWindows(tree: tree, layers: layers)
        // Layers found by the scrim drawn under them, by the place of their root.
        var overScrims: [Int: SemanticNode] = [:]
        while place < nodes.count {
            let node = nodes[place]
            switch layers[Int(layerOfNode[node.order])].kind {
            case .inputMethod, .system:
                place += 1
                continue
            case .app, .modal: break
            }
            // A layer the reader cannot reach, or one wholly off screen (dismissed, or on its way), is not up.
            func isUp(_ root: SemanticNode) -> Bool {
                !hidden[root.order] && !isOffScreen(root, screenFrame: screenFrame)
            }
            if let kind = windows.kind(of: node) ?? kind(of: node, in: tree, hidden: hidden, screenFrame: screenFrame) {
                if isUp(node) {
                    found.append(ModalLayer(root: node, kind: kind, scrim: scrim(behind: node, in: tree),
                                            paneTitle: paneTitle(of: node), platform: tree.platform))
                }
                place = node.subtreeEnd
                continue
            }
            if let scrim = overScrims[node.order] {
                if isUp(node) {
                    found.append(ModalLayer(root: node, kind: .dialog, scrim: scrim, paneTitle: paneTitle(of: node),
                                            platform: tree.platform))
                }
                place = node.subtreeEnd
                continue
            }
            if let above = layer(over: node, in: tree, hidden: hidden, screenFrame: screenFrame) {
                overScrims[above.order] = node
            } else if let drawer = openDrawer(of: node), isUp(drawer) {
                // The content beside the drawer is still searched: a dialog may stand over both.
                found.append(ModalLayer(root: drawer, kind: .drawer, scrim: nil, paneTitle: paneTitle(of: drawer),
                                        platform: tree.platform))
            }
            place += 1
        }
        // A drawer found before a layer inside it is the outer one; keep the outermost of nested finds.
        return found.filter { layer in !found.contains { $0.root !== layer.root && $0.root.contains(layer.root) } }
    }

    private static func isOffScreen(_ node: SemanticNode, screenFrame: Rect?) -> Bool {
        guard let frame = node.dumped.rect, let screen = screenFrame else { return false }
        return !frame.intersects(screen)
    }

    /// What kind of modal layer the node is the root of, by what the dump says of it.
    private static func kind(of node: SemanticNode, in tree: ScreenTree, hidden: [Bool], screenFrame: Rect?) -> Kind? {
        let name = node.simpleClassName
        if let kind = classKinds[name] { return kind }
        if node.dumped.bool(.accessibilityViewIsModal) == true { return .modalView }
        if node.dumped.bool(.isDialog) == true { return .dialog }
        if node.dumped.bool(.isPopup) == true { return .popover }
        if let id = node.dumped.string(.resourceId), let kind = idKind(id) { return kind }
        if !node.children.isEmpty {
            if name.hasSuffix("DialogFragment") || name.hasSuffix("AlertDialog") { return .dialog }
            if name.hasSuffix("BottomSheetDialog") { return .sheet }
            if name.containsBytes("PopupWindow") { return .popover }
        }
        // A pane title on a part of the screen drawn over other content: a full-screen pane is a
        // new screen, and a pane beside others (a tablet's list and detail) is no layer over them.
        if paneTitle(of: node) != nil, let frame = node.dumped.rect, let screen = screenFrame,
           frame.area < screen.area * 0.9, isDrawnOver(node, frame: frame, in: tree, hidden: hidden) {
            return .dialog
        }
        return nil
    }

    /// Whether the node covers at least half of some reachable leaf drawn before it outside it.
    private static func isDrawnOver(_ node: SemanticNode, frame: Rect, in tree: ScreenTree, hidden: [Bool]) -> Bool {
        tree.nodes[..<node.order].contains { other in
            guard other.children.isEmpty, !hidden[other.order], let behind = other.dumped.rect, !behind.isEmpty,
                  let shared = behind.intersection(frame) else { return false }
            return shared.area >= behind.area * 0.5
        }
    }

    private static func paneTitle(of node: SemanticNode) -> String? {
        node.dumped.string(.paneTitle).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    /// A resource id's name without its package: `android:id/parentPanel` is `parentPanel`.
    private static func resourceName(_ id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }

    /// Classes that are a modal layer however they are dumped.
    private static let classKinds = NameTable<Kind>([
        ("XCUIElementTypeAlert", .alert), ("UIAlertControllerView", .alert), ("_UIAlertControllerView", .alert),
        ("UIAlertView", .alert), ("XCUIElementTypeSheet", .sheet), ("XCUIElementTypePopover", .popover),
        ("UIPopoverView", .popover), ("_UIPopoverView", .popover),
        ("AlertDialog", .dialog), ("Dialog", .dialog), ("AppCompatDialog", .dialog), ("ComponentDialog", .dialog),
        ("DialogFragment", .dialog), ("BottomSheetDialog", .sheet), ("BottomSheetDialogFragment", .sheet),
        ("PopupWindow", .popover), ("PopupDecorView", .popover),
    ])

    /// The kind of layer the platform's dialogs mark with a resource id: AlertDialog's
    /// panel (the framework's and AppCompat's) and BottomSheetDialog's sheet.
    private static func idKind(_ id: String) -> Kind? {
        if id.hasSuffix("parentPanel"), resourceName(id) == "parentPanel" { return .alert }
        if id.hasSuffix("design_bottom_sheet"), resourceName(id) == "design_bottom_sheet" { return .sheet }
        return nil
    }

    /// A drawer of a DrawerLayout that shows: the layout's first child is its content,
    /// the others its drawers, which a dump lists only when they are open. A child as
    /// wide as the layout is more content, not a drawer.
    static func openDrawer(of node: SemanticNode) -> SemanticNode? {
        guard node.simpleClassName.hasSuffix("DrawerLayout"), node.children.count > 1,
              let layout = node.dumped.rect else { return nil }
        return node.children.dropFirst().last { child in
            guard let frame = child.dumped.rect, !frame.isEmpty, child.dumped.bool(.visibleToUser) != false else {
                return false
            }
            return frame.width < layout.width * 0.95 && frame.intersects(layout)
        }
    }

    /// The dimming view drawn just before the layer (a sibling of it or of one of its ancestors) that the dump
    /// names as such.
    private static func scrim(behind root: SemanticNode, in tree: ScreenTree) -> SemanticNode? {
        var current = root
        while let parent = tree.parent(of: current) {
            if let scrim = parent.children.prefix(while: { $0 !== current }).last(where: isScrim) { return scrim }
            current = parent
            if parent.dumped.has(.package) { break }
        }
        return nil
    }

    /// The content drawn over a scrim that covers the screen: the scrim's last later sibling
    /// that holds something. A layer the dump names otherwise is found by its own name.
    private static func layer(over node: SemanticNode, in tree: ScreenTree, hidden: [Bool],
                              screenFrame: Rect?) -> SemanticNode? {
        // The cheap tests first: every node is asked. A scrim is a leaf with something drawn after it.
        guard node.children.isEmpty, let parent = tree.parent(of: node), parent.children.last !== node,
              let frame = node.dumped.rect, let screen = screenFrame, frame.area >= screen.area * 0.9,
              isScrim(node) else { return nil }
        let later = parent.children.drop { $0 !== node }.dropFirst()
        guard let above = later.last(where: { !$0.children.isEmpty || $0.visibleText != nil }),
              kind(of: above, in: tree, hidden: hidden, screenFrame: screenFrame) == nil else { return nil }
        return above
    }

    static func isScrim(_ node: SemanticNode) -> Bool {
        if scrimClasses.contains(node.simpleClassName) { return true }
        guard let id = node.identifier.map(resourceName)?.lowercased() else { return false }
        // XCUITest's region beside a popover that closes it.
        if id == "popoverdismissregion" { return true }
        return id == "touch_outside" || id.containsBytes("scrim") || id == "dim" || id.hasPrefix("dim_")
            || id.containsBytes("dimming") || id.containsBytes("dimmer")
    }

    private static let scrimClasses = NameTable(names: ["UIDimmingView", "_UIDimmingView"])
}

/// The Android windows of a dump that are dialogs: a window of an app's package
/// that is smaller than that package's largest window and lies within it, and that
/// holds something to press (a toast, which holds only text, is no dialog) and is
/// more than a list (a dropdown or a popup menu is no dialog).
struct ModalWindows {
    private let dialogWindows: Set<Int>

    init(tree: ScreenTree, layers: [ScreenLayer]) {
        let windows = layers.filter { $0.kind == .app && $0.package != nil }.map { tree.nodes[$0.rootOrder] }
        var dialogs: Set<Int> = []
        for window in windows {
            guard let frame = window.dumped.rect, let package = window.dumped.string(.package) else { continue }
            let main = windows.filter { $0.dumped.string(.package) == package }
                .max { ($0.dumped.rect?.area ?? 0) < ($1.dumped.rect?.area ?? 0) }
            guard let main, main !== window, let mainFrame = main.dumped.rect, frame.area < mainFrame.area * 0.9,
                  mainFrame.contains(frame) else { continue }
            let pressable = tree.subtree(of: window).contains {
                $0.dumped.bool(.clickable) == true || $0.dumped.bool(.focusable) == true
            }
            if pressable && !Self.isListPopup(window) { dialogs.insert(window.order) }
        }
        dialogWindows = dialogs
    }

    /// A window that is only a list, down its chain of only children: an autocomplete
    /// dropdown, a spinner's choices or a popup menu. Such a popup leaves the field or
    /// the page that opened it in use, and closes on a touch outside or Back: no dialog.
    private static func isListPopup(_ window: SemanticNode) -> Bool {
        var node = window
        while true {
            let name = node.simpleClassName
            if KnownClasses.facts(name)?.isList == true || name.hasSuffix("ListView") { return true }
            guard node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }

    func kind(of node: SemanticNode) -> ModalLayer.Kind? {
        dialogWindows.contains(node.order) ? .dialog : nil
    }
}
