import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// One report of a run, fed as the run goes: `begin` once, `file` for each file in
/// path order, `end` once with the run's totals. A reporter writes to the output
/// it is handed: as it goes (text, GitHub annotations), or all at once at the end
/// from what it collected (JSON, SARIF, JUnit). It keeps only what its document
/// needs, so that a run over thousands of files does not hold every finding.
///
/// `ReportRun` makes these calls for a lint run; `render(_:)` makes them for a
/// report already in memory.
public protocol Reporter {
    /// Called once, before the first file.
    mutating func begin(_ run: RunInfo, to output: ReportOutput)

    /// Called for each file, in path order. Its findings are in report order
    /// (position, then rule) and already marked by suppressions and the baseline,
    /// and `--quiet` has left out what the run does not report; files that could
    /// not be read come last, with their errors and no findings.
    mutating func file(_ file: FileResult, to output: ReportOutput)

    /// Called once, after the last file, with the totals of what was reported.
    mutating func end(_ summary: RunSummary, to output: ReportOutput)

    /// Whether the reporter draws screens: the run then hands it a sketch of each
    /// screen with every file (`FileResult.screens`). False unless a reporter says so.
    var drawsScreens: Bool { get }

    /// Whether the reporter shows or fingerprints findings' nodes (`Finding.nodePath`,
    /// `identity`): the run then names them. False unless a reporter says so.
    var namesNodes: Bool { get }
}

extension Reporter {
    public var drawsScreens: Bool { false }
    public var namesNodes: Bool { false }
}

/// What every reporter of a run knows before the first file.
public struct RunInfo: Sendable {
    public var paths: ReportPaths
    public var catalog: RuleCatalog
    /// How rules are set where no override applies: SARIF lists these levels.
    public var plan: RulePlan
    /// The lowest severity that fails the run (`--fail-on`): JUnit counts only
    /// findings at or above it as failures.
    public var failOn: Severity

    public init(paths: ReportPaths, catalog: RuleCatalog = .builtIn, plan: RulePlan? = nil, failOn: Severity = .error) {
        self.paths = paths
        self.catalog = catalog
        self.plan = plan ?? RulePlan(catalog: catalog)
        self.failOn = failOn
    }
}
