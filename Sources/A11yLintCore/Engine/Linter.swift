import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules
import Foundation

/// Loads inputs and runs the rules over every screen, as the configuration says.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var catalog: RuleCatalog
    public var loader: DumpLoader
    public var configuration: Configuration
    /// Where relative input paths start, for matching them against the configuration's globs.
    public var workingDirectory: String
    /// Screens with at least this many nodes have their rules run, and their findings
    /// made, on all cores; smaller ones are not worth the hand-over, and many files
    /// already share the cores.
    public var parallelRuleThreshold = 5_000
    /// How many findings one worker makes at a time on such a screen.
    var findingStretch = 4_096

    public init(rules: [any Rule] = RuleRegistry.rules, catalog: RuleCatalog = .builtIn,
                limits: LoadLimits = LoadLimits(), configuration: Configuration? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.rules = rules
        self.catalog = catalog
        self.loader = DumpLoader(limits: limits)
        self.configuration = configuration ?? .defaults(directory: workingDirectory)
        self.workingDirectory = workingDirectory
    }

    /// The inputs the configuration's `exclude` globs leave in. Configuration files
    /// are never dumps, even when a pre-commit hook passes every staged YAML file.
    public func included(_ inputs: [Input]) -> [Input] {
        inputs.filter { input in
            let name = input.path.split(separator: "/").last.map(String.init) ?? input.path
            return !Configuration.fileNames.contains(name) && !configuration.isExcluded(relativePath(input.path))
        }
    }

    /// How the rules run on the file at `path`.
    public func plan(for path: String) -> RulePlan {
        RulePlan(catalog: catalog, settings: configuration.ruleSettings(for: relativePath(path)))
    }

    /// The findings of every rule on one screen.
    public func check(_ screen: Screen) -> [Finding] {
        check(screen, plan: plan(for: screen.path)).findings
    }


    /// The findings, and the model they were found in, so that the caller decides
    /// where the model is freed.
    func check(_ screen: consuming Screen, plan: RulePlan) -> (findings: [Finding], model: ScreenModel) {
        let model = ScreenModel(screen: consume screen, customComponents: configuration.components)
        let active = rules.compactMap { rule in
            plan.active(rule.id).flatMap { $0.definition.platforms.contains(model.platform) ? (rule, $0) : nil }
        }
        // Rules only read the model (its caches lock), so they can run side by side;
        // findings are made afterwards in report order, so reports do not change.
        let run: @Sendable ((any Rule, RulePlan.Entry)) -> [Violation] = { active in
            active.0.check(model, options: active.1.options)
        }
        let perRule = model.nodes.count >= parallelRuleThreshold ? active.concurrentMap(run) : active.map(run)
        // Findings are made in report order (position, then rule) from a sort of small
        // references, rather than made in rule order and sorted as large values.
        // 32-bit numbers keep an entry at 16 bytes: a large screen has one per finding.
        var order: [(mark: Mark, rule: Int32, index: Int32)] = []
        order.reserveCapacity(perRule.reduce(0) { $0 + $1.count })
        for (rule, ruleViolations) in perRule.enumerated() {
            for (index, violation) in ruleViolations.enumerated() {
                order.append((violation.mark ?? violation.node.mark, Int32(rule), Int32(index)))
            }
        }
        // Rules sorted by id, so that ties on a position compare numbers, not ids.
        var rank = Array(repeating: 0, count: active.count)
        for (place, rule) in active.indices.sorted(by: { active[$0].0.id < active[$1].0.id }).enumerated() {
            rank[rule] = place
        }
        order.sort { ($0.mark, rank[Int($0.rule)], $0.index) < ($1.mark, rank[Int($1.rule)], $1.index) }
        let count = order.count
        // Large screens make their findings on all cores, each worker filling its own
        // stretch of the array in place.
        let stretch = model.nodes.count >= parallelRuleThreshold ? findingStretch : max(count, 1)
        let screenKey = model.screen.key
        // Workers only read the violations and the model.
        nonisolated(unsafe) let violations = perRule
        let sorted = order
        // Taken out of the plan once: copying a rule's plan entry for every finding
        // retained and released each of its strings.
        let ruleIDs = active.map(\.0.id)
        let severities = active.map(\.1.severity)
        let findings = Array<Finding>(unsafeUninitializedCapacity: count) { buffer, initialized in
            let target = UncheckedPointer(base: buffer.baseAddress)
            let make: @Sendable (Int) -> Void = { part in
                var maker = FindingMaker(model: model, screenKey: screenKey)
                for place in part * stretch..<min(count, (part + 1) * stretch) {
                    let (mark, rule, index) = (sorted[place].mark, Int(sorted[place].rule), Int(sorted[place].index))
                    let finding = maker.finding(violations[rule][index], rule: ruleIDs[rule], severity: severities[rule],
                                                at: mark)
                    (target.base! + place).initialize(to: consume finding)
                }
            }
            let parts = (count + stretch - 1) / stretch
            if parts > 1 { DispatchQueue.concurrentPerform(iterations: parts, execute: make) } else if parts == 1 { make(0) }
            initialized = count
        }
        return (findings, model)
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
        let relative = relativePath(input.path)
        let plan = RulePlan(catalog: catalog, settings: configuration.ruleSettings(for: relative))
        var result = FileResult(path: input.path)
        var loaded = load(input)
        // Taken out of the result, so that each screen goes to its model with no
        // other reference, and the model can free the screen's tree.
        var screens: [Screen] = []
        swap(&screens, &loaded.screens)
        let platforms = Set(screens.map(\.platform))
        result.screenCount = screens.count
        result.errors = loaded.errors
        // Findings about the dump itself obey the configuration like any rule's.
        result.findings = loaded.problems.compactMap { located in
            guard let entry = plan.active(located.problem.ruleID) else { return nil }
            return Finding(located, severity: entry.severity)
        }
        var large: [ScreenModel] = []
        screens.reverse()
        while let screen = screens.popLast() {
            let (found, model) = check(consume screen, plan: plan)
            if model.nodes.count >= parallelRuleThreshold { large.append(model) }
            // Appending to an empty list would copy every finding once more.
            if result.findings.isEmpty { result.findings = found } else { result.findings += found }
        }
        result.checkedRules = plan.entries.values.filter { entry in
            entry.enabled && entry.definition.platforms.contains(where: platforms.contains)
        }.map(\.definition.id).sorted()
        if !configuration.suppressions.isEmpty {
            for index in result.findings.indices {
                if let suppression = configuration.suppression(for: result.findings[index], relativePath: relative) {
                    result.findings[index].status = .suppressed(reason: suppression.reason)
                }
            }
        }
        // One screen's findings come sorted; several screens, or findings about the
        // dump itself, need the sort.
        if !Finding.areInReportOrder(result.findings) {
            result.findings.sort(by: Finding.precedes)
        }
        // Consumed, not copied: if this thread kept a reference, the other one could
        // let go first, and the trees would be freed here after all (about 80 ms on
        // a 150,000-node screen).
        if !large.isEmpty { freeInBackground((consume large, consume loaded)) }
        return result
    }

    /// Lints inputs on all cores; results keep the inputs' order.
    public func lint(_ inputs: [Input]) -> LintReport {
        lint(inputs) { $0 }
    }

    /// Lints inputs on all cores and hands each file's result to `handle`, on this
    /// thread and in the inputs' order, as soon as that file and every one before
    /// it are done; the report keeps what `handle` returns. A text report is written
    /// this way while later files are still linted, and lets go of each file's
    /// findings: a run over thousands of screens then holds a few screens' worth.
    /// Files that a directory walk found but are not dumps are not handed over.
    public func lint(_ inputs: [Input], handingOver handle: (FileResult) -> FileResult) -> LintReport {
        let results = ResultSlots<FileResult>(count: inputs.count)
        let workers = DispatchGroup()
        DispatchQueue.global().async(group: workers) {
            DispatchQueue.concurrentPerform(iterations: inputs.count) { results.set($0, self.lint(inputs[$0])) }
        }
        var report = LintReport(files: [])
        for (index, input) in inputs.enumerated() {
            let result = results.take(index)
            if input.isDiscovered, result.isOtherKindOfFile {
                report.skipped.append(input.path)
            } else {
                report.files.append(handle(result))
            }
        }
        workers.wait()
        return report
    }

    private func relativePath(_ path: String) -> String? {
        configuration.relativePath(path, workingDirectory: workingDirectory)
    }
}
