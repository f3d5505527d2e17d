import A11yFindings
import A11yYAML
import A11yDump

/// A node of a screen with what the screen reader makes of it.
public final class SemanticNode {
    /// The dump's node: its class, keys and position. Its children are `children`,
    /// as semantic nodes; the dump's own child list is not kept here (`node.children`
    /// is empty), so that the model can let go of the dump's tree.
    public let node: Node
    // Strong, not weak: a weak reference gives the parent a side table, and every
    // retain of a node with one takes a slower path, which rules pay on each visit.
    // The model breaks the cycle when it goes (`releaseParent()`), leaving nil as weak did.
    public private(set) var parent: SemanticNode?
    public private(set) var children: [SemanticNode] = []
    /// Where the node sits, e.g. `UIWindow/UITableView/UITableViewCell[2]`; the
    /// index counts siblings of the same class from 0 and is left out when the class is alone.
    /// Worked out when asked, not stored: only nodes with findings or stops need it,
    /// and findings keep their own copy. A node kept after its model is gone has no
    /// parent, so its path is then its own step.
    public var path: String {
        parent.map { $0.path + "/" + pathStep } ?? pathStep
    }

    /// The last step of `path`, e.g. `UITableViewCell[2]`.
    public var pathStep: String {
        let name = node.className.isEmpty ? "?" : node.className
        return siblingIndex < 0 ? name : String(concatenating: [name, "[", String(siblingIndex), "]"])
    }

    // Every node keeps the fields below, so they are declared small fields first
    // (the order they are laid out in) and numbers take 32 bits: an object is 128
    // bytes, 144 with the allocator's header.

    /// The index among siblings of the same class, or -1 when the class is alone.
    private let siblingIndex: Int32
    private var storedOrder: Int32 = 0
    private var storedSubtreeEnd: Int32 = 0
    /// True when the screen reader cannot reach the node at all (hidden, modal siblings, `noHideDescendants`).
    public internal(set) var isHidden = false
    /// True when one swipe lands on this node.
    public internal(set) var isFocusStop = false
    /// The known components the node is (a row can also be a stepper's container).
    public internal(set) var components: ComponentSet = []
    /// What the class is to VoiceOver by default; nil on Android.
    let iosClass: IOSClass?
    // Boxed: only stops have one, and inline it would add some 80 bytes to every node.
    // The node's stop holds the same box.
    var announcementBox: AnnouncementBox?
    /// The class name without its package or module, e.g. `Button` for `android.widget.Button`.
    /// Set when the node is made, like everything rules read: rules run in parallel.
    public let simpleClassName: String
    /// The text the node shows on screen (a title or text), normalized; nil when there is none.
    public let visibleText: String?

    /// The predicted announcement; set for focus stops.
    public internal(set) var announcement: Announcement? {
        get { announcementBox?.value }
        set { announcementBox = newValue.map(AnnouncementBox.init) }
    }
    /// Position in tree order, and the end of the node's subtree in that order.
    public internal(set) var order: Int {
        get { Int(storedOrder) }
        set { storedOrder = Int32(truncatingIfNeeded: newValue) }
    }
    public internal(set) var subtreeEnd: Int {
        get { Int(storedSubtreeEnd) }
        set { storedSubtreeEnd = Int32(truncatingIfNeeded: newValue) }
    }

    init(node: Node, parent: SemanticNode?, platform: Platform, siblingIndex: Int? = nil) {
        var own = node
        own.children = []
        self.node = own
        self.parent = parent
        self.siblingIndex = siblingIndex.map { Int32(truncatingIfNeeded: $0) } ?? -1
        let name = node.className
        // Searched as bytes: both separators are ASCII, so the cut falls between characters.
        simpleClassName = name.utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") })
            .map { String(name[name.utf8.index(after: $0)...]) } ?? name
        iosClass = platform == .ios ? IOSClass.of(simpleClassName) : nil
        visibleText = (node.string(.title) ?? node.string(.text)).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
        guard !node.children.isEmpty else { return }
        let indices = Self.siblingIndices(of: node.children)
        children = node.children.indices.map {
            SemanticNode(node: node.children[$0], parent: nil, platform: platform, siblingIndex: indices[$0])
        }
        for child in children { child.parent = self }
    }

    /// Lets go of the parent, so that the tree's cycles break; called by the model's deinit.
    func releaseParent() {
        parent = nil
    }

    /// Each child's index among the siblings of its class, nil when the class is alone.
    private static func siblingIndices(of children: [Node]) -> [Int?] {
        // Most nodes have a few children: comparing names beats building dictionaries.
        if children.count <= 16 {
            return children.indices.map { index in
                let name = children[index].className
                var before = 0
                var total = 0
                for other in children.indices where children[other].className == name {
                    total += 1
                    if other < index { before += 1 }
                }
                return total > 1 ? before : nil
            }
        }
        var counts: [String: Int] = [:]
        for child in children { counts[child.className, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return children.map { child in
            let index = seen[child.className, default: 0]
            seen[child.className] = index + 1
            return counts[child.className, default: 0] > 1 ? index : nil
        }
    }

    public var className: String { node.className }
    public var mark: Mark { node.mark }

    /// Whether `other` is this node or one of its descendants.
    public func contains(_ other: SemanticNode) -> Bool {
        other.order >= order && other.order < subtreeEnd
    }

    /// This node and all its descendants, depth first, in tree order.
    public var subtree: [SemanticNode] {
        var result: [SemanticNode] = []
        func visit(_ node: SemanticNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }

    public var descendants: [SemanticNode] { Array(subtree.dropFirst()) }

    public var ancestors: [SemanticNode] {
        var result: [SemanticNode] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }

    public var siblings: [SemanticNode] {
        parent?.children.filter { $0 !== self } ?? []
    }

    /// An identifier for messages and fingerprints: identifier, resource id or test tag.
    public var identifier: String? {
        node.string(.accessibilityIdentifier) ?? node.string(.resourceId) ?? node.string(.testTag)
    }
}
