import A11yConcurrency
import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import Foundation

/// Loads inputs and runs the rules over every screen, as the configuration says.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var catalog: RuleCatalog
    public var loader: DumpLoader
    /// The configuration of each file; see `ConfigurationSet`.
    public var configurations: ConfigurationSet
    /// Where relative input paths start, for matching them against the configuration's globs.
    public var workingDirectory: String
    /// Whether each file's result keeps a sketch of every screen (`FileResult.screens`), for reports that draw them.
    /// Whether findings carry their node's path and identity (`Finding.nodePath`,
    /// `identity`). Reports that list them, baselines and fingerprints need them;
    /// a run whose reports do not can leave them out (`ReportRun`), which saves a
    /// large run a few percent of its time and memory. Files whose configuration
    /// has suppressions get them regardless, since suppressions may match by node.
    public var namesNodes = true
    public var sketchesScreens = false

    public init(rules: [any Rule] = RuleRegistry.rules, catalog: RuleCatalog = .builtIn,
                limits: LoadLimits = LoadLimits(), configuration: Configuration? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.init(rules: rules, catalog: catalog, limits: limits,
                  configurations: ConfigurationSet(configuration ?? .defaults(directory: workingDirectory)),
                  workingDirectory: workingDirectory)
    }

    public init(rules: [any Rule] = RuleRegistry.rules, catalog: RuleCatalog = .builtIn,
                limits: LoadLimits = LoadLimits(), configurations: ConfigurationSet,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.rules = rules
        self.catalog = catalog
        // The linter reads each file's bytes once, into its screens, and never again.
        self.loader = DumpLoader(limits: limits, releasesSource: true)
        self.configurations = configurations
        self.workingDirectory = workingDirectory
    }

    /// The run's own configuration (`ConfigurationSet.root`): reports take the rules' levels from it.
    public var configuration: Configuration { configurations.root }

    /// The configuration of the file at `path`, and the path as its globs see it.
    public func configuration(for path: String) -> (configuration: Configuration, relativePath: String?) {
        let configuration = configurations.configuration(for: path, workingDirectory: workingDirectory)
        return (configuration, configuration.relativePath(path, workingDirectory: workingDirectory))
    }

    /// The inputs the configuration's `exclude` globs leave in. Configuration files
    /// are never dumps, even when a pre-commit hook passes every staged YAML file.
    public func included(_ inputs: [Input]) -> [Input] {
        inputs.filter { input in
            let name = input.path.split(separator: "/").last.map(String.init) ?? input.path
            return !Configuration.fileNames.contains(name) && exclusion(of: input.path) == nil
        }
    }

    /// The configuration that excludes the file at `path` and its first `exclude` glob
    /// that matches, or nil when the file is linted.
    public func exclusion(of path: String) -> (configuration: Configuration, glob: Glob)? {
        let configuration = configurations.configuration(for: path, workingDirectory: workingDirectory)
        // Working out a relative path standardizes two URLs: not worth it with no globs to match.
        guard !configuration.exclude.isEmpty,
              let relative = configuration.relativePath(path, workingDirectory: workingDirectory),
              let glob = configuration.exclude.first(where: { $0.matches(relative) }) else { return nil }
        return (configuration, glob)
    }

    /// How the rules run on the file at `path`.
    /// The screen as the screen reader sees it, with what the configuration says
    /// about it: which classes are which components, and the density of its file.
    public func model(of screen: consuming Screen) -> ScreenModel {
        model(of: screen, settings: settings(for: screen.path))
    }

    func model(of screen: consuming Screen, settings: FileSettings) -> ScreenModel {
        let configuration = settings.configuration
        return ScreenModel(screen: screen, customComponents: configuration.components,
                           density: configuration.density(for: settings.relativePath), package: configuration.package)
    }

    /// From how many findings a screen's findings are made on two cores.
    var findingsWorthTwoCores = 20_000

    public func plan(for path: String) -> RulePlan {
        plan(for: settings(for: path), plans: nil)
    }

    /// What the configuration says about one file, worked out once for all its screens.
    struct FileSettings {
        var configuration: Configuration
        /// The path as the configuration's globs see it; nil when it has none to match
        /// (`Configuration.matchesPaths`) or the file lies outside its folder.
        var relativePath: String?
    }

    func settings(for path: String) -> FileSettings {
        let configuration = configurations.configuration(for: path, workingDirectory: workingDirectory)
        let relative = configuration.matchesPaths ? configuration.relativePath(path, workingDirectory: workingDirectory)
            : nil
        return FileSettings(configuration: configuration, relativePath: relative)
    }

    /// The rule plan of a file: from `plans` when its configuration's plan is the
    /// same for all its files, else made for the file.
    func plan(for settings: FileSettings, plans: SharedPlans?) -> RulePlan {
        plans?.plan(of: settings.configuration)
            ?? RulePlan(catalog: catalog, settings: settings.configuration.ruleSettings(for: settings.relativePath))
    }

    /// The findings of every rule on one screen.
    public func check(_ screen: Screen) -> [Finding] {
        var findings: [Finding] = []
        check(screen, plan: plan(for: screen.path), into: &findings)
        return findings
    }

    /// Appends the findings of the rules the plan turns on, in report order: by
    /// position, then rule id, then the order the rule found them in. Appended in
    /// place: a large screen has a hundred thousand findings, not worth a copy.
    func check(_ screen: consuming Screen, plan: RulePlan, into findings: inout [Finding]) {
        var sketches: [ScreenSketch]?
        check(model(of: consume screen), plan: plan, into: &findings, sketches: &sketches)
    }

    /// `check(_:plan:into:)` for a screen whose model is already built. When
    /// `sketches` is not nil, the screen's sketch is appended to it, with the frames
    /// of the nodes its findings are about; `namesNodes` as `Linter.namesNodes`.
    func check(_ model: ScreenModel, plan: RulePlan, into findings: inout [Finding],
               sketches: inout [ScreenSketch]?, namesNodes: Bool = true) {
        let active = rules.compactMap { rule in
            plan.run(rule.id).flatMap { $0.platforms.contains(model.platform) ? (rule, $0) : nil }
        }.sorted { $0.0.id < $1.0.id }
        // Rules only read the model, so they run side by side: on a file of one large
        // screen the other cores would have nothing to do (2.36 -> 2.14 times the
        // raw scan). Where many files already share the cores, this costs nothing.
        // One scope for every rule (`ScreenModel.isInScope`): only the app's own
        // windows are judged (the keyboard and the system bars that a dump shows beside
        // them are not the app team's to fix), and only what shows now.
        let violations = active.concurrentMap { rule, run in
            rule.check(model, options: run.options).filter { model.isInScope($0.node) }
        }
        // Sorting places rather than findings keeps each comparison cheap, and the
        // index keeps the sort's result the same whether or not it is stable.
        // 16 bytes a place, at the exact count: a large screen's places are alive with all its findings.
        var places: [(mark: Mark, rule: Int32, index: Int32)] = []
        places.reserveCapacity(violations.reduce(0) { $0 + $1.count })
        for (rule, found) in violations.enumerated() {
            for (index, violation) in found.enumerated() {
                places.append((violation.mark ?? violation.node.mark, Int32(rule), Int32(index)))
            }
        }
        places.sort { ($0.mark, $0.rule, $0.index) < ($1.mark, $1.rule, $1.index) }
        let order = places
        let ruleIDs = active.map { $0.0.id }
        let runs = active.map { $0.1 }
        // Making a finding names its node and says its utterance: a screen with tens of
        // thousands of findings makes them on two cores, in runs of the report order.
        let made = arrayMadeInRuns(count: order.count, runs: order.count >= findingsWorthTwoCores ? 2 : 1) { run, put in
            var maker = FindingMaker(model: model, namesNodes: namesNodes)
            for place in order[run] {
                let rule = Int(place.rule)
                let violation = violations[rule][Int(place.index)]
                // A finding's own severity stands while the configuration keeps the rule's.
                let severity = runs[rule].keepsFindingSeverity ? violation.severity ?? runs[rule].severity
                    : runs[rule].severity
                put(maker.finding(violation, rule: ruleIDs[rule], severity: severity, at: place.mark))
            }
        }
        var sketch = sketches == nil ? nil : ScreenSketch(model)
        // Taken whole when there is nothing before them: copying findings retains all their strings.
        if findings.isEmpty { findings = made } else { findings += made }
        if sketch != nil {
            for (place, finding) in zip(order, findings.suffix(order.count)) {
                let node = violations[Int(place.rule)][Int(place.index)].node
                if let path = finding.nodePath, let frame = model.frame(of: node) { sketch?.nodeFrames[path] = frame }
            }
        }
        if let sketch { sketches?.append(sketch) }
    }

    /// Reads and loads one input: its screens, `dump-*` findings and errors.
    public func load(_ input: Input) -> LoadResult {
        switch input.read(limit: loader.limits.maxFileBytes) {
        case .success(let source):
            if let format = input.format { return loader.load(source, path: input.path, as: format) }
            return loader.load(source, path: input.path)
        case .failure(let problem):
            return LoadResult(errors: [InputError(path: input.path, mark: .start, problem: problem)])
        }
    }

    /// Lints one input; a broken input gives errors, never a crash.
    public func lint(_ input: Input) -> FileResult {
        lint(input, plans: nil, seeing: nil)
    }

    /// `lint(_:)`, handing each screen's model to `see` once its rules have run:
    /// for callers that want what the screen reader says as well (`DumpLinter`).
    func lint(_ input: Input, plans: SharedPlans?, seeing see: ((ScreenModel) -> Void)?) -> FileResult {
        let settings = settings(for: input.path)
        let (configuration, relative) = (settings.configuration, settings.relativePath)
        let plan = plan(for: settings, plans: plans)
        var loaded = load(input)
        var result = FileResult(path: input.path, screenCount: loaded.screens.count, errors: loaded.errors)
        let platforms = Set(loaded.screens.map(\.platform))
        // Findings about the dump itself obey the configuration like any rule's.
        result.findings = loaded.problems.compactMap { located in
            guard let run = plan.run(located.problem.ruleID) else { return nil }
            return Finding(located, severity: run.severity)
        }
        // Each screen leaves the load result as it goes to its model, so that the
        // model holds the only copy and can free the dump's tree (`ScreenModel.init`).
        // (Taken from the end of a reversed list: taking the first would move the rest each time.)
        loaded.screens.reverse()
        var sketches: [ScreenSketch]? = sketchesScreens ? [] : nil
        // Suppressions may match findings by node path or identity.
        let namesNodes = namesNodes || !configuration.suppressions.isEmpty
        while let screen = loaded.screens.popLast() {
            let model = model(of: consume screen, settings: settings)
            check(model, plan: plan, into: &result.findings, sketches: &sketches, namesNodes: namesNodes)
            see?(model)
        }
        result.screens = sketches ?? []
        result.checkedRules = plan.enabledRules.filter { $0.platforms.contains(where: platforms.contains) }.map(\.id)
        // A file that could not be read whole says nothing about whether a suppression still matches.
        if result.errors.isEmpty { result.configurationPath = configuration.path }
        if !configuration.suppressions.isEmpty {
            for index in result.findings.indices {
                if let matched = configuration.suppressionIndex(for: result.findings[index], relativePath: relative) {
                    result.findings[index].status = .suppressed(reason: configuration.suppressions[matched].reason)
                    result.matchedSuppressions.insert(matched)
                }
            }
        }
        // One screen's findings come sorted; several screens, or findings about the
        // dump itself, need the sort.
        if !Finding.areInReportOrder(result.findings) {
            result.findings.sort(by: Finding.precedes)
        }
        return result
    }

    /// Lints inputs on all cores; the report keeps the inputs' order.
    public func lint(_ inputs: [Input]) -> LintReport {
        var report = LintReport(files: [])
        let skipped = lint(inputs) { report.files.append($0) }
        report.skipped = skipped
        return report
    }

    /// Lints inputs on all cores and hands each file's result to `handle`, on this
    /// thread and in the inputs' order, as soon as that file and every one before
    /// it are done: reports are written while later files are still linted, and
    /// need not keep what they have written.
    ///
    /// Returns the paths of files that a directory walk found but that are not dumps
    /// (layouts, manifests, package files); those are not handed over.
    public func lint(_ inputs: [Input], handingOver handle: (FileResult) -> Void) -> [String] {
        let results = ResultSlots<FileResult>(count: inputs.count)
        let plans = SharedPlans(linter: self)
        let workers = DispatchGroup()
        DispatchQueue.global().async(group: workers) {
            DispatchQueue.concurrentPerform(iterations: inputs.count) {
                results.set($0, self.lint(inputs[$0], plans: plans, seeing: nil))
            }
        }
        var skipped: [String] = []
        for (index, input) in inputs.enumerated() {
            let result = results.take(index)
            if input.isDiscovered, result.isOtherKindOfFile {
                skipped.append(input.path)
            } else {
                handle(result)
            }
        }
        workers.wait()
        return skipped
    }
}
