import A11yFindings
import A11yDump

/// A kind of UI element the criteria have rules for (page control, stepper, table
/// row, …). Each component is one file: how it is found, its parts, and the helpers
/// its rules share. Every component is listed once, in `Components.all`.
public protocol Component: Sendable {
    /// The name used in configuration files and rule catalogs, e.g. `page-control`.
    static var name: String { get }

    /// Whether a class alone says its nodes are this component. Given the simple
    /// class name only: detection keeps the answer per class.
    static func matchesClass(_ simpleClassName: String) -> Bool

    /// Whether a node's structure says it is this component, when no class did. Made
    /// once per screen, so that the test can keep what it learns about the whole
    /// screen (for example, which parents hold a pager).
    static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool

    /// Whether a structural match rules out every other component found by structure.
    static var structuralMatchIsExclusive: Bool { get }

    /// Corrects what detection found, once every node has its components.
    static func refine(_ found: inout ComponentMap, in screen: DetectionInput)
}

extension Component {
    public static var structuralMatchIsExclusive: Bool { false }
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {}

    /// The component's place in `Components.all`.
    public static var index: Int { Components.index(of: self) }
}

/// The registry: every component a11ylint knows, in the order detection tries them
/// (a node whose class matches several gets the first).
public enum Components {
    public static let all: [any Component.Type] = [
        PageControl.self,
        Stepper.self,
        TableRow.self,
        Switch.self,
        Checkbox.self,
        RadioButton.self,
        RadioGroup.self,
        Expandable.self,
        Dropdown.self,
        Link.self,
        TextField.self,
        // After TextField: its refine marks the text fields that are for search.
        SearchField.self,
        Slider.self,
        TabGroup.self,
        Tab.self,
        ProgressIndicator.self,
        StatusMessage.self,
        Chip.self,
        Carousel.self,
        Picker.self,
        NavigationDrawer.self,
        DataTable.self,
        ReorderHandle.self,
        Animation.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    /// The place of the component called `name` (as configuration files spell it).
    public static func index(named name: String) -> Int? {
        all.firstIndex { $0.name == name }
    }

    static func index(of component: any Component.Type) -> Int {
        guard let index = all.firstIndex(where: { $0 == component }) else {
            preconditionFailure("\(component) is not listed in Components.all")
        }
        return index
    }

    /// Whether any component's class matches the node.
    static func matchesAnyClass(_ node: SemanticNode) -> Bool {
        all.contains { $0.matchesClass(node.simpleClassName) }
    }
}

/// What detection looks at: the tree, the screen reader's typed traits, the
/// configuration's class-to-component mapping (by registry index), and where the
/// screen's pagers are. Made once per screen; the model keeps it for the rules.
public struct DetectionInput: Sendable {
    public let tree: ScreenTree
    public let traits: [Traits]
    public let hidden: [Bool]
    let custom: [String: Int]
    /// Found in one pass over the screen here, so that no page control searches it again.
    let pagers: Pagers
    /// Each node's identifier among the screen's distinct ones, so that a question
    /// about an id is answered once per id, not once per node.
    let identifiers: ScreenIdentifiers
    /// The leaves that show a caret or chevron, with its kind, in tree order: found once
    /// here for the expandables and the dropdowns, which both look around them.
    let disclosureGlyphs: [(node: Int, kind: DisclosureGlyph)]

    init(tree: ScreenTree, traits: [Traits], hidden: [Bool], custom: [String: Int]) {
        self.tree = tree
        self.traits = traits
        self.hidden = hidden
        self.custom = custom
        pagers = Pagers(tree: tree)
        identifiers = ScreenIdentifiers(tree: tree)
        disclosureGlyphs = tree.nodes.compactMap { node in DisclosureGlyph.kind(of: node).map { (node.order, $0) } }
    }

    public func traits(of node: SemanticNode) -> Traits { traits[node.order] }

    /// The component the configuration maps the node's class to, if any.
    func customComponent(of node: SemanticNode) -> Int? {
        guard !custom.isEmpty else { return nil }
        return custom[node.className] ?? custom[node.simpleClassName]
    }

    /// Whether a user can press the node: a button, or something that activates.
    public func isPressable(_ node: SemanticNode) -> Bool {
        let traits = traits[node.order]
        return traits.role == .button || traits.actions.contains(.activate)
    }
}

/// Which components each node of a screen is: a row of bits per node, as wide as
/// the registry needs, so the set never overflows however many components there are.
public struct ComponentMap: Sendable {
    private var bits: [UInt64]
    private let wordsPerNode: Int

    init(nodeCount: Int, componentCount: Int) {
        wordsPerNode = max(1, (componentCount + 63) / 64)
        bits = Array(repeating: 0, count: nodeCount * wordsPerNode)
    }

    public func contains(_ node: SemanticNode, _ component: Int) -> Bool {
        bits[node.order * wordsPerNode + component / 64] & (1 << UInt64(component % 64)) != 0
    }

    public func contains<C: Component>(_ node: SemanticNode, _ component: C.Type) -> Bool {
        contains(node, C.index)
    }

    public mutating func insert(_ node: SemanticNode, _ component: Int) {
        bits[node.order * wordsPerNode + component / 64] |= 1 << UInt64(component % 64)
    }

    public mutating func remove(_ node: SemanticNode, _ component: Int) {
        bits[node.order * wordsPerNode + component / 64] &= ~(1 << UInt64(component % 64))
    }

    public mutating func remove<C: Component>(_ node: SemanticNode, _ component: C.Type) {
        remove(node, C.index)
    }

    /// The nodes that are `component`, in tree order.
    func nodes(_ component: Int, in tree: ScreenTree) -> [SemanticNode] {
        tree.nodes.filter { contains($0, component) }
    }

    /// For every component of the registry, `nodes(_:in:)`: one walk over the
    /// tree, not one per component, since most nodes are no component at all.
    func nodesOfEachComponent(count: Int, in tree: ScreenTree) -> [[SemanticNode]] {
        var lists = Array(repeating: [SemanticNode](), count: count)
        for node in tree.nodes {
            let start = node.order * wordsPerNode
            for word in 0..<wordsPerNode where bits[start + word] != 0 {
                var remaining = bits[start + word]
                while remaining != 0 {
                    let component = word * 64 + remaining.trailingZeroBitCount
                    if component < count { lists[component].append(node) }
                    remaining &= remaining - 1
                }
            }
        }
        return lists
    }
}

/// Finds every node's components: the configuration's mapping first, then the
/// class, then the structure; then each component corrects what was found.
enum ComponentDetection {
    static func detect(in input: DetectionInput) -> ComponentMap {
        let components = Components.all
        var found = ComponentMap(nodeCount: input.tree.nodes.count, componentCount: components.count)
        // A screen has a few classes, and class tests may fold or search names: the
        // answers for the last classes seen are kept in a short list, which costs
        // less than hashing every node's class name.
        var recentClasses: [(className: String, component: Int?)] = []
        // Whether each node waits for the structure tests: neither the mapping nor its
        // class placed it, and no exclusive component has matched it since.
        var open = [Bool](repeating: false, count: input.tree.nodes.count)
        for node in input.tree.nodes {
            let byClass: Int?
            if let known = recentClasses.first(where: { $0.className == node.simpleClassName }) {
                byClass = known.component
            } else {
                byClass = components.firstIndex { $0.matchesClass(node.simpleClassName) }
                if recentClasses.count == 16 { recentClasses.removeFirst() }
                recentClasses.append((node.simpleClassName, byClass))
            }
            if let mapped = input.customComponent(of: node) {
                found.insert(node, mapped)
            } else if let byClass {
                found.insert(node, byClass)
            } else {
                open[node.order] = true
            }
        }
        // One component at a time, so that each test is made and fetched once per
        // screen rather than once per node. A node that an exclusive component
        // matches is settled: the components after it do not test it.
        for (index, component) in components.enumerated() {
            let test = component.structureTest(for: input)
            for node in input.tree.nodes where open[node.order] && test(node) {
                found.insert(node, index)
                if component.structuralMatchIsExclusive { open[node.order] = false }
            }
        }
        for component in components { component.refine(&found, in: input) }
        return found
    }
}
