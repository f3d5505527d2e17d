import A11yFindings
import A11yYAML

/// The one place where nodes are made from the elements every imported format
/// hands over (`ElementSink`): each element becomes a node as it arrives, through
/// its platform's `ElementReading` and its format's column of the key table, and is
/// given to its parent when it ends (`NodeStack`, which keeps the limits on nodes
/// and nesting). The limit on text is kept here, for every imported format alike.
struct NodeBuilder: ElementSink {
    let reading: ElementReading
    let limits: LoadLimits
    let path: String
    private var nodes: NodeStack
    var root: Node? { nodes.root }
    private(set) var problems: [LocatedDumpProblem] = []
    /// The keys whose attributes some element carries, even empty.
    private(set) var recordedKeys: Set<DumpKey> = [.className, .children]
    /// The key table's entries for the attribute names seen, with the keys recorded.
    private var attributeLookup = FormatVocabulary.AttributeLookup()
    private var classNames: [String: String] = [:]
    private var texts: [String: String] = [:]
    /// For each open node, the problems its element gave (`remake` replaces them).
    private var ownProblems: [Range<Int>] = []
    /// What the reading keeps of the elements near the top (the app's name or package).
    private(set) var facts = ElementReading.Facts()

    init(reading: ElementReading, limits: LoadLimits, path: String) {
        self.reading = reading
        self.limits = limits
        self.path = path
        nodes = NodeStack(limits: limits)
    }

    mutating func start(_ element: SourceElement) throws(LoadFailure) {
        try start(element, textsChecked: false)
    }

    /// `textsChecked`: the source has held the texts to the limit before renaming them.
    mutating func start(_ element: SourceElement, textsChecked: Bool) throws(LoadFailure) {
        try nodes.checkRoom(at: element.mark)
        if !textsChecked { try Self.checkTexts(of: element, limits: limits) }
        let firstProblem = problems.count
        var node = reading.node(for: element, depth: nodes.depth, recorded: &recordedKeys, lookup: &attributeLookup, problems: &problems,
                                facts: &facts, path: path)
        ownProblems.append(firstProblem..<problems.count)
        // A screen repeats a few dozen class names thousands of times: each is kept once.
        if let shared = classNames[node.className] {
            node.className = shared
        } else {
            classNames[node.className] = node.className
        }
        shareTexts(of: &node)
        try nodes.push(node)
    }

    mutating func end() throws(LoadFailure) {
        nodes.pop()
        _ = ownProblems.popLast()
    }

    /// Every item of a list repeats its resource ids, and every node the app's package:
    /// a text long enough to need memory of its own (more than 15 bytes) is kept once.
    /// Shorter ones are stored inside the string itself and cost nothing to repeat.
    private mutating func shareTexts(of node: inout Node) {
        node.properties.updateNonFlagValues { value in
            guard case .string(let text) = value, text.utf8.count > 15 else { return }
            if let shared = texts[text] {
                value = .string(shared)
            } else {
                texts[text] = text
            }
        }
    }

    /// Makes the innermost open node again from `element`, keeping the children it has
    /// been given: for a format whose element may list attributes after its children
    /// (JSON objects are unordered), the node is opened when its children start and
    /// made again from all its attributes before it closes. The problems its first
    /// reading gave are replaced by those of this one, in the same place.
    mutating func remake(_ element: SourceElement) throws(LoadFailure) {
        try Self.checkTexts(of: element, limits: limits)
        let depth = nodes.depth - 1
        // The first child's summary was taken from what the first reading had.
        if depth == 1, nodes.topIsFirstChild { facts.firstChild = nil }
        var fresh: [LocatedDumpProblem] = []
        var node = reading.node(for: element, depth: depth, recorded: &recordedKeys, lookup: &attributeLookup, problems: &fresh,
                                facts: &facts, path: path)
        let own = ownProblems[ownProblems.count - 1]
        problems.replaceSubrange(own, with: fresh)
        ownProblems[ownProblems.count - 1] = own.lowerBound..<own.lowerBound + fresh.count
        node.className = classNames[node.className] ?? node.className
        shareTexts(of: &node)
        node.children = nodes.top.children
        nodes.top = node
    }

    /// Opens the finished root again, as the parent of the trees that follow
    /// (idb's flat list: the application first, then every other element).
    mutating func reopenRoot() {
        nodes.reopenRoot()
        ownProblems = [problems.count..<problems.count]
    }

    /// Puts a parent made from `element` above the finished root, open, the root its
    /// first child (idb's list of several trees). The root's summary becomes the first
    /// child's.
    mutating func wrapRoot(in element: SourceElement) throws(LoadFailure) {
        let firstChild = facts.root
        let parent = reading.node(for: element, depth: 0, recorded: &recordedKeys, lookup: &attributeLookup, problems: &problems,
                                  facts: &facts, path: path)
        facts.firstChild = firstChild
        try nodes.wrapRoot(in: parent)
        ownProblems = [problems.count..<problems.count]
    }

    /// Fails at the first attribute whose text is longer than the limit.
    static func checkTexts(of element: SourceElement, limits: LoadLimits) throws(LoadFailure) {
        if let long = element.attributes.first(where: { $0.value.utf8.count > limits.maxStringBytes }) {
            throw LoadFailure(mark: long.mark, problem: .stringTooLong(limits.maxStringBytes))
        }
    }

    /// Marks a key as recorded by the format although no element names it (a flag
    /// an XCUITest description writes only when it is set, say).
    mutating func record(_ keys: [DumpKey]) {
        recordedKeys.formUnion(keys)
    }
}
