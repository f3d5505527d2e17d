import Foundation

/// Loads inputs and runs the rules over every screen.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var catalog: RuleCatalog
    public var loader: DumpLoader

    public init(rules: [any Rule] = RuleRegistry.rules, catalog: RuleCatalog = .builtIn,
                limits: LoadLimits = LoadLimits()) {
        self.rules = rules
        self.catalog = catalog
        self.loader = DumpLoader(limits: limits)
    }

    /// The findings of every rule on one screen.
    public func check(_ screen: Screen) -> [Finding] {
        let model = ScreenModel(screen: screen)
        var findings: [Finding] = []
        for rule in rules {
            guard let definition = catalog.rule(rule.id), definition.platforms.contains(screen.platform) else { continue }
            for violation in rule.check(model) {
                let stop = model.stop(on: violation.node)
                findings.append(Finding(ruleID: rule.id, severity: definition.severity, message: violation.message,
                                        path: screen.path, mark: violation.mark ?? violation.node.mark,
                                        nodePath: violation.node.path, announcement: stop?.announcement.utterance))
            }
        }
        return findings
    }

    /// Reads and loads one input: its screens, `dump-*` findings and errors.
    public func load(_ input: Input) -> LoadResult {
        switch input.read(limit: loader.limits.maxFileBytes) {
        case .success(let source):
            return loader.load(source, path: input.path)
        case .failure(let problem):
            return LoadResult(errors: [InputError(path: input.path, mark: .start, problem: problem)])
        }
    }

    /// Lints one input; a broken input gives errors, never a crash.
    public func lint(_ input: Input) -> FileResult {
        var result = FileResult(path: input.path)
        let loaded = load(input)
        result.screenCount = loaded.screens.count
        result.errors = loaded.errors
        result.findings = loaded.findings
        for screen in loaded.screens {
            result.findings += check(screen)
        }
        result.findings.sort(by: Finding.precedes)
        return result
    }

    /// Lints inputs on all cores; results keep the inputs' order.
    public func lint(_ inputs: [Input]) -> LintReport {
        let results = ResultSlots(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, lint(inputs[index]))
        }
        return LintReport(files: results.values)
    }
}

/// Fixed slots that concurrent workers fill, each index written once.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileResult?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: FileResult) {
        lock.withLock { slots[index] = value }
    }

    var values: [FileResult] { slots.compactMap { $0 } }
}
