import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// A lint run that feeds its reporters: files are linted on all cores and each
/// one, once it and every file before it in path order are done, is marked by
/// the baseline, added to the totals, filtered for `--quiet` and handed to every
/// reporter. This is the one place where that happens, so every format reports
/// the same findings with the same statuses.
public struct ReportRun {
    public var linter: Linter
    public var paths: ReportPaths
    /// Findings it lists are marked baselined and do not count (`--baseline`).
    public var baseline: Baseline?
    /// Reports list errors alone (`--quiet`). It only hides: the totals, and so the
    /// exit status with `--fail-on` and `--max-warnings`, count every finding.
    public var errorsOnly = false
    /// Whether to record the run's findings as a new baseline (`--write-baseline`):
    /// every finding a suppression has not accepted, whatever `errorsOnly` says.
    public var recordsBaseline = false
    /// The lowest severity that fails the run (`--fail-on`), for reports that mark failures.
    public var failOn: Severity = .error
    /// The folders named on the command line: one whose files all turn out to be of
    /// other kinds is an input error, as an empty folder is.
    public var folders: [String] = []

    /// A reporter of the run and where its text goes.
    public struct Destination {
        public var reporter: any Reporter
        public var output: ReportOutput

        public init(_ reporter: any Reporter, to output: ReportOutput) {
            self.reporter = reporter
            self.output = output
        }
    }

    public struct Outcome {
        public var summary: RunSummary
        /// The baseline recorded when `recordsBaseline` is set.
        public var baseline: Baseline?
    }

    public init(linter: Linter, paths: ReportPaths) {
        self.linter = linter
        self.paths = paths
    }

    /// What the reporters are told before the first file.
    public var info: RunInfo {
        RunInfo(paths: paths, catalog: linter.catalog,
                plan: RulePlan(catalog: linter.catalog, settings: linter.configuration.rules), failOn: failOn)
    }

    /// Lints the inputs the configuration does not exclude and reports them, then
    /// the paths that could not be read at all (`unreadable`, e.g. missing files).
    public func lint(_ inputs: [Input], unreadable: [InputError] = [],
                     reportingTo destinations: [Destination]) -> Outcome {
        var destinations = destinations
        let info = info
        var linter = linter
        // Sketching screens costs time and memory that only a drawing report repays.
        linter.sketchesScreens = destinations.contains { $0.reporter.drawsScreens }
        // So does naming every finding's node, which only some reports and baselines use.
        linter.namesNodes = destinations.contains { $0.reporter.namesNodes } || baseline != nil || recordsBaseline
        for index in destinations.indices {
            destinations[index].reporter.begin(info, to: destinations[index].output)
        }
        var matcher = baseline.map { Baseline.Matcher($0, paths: paths) }
        var recorder = recordsBaseline ? Baseline.Recorder(paths: paths) : nil
        var summary = RunSummary()
        func report(_ file: FileResult) {
            var file = file
            summary.add(file)
            if errorsOnly { file.findings.removeAll { $0.severity != .error } }
            for index in destinations.indices {
                destinations[index].reporter.file(file, to: destinations[index].output)
            }
        }
        // The order reports list files in (`sorted` keeps equal paths in place).
        let ordered = linter.included(inputs).sorted { $0.path < $1.path }
        // A file named on the command line is not left out silently.
        summary.excludedNamedFiles = inputs.filter { !$0.isDiscovered }.compactMap { input in
            linter.exclusion(of: input.path).map { excluded in
                ExcludedFile(path: input.path, configurationPath: excluded.configuration.path ?? "the configuration",
                             pattern: excluded.glob.pattern)
            }
        }
        let skipped = linter.lint(ordered) { linted in
            var file = linted
            recorder?.record(file)
            matcher?.apply(to: &file)
            report(file)
        }
        summary.skipped = skipped
        var unreadable = unreadable
        if !skipped.isEmpty {
            let skippedPaths = Set(skipped)
            for folder in folders {
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                let found = ordered.filter { $0.isDiscovered && $0.path.hasPrefix(prefix) }
                guard !found.isEmpty, found.allSatisfy({ skippedPaths.contains($0.path) }) else { continue }
                unreadable.append(InputError(path: folder, mark: .start, problem: .noDumpsAmong(found.count)))
            }
        }
        for error in unreadable {
            report(FileResult(path: error.path, errors: [error]))
        }
        summary.unusedSuppressions = linter.configurations.all.flatMap { configuration in
            guard let path = configuration.path, let matched = summary.matchedSuppressions[path] else {
                return [UnusedSuppression]()
            }
            return configuration.suppressions.indices.filter { !matched.contains($0) }
                .map { UnusedSuppression(path: path, suppression: configuration.suppressions[$0]) }
        }
        summary.staleBaselineEntries = matcher?.staleEntries ?? []
        summary.baselineEntriesForUnlintedFiles = matcher?.entriesForUnlintedFiles ?? 0
        summary.readsVersion1Baseline = matcher?.isVersion1 ?? false
        for index in destinations.indices {
            destinations[index].reporter.end(summary, to: destinations[index].output)
        }
        return Outcome(summary: summary, baseline: recorder?.baseline)
    }
}
