import A11yFindings
import A11yYAML

/// The one place where nodes are made from the elements every imported format
/// hands over (`ElementSink`): each element becomes a node as it arrives, through
/// its platform's `ElementReading` and its format's column of the key table, and is
/// given to its parent when it ends. The loader's limits on nesting, nodes and
/// text are kept here, for every format alike.
struct NodeBuilder: ElementSink {
    let reading: ElementReading
    let limits: LoadLimits
    let path: String
    private var stack: [Node] = []
    private(set) var root: Node?
    private(set) var problems: [LocatedDumpProblem] = []
    /// The keys whose attributes some element carries, even empty.
    private(set) var recordedKeys: Set<DumpKey> = [.className, .children]
    private(set) var elementCount = 0
    private var classNames: [String: String] = [:]
    /// What the reading keeps of the elements near the top (the app's name or package).
    private(set) var facts = ElementReading.Facts()

    init(reading: ElementReading, limits: LoadLimits, path: String) {
        self.reading = reading
        self.limits = limits
        self.path = path
    }

    mutating func start(_ element: SourceElement) throws(LoadFailure) {
        try start(element, textsChecked: false)
    }

    /// `textsChecked`: the source has held the texts to the limit before renaming them.
    mutating func start(_ element: SourceElement, textsChecked: Bool) throws(LoadFailure) {
        elementCount += 1
        if stack.count >= limits.maxDepth {
            throw LoadFailure(mark: element.mark, problem: .nestingTooDeep(limits.maxDepth))
        }
        if elementCount > limits.maxNodes {
            throw LoadFailure(mark: element.mark, problem: .tooManyNodes(limits.maxNodes))
        }
        if !textsChecked { try Self.checkTexts(of: element, limits: limits) }
        var node = reading.node(for: element, depth: stack.count, recorded: &recordedKeys, problems: &problems,
                                facts: &facts, path: path)
        // A screen repeats a few dozen class names thousands of times: each is kept once.
        if let shared = classNames[node.className] {
            node.className = shared
        } else {
            classNames[node.className] = node.className
        }
        stack.append(node)
    }

    mutating func end() throws(LoadFailure) {
        guard let node = stack.popLast() else { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
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
