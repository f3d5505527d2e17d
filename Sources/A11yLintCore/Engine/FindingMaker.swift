import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// Turns one screen's violations into findings. It remembers the paths and the
/// utterance that several findings share.
///
/// Findings are made in report order, so one node's findings come together and
/// the next node is usually a sibling or a descendant: the maker remembers the
/// chain of ancestors it last walked, and the last utterance, rather than every
/// node's (hashing nodes cost more than the remembering saved).
struct FindingMaker {
    let model: ScreenModel
    let screenPath: String
    /// Worked out once: an unnamed screen's key is made anew each time it is asked for.
    let screenKey: String
    /// The last node whose path was made, after its ancestors, root first.
    private var chain: [(node: SemanticNode, path: String)] = []
    private var lastUtterance: (node: SemanticNode, utterance: String?)?
    /// Made only for the nodes findings are about.
    private var identities: NodeIdentities
    /// Whether findings carry the node's path and identity (`Linter.namesNodes`).
    let namesNodes: Bool

    init(model: ScreenModel, namesNodes: Bool = true) {
        self.model = model
        self.namesNodes = namesNodes
        identities = NodeIdentities(model: model)
        screenPath = model.screen.path
        screenKey = model.screen.key
    }

    mutating func finding(_ violation: Violation, rule: String, severity: Severity, at mark: Mark) -> Finding {
        let node = violation.node
        // A message quotes names as the dump has them: an icon font's glyph is spelled out (`PrivateUseGlyphs`).
        var finding = Finding(ruleID: rule, severity: severity, message: PrivateUseGlyphs.spelledOut(violation.message),
                              path: screenPath,
                              mark: mark, nodePath: namesNodes ? path(of: node) : nil, identifier: identifier(of: node),
                              identity: namesNodes ? identities.identity(of: node) : nil, screen: screenKey,
                              announcement: utterance(on: node))
        if namesNodes { finding.repetition = repetition(of: node) }
        return finding
    }

    /// The list whose items repeat the node, named by the lists' identities.
    private mutating func repetition(of node: SemanticNode) -> ListRepetition? {
        guard let place = model.listTemplatePlace(of: node) else { return nil }
        return ListRepetition(key: String(place.outermostList.order) + " " + place.pattern,
                              list: identities.identity(of: place.innermostList),
                              outermostList: identities.identity(of: place.outermostList))
    }

    /// The node's path; afterwards `chain` ends with the node.
    private mutating func path(of node: SemanticNode) -> String {
        if let index = chain.lastIndex(where: { $0.node === node }) {
            chain.removeSubrange((index + 1)...)
            return chain[index].path
        }
        let path: String
        if let parent = parent(of: node) {
            path = String(concatenating: [self.path(of: parent), "/", step(to: node)])
        } else {
            chain.removeAll(keepingCapacity: true)
            path = step(to: node).compacted
        }
        chain.append((node, path))
        return path
    }

    private mutating func utterance(on node: SemanticNode) -> String? {
        if let last = lastUtterance, last.node === node { return last.utterance }
        let utterance = spoken(on: node)
        lastUtterance = (node, utterance)
        return utterance
    }

    // What the maker asks of the semantic model (besides the screen, in `init`).

    private func parent(of node: SemanticNode) -> SemanticNode? { model.parent(of: node) }

    /// The node's own part of its path, e.g. `UIButton[2]`.
    private func step(to node: SemanticNode) -> String { node.pathStep }

    private func identifier(of node: SemanticNode) -> String? { node.identifier }

    /// What the screen reader says at the node's focus stop, if it is one.
    private func spoken(on node: SemanticNode) -> String? { model.stop(on: node)?.announcement.utterance }
}

extension Finding {
    /// A problem the loader found in the dump, as a finding of its `dump-*` rule:
    /// the one place where dump problems become findings.
    public init(_ located: LocatedDumpProblem, severity: Severity? = nil) {
        self.init(ruleID: located.problem.ruleID, severity: severity ?? located.problem.severity,
                  message: located.problem.message, path: located.path, mark: located.mark, screen: located.screen)
    }
}

extension LoadResult {
    /// The dump problems as findings, at the severities the catalog gives them.
    public var findings: [Finding] { problems.map { Finding($0) } }
}
