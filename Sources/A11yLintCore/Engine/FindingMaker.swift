/// Turns one screen's violations into findings. Each thread gets its own maker:
/// it remembers the paths and utterances that several findings share, and the
/// node's own `path` cache must not be filled from two threads.
struct FindingMaker {
    let model: ScreenModel
    let screenKey: String?
    private var paths: [ObjectIdentifier: String] = [:]
    private var utterances: [ObjectIdentifier: String?] = [:]

    init(model: ScreenModel, screenKey: String?) {
        self.model = model
        self.screenKey = screenKey
    }

    mutating func finding(_ violation: Violation, rule: String, severity: Severity, at mark: Mark) -> Finding {
        let node = violation.node
        return Finding(ruleID: rule, severity: severity, message: violation.message, path: model.screen.path,
                       mark: mark, nodePath: path(of: node), identifier: node.identifier, screen: screenKey,
                       announcement: utterance(on: node))
    }

    private mutating func path(of node: SemanticNode) -> String {
        let key = ObjectIdentifier(node)
        if let known = paths[key] { return known }
        let path = (node.parent.map { self.path(of: $0) + "/" + node.pathStep } ?? node.pathStep).compacted
        paths[key] = path
        return path
    }

    private mutating func utterance(on node: SemanticNode) -> String? {
        let key = ObjectIdentifier(node)
        if let known = utterances[key] { return known }
        let utterance = model.stop(on: node)?.announcement.utterance.compacted
        utterances[key] = utterance
        return utterance
    }
}
