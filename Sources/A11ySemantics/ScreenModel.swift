import A11yFindings
import A11yYAML
import A11yDump
import Foundation

/// A screen as the screen reader sees it: every node with its hidden and focus
/// state, the focus stops in swipe order, and the components found.
public final class ScreenModel {
    public let screen: Screen
    public let root: SemanticNode
    public private(set) var stops: [FocusStop] = []
    /// Every node in tree order.
    public let nodes: [SemanticNode]

    private var androidReader: AndroidReader?
    private var componentNodes: [Component: [SemanticNode]] = [:]
    /// The parts of every node in `nodes(.stepper)`, in the same order, once asked for.
    private var anatomies: [StepperAnatomy]?
    // Rules run in parallel on large screens; the one cache they fill is guarded.
    private let anatomyLock = NSLock()

    /// The model keeps the screen's details but not its tree of nodes (`screen.root`
    /// keeps no children): every node lives on in `nodes`. Handed over with
    /// `consume`, the dump's tree is freed here, which lowers a large run's peak
    /// memory by about a twentieth.
    public init(screen: consuming Screen, customComponents: [String: Component] = [:]) {
        root = SemanticNode(node: screen.root, parent: nil, platform: screen.platform)
        screen.root.children = []
        self.screen = screen
        let count = Self.number(root, from: 0)
        nodes = Self.treeOrder(from: root, count: count)
        switch screen.platform {
        case .ios: IOSReader(model: self).read()
        case .android:
            let reader = AndroidReader(model: self)
            androidReader = reader
            reader.read()
        }
        ComponentDetector(platform: screen.platform, custom: customComponents).detect(in: nodes)
        for node in nodes {
            for component in node.components { componentNodes[component, default: []].append(node) }
        }
    }

    deinit {
        // Children hold their parents strongly (see `SemanticNode.parent`).
        for node in nodes { node.releaseParent() }
    }

    public var platform: Platform { screen.platform }

    /// The nodes that are `component`, in tree order; several rules ask for each.
    public func nodes(_ component: Component) -> [SemanticNode] {
        componentNodes[component] ?? []
    }

    /// The stops that belong to `node` or its descendants.
    public func stops(within node: SemanticNode) -> [FocusStop] {
        // Stops are in tree order, so a subtree's stops are one contiguous run.
        var low = Self.firstPlace(notBefore: node.order, count: stops.count) { stops[$0].node.order }
        var result: [FocusStop] = []
        while low < stops.count, node.contains(stops[low].node) {
            result.append(stops[low])
            low += 1
        }
        return result
    }

    /// The first stop on `node` itself.
    public func stop(on node: SemanticNode) -> FocusStop? {
        guard node.isFocusStop else { return nil }
        // A node keeps the announcement of its stop when it has one stop, not
        // segments; then no search of the stops is needed (findings ask per node).
        if let box = node.announcementBox {
            return FocusStop(node: node, segment: nil, box: box)
        }
        return stops(within: node).first { $0.node === node }
    }

    func addStop(_ node: SemanticNode, segment: String? = nil, announcement: Announcement) {
        node.isFocusStop = true
        let box = AnnouncementBox(announcement)
        if segment == nil { node.announcementBox = box }
        stops.append(FocusStop(node: node, segment: segment, box: box))
    }

    /// The subtree of `root` in tree order, in a list of exactly `count` places:
    /// grown by appending, it would hold up to twice the room on a large screen.
    private static func treeOrder(from root: SemanticNode, count: Int) -> [SemanticNode] {
        var result: [SemanticNode] = []
        result.reserveCapacity(count)
        func visit(_ node: SemanticNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(root)
        return result
    }

    /// In a list kept in tree order, the first place whose node does not come
    /// before `order` (`count` when there is none): a binary search.
    private static func firstPlace(notBefore order: Int, count: Int, orderAt: (Int) -> Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if orderAt(middle) < order { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Gives every node its place in tree order; returns the next free number.
    @discardableResult
    private static func number(_ node: SemanticNode, from start: Int) -> Int {
        node.order = start
        var next = start + 1
        for child in node.children { next = number(child, from: next) }
        node.subtreeEnd = next
        return next
    }

    // MARK: - Shared facts about nodes

    /// Whether a user can act on the node: what makes a control a control.
    public func isInteractive(_ node: SemanticNode) -> Bool {
        let n = node.node
        switch platform {
        case .ios:
            if iosTraits(node).contains(where: Self.interactiveTraits.contains) { return true }
            let kind = node.iosClass ?? IOSClass.of(node.simpleClassName)
            return kind.isSwitch || kind.isStepper || kind.isTextField || !n.strings(.accessibilityCustomActions).isEmpty
        case .android:
            let actions = n.strings(.actions)
            return n.bool(.clickable) == true || n.bool(.longClickable) == true || n.bool(.checkable) == true
                || n.bool(.editable) == true || actions.contains("click") || actions.contains("longClick")
                || n.string(.role).map { $0 != "Image" } == true
        }
    }

    // An array: six short words compare faster than a hash is computed.
    private static let interactiveTraits: [String] = ["button", "link", "adjustable", "searchField", "keyboardKey",
                                                         "toggleButton"]

    /// The traits VoiceOver uses: the dump's when it lists them, else the class's defaults.
    public func iosTraits(_ node: SemanticNode) -> [String] {
        if node.node.has(.accessibilityTraits) { return node.node.strings(.accessibilityTraits) }
        return (node.iosClass ?? IOSClass.of(node.simpleClassName)).traits
    }

    /// The text the node shows on screen: a label's text or a button's title.
    public func visibleText(_ node: SemanticNode) -> String? {
        node.visibleText
    }

    /// The parts of a stepper. Several rules ask for every stepper, so the first
    /// question works out all of them, in a list beside `nodes(.stepper)`: smaller
    /// than a table keyed by node, and no stepper is worked out twice when rules
    /// run side by side.
    public func anatomy(of stepper: SemanticNode) -> StepperAnatomy {
        let steppers = nodes(.stepper)
        let place = Self.firstPlace(notBefore: stepper.order, count: steppers.count) { steppers[$0].order }
        guard place < steppers.count, steppers[place] === stepper else { return StepperAnatomy.of(stepper, in: self) }
        let all = anatomyLock.withLock {
            if let known = anatomies { return known }
            let made = steppers.map { StepperAnatomy.of($0, in: self) }
            anatomies = made
            return made
        }
        return all[place]
    }

    /// The first visible text in the node's subtree, in tree order.
    public func firstVisibleText(in node: SemanticNode) -> String? {
        subtree(of: node).lazy.filter { !$0.isHidden || $0 === node }.compactMap { self.visibleText($0) }.first
    }

    /// The node and its descendants in tree order. They are one stretch of `nodes`,
    /// so rules that look inside every row need not build a list per row.
    public func subtree(of node: SemanticNode) -> ArraySlice<SemanticNode> {
        precondition(node.order < nodes.count && nodes[node.order] === node, "a node of another model")
        return nodes[node.order..<node.subtreeEnd]
    }

    /// The node's descendants in tree order, as `subtree(of:)` without the node.
    public func descendants(of node: SemanticNode) -> ArraySlice<SemanticNode> {
        subtree(of: node).dropFirst()
    }

    /// The name a screen reader would give the node, whether or not it is a stop.
    public func name(of node: SemanticNode) -> String {
        if let announcement = node.announcement { return announcement.name }
        switch platform {
        case .ios: return IOSReader(model: self).name(of: node)
        case .android: return (androidReader ?? AndroidReader(model: self)).name(of: node)
        }
    }
}

// After init the model is only read, except its stepper cache and the Android
// reader's caches, which lock; node paths are lazy but rules do not read them.
extension ScreenModel: @unchecked Sendable {}
