import A11yFindings
import A11yDump

/// One node of a screen's tree: what the dump says about it and where it sits.
/// Immutable once built; what the screen reader makes of the node (hidden, focus
/// stop, traits, components) is kept by the `ScreenModel`, which works it out from
/// the whole tree. A node does not point at its parent (a parent must exist before
/// its children and hold them, so one of the two links could not be constant):
/// the tree answers `parent(of:)` from the node's place.
public final class SemanticNode: Sendable {
    /// The dump's node: its class, keys and position. Its children are `children`,
    /// as semantic nodes; the dump's own child list is emptied, so that the dump's
    /// tree can be let go once the model is built.
    public let dumped: Node
    public let children: [SemanticNode]
    /// The node's class as the model knows it, shared by the screen's nodes of that class.
    let nodeClass: NodeClass

    // Numbers take 32 bits: every node keeps them, and a large screen has 150,000 nodes.
    private let storedOrder: Int32
    private let storedSubtreeEnd: Int32
    private let storedParentOrder: Int32
    /// The index among siblings of the same class, or -1 when the class is alone.
    private let siblingIndex: Int32

    /// Builds the subtree of `node` in tree order, numbering it from `next`. The
    /// dump's nodes are moved in, not copied: copying retained every node's class
    /// name and keys, and freeing the dump's tree afterwards released them again.
    init(_ node: consuming Node, parentOrder: Int, siblingIndex: Int?, next: inout Int, classes: inout NodeClass.Cache) {
        var own = node
        var children: [Node] = []
        swap(&children, &own.children)
        storedOrder = Int32(truncatingIfNeeded: next)
        storedParentOrder = Int32(truncatingIfNeeded: parentOrder)
        self.siblingIndex = siblingIndex.map { Int32(truncatingIfNeeded: $0) } ?? -1
        nodeClass = classes.nodeClass(named: own.className)
        dumped = own
        let order = next
        next += 1
        let indices = Self.siblingIndices(of: children)
        var built: [SemanticNode] = []
        built.reserveCapacity(children.count)
        // Taken from the end of the reversed list, each child leaves it as it is built.
        children.reverse()
        var index = 0
        while let child = children.popLast() {
            built.append(SemanticNode(child, parentOrder: order, siblingIndex: indices[index], next: &next,
                                      classes: &classes))
            index += 1
        }
        self.children = built
        storedSubtreeEnd = Int32(truncatingIfNeeded: next)
    }

    /// The text the node shows on screen (a title or text), normalized; nil when there is none.
    /// Worked out when asked, not kept: a text is nearly always normal already, which
    /// `normalize` sees in one scan without a copy, and keeping it took 16 bytes a node.
    public var visibleText: String? {
        guard let text = dumped.string(.title) ?? dumped.string(.text) else { return nil }
        let normal = SpokenText.normalize(text)
        return normal.isEmpty ? nil : normal
    }

    /// Position in tree order (the root is 0).
    public var order: Int { Int(storedOrder) }
    /// The end of the node's subtree in tree order: its descendants are `order + 1 ..< subtreeEnd`.
    public var subtreeEnd: Int { Int(storedSubtreeEnd) }
    /// The parent's place in tree order, or nil for the root.
    var parentOrder: Int? { storedParentOrder < 0 ? nil : Int(storedParentOrder) }

    public var className: String { dumped.className }
    /// The class name without its package or module, e.g. `Button` for `android.widget.Button`.
    public var simpleClassName: String { nodeClass.simpleName }
    /// What a11ylint knows about the node's class (`KnownClasses`).
    var classFacts: ClassFacts? { nodeClass.facts }
    /// What VoiceOver makes of the node's class.
    var iosClass: IOSClass { nodeClass.iosClass }
    /// The role TalkBack gives the node's class; `.none` for a class it gives none.
    var talkBackRole: Role { nodeClass.facts?.talkBack ?? .none }
    public var mark: Mark { dumped.mark }

    /// Whether `other` is this node or one of its descendants.
    public func contains(_ other: SemanticNode) -> Bool {
        other.order >= order && other.order < subtreeEnd
    }

    /// An identifier for messages and fingerprints: identifier, resource id or test tag.
    public var identifier: String? {
        dumped.string(.accessibilityIdentifier) ?? dumped.string(.resourceId) ?? dumped.string(.testTag)
    }

    /// The last step of the node's path, e.g. `UITableViewCell[2]`: the index counts
    /// siblings of the same class from 0 and is left out when the class is alone.
    public var pathStep: String {
        let name = dumped.className.isEmpty ? "?" : dumped.className
        return siblingIndex < 0 ? name : String(concatenating: [name, "[", String(siblingIndex), "]"])
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
}
