import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// The totals of a run, added up file by file as files are reported: what the
/// summary line and the exit status need, without holding any finding.
public struct RunSummary: Sendable {
    /// Every file reported, the ones that could not be read included.
    public var fileCount = 0
    public var screenCount = 0
    /// The reported findings, by severity and status.
    public var counts = FindingCounts()
    /// Baseline entries that matched no finding of this run: fixed, or moved out of recognition.
    public var staleBaselineEntries: [BaselineEntry] = []
    /// Baseline entries for files the run did not lint.
    public var baselineEntriesForUnlintedFiles = 0
    /// Whether `--baseline` was of version 1 (a11ylint 0.3, keyed by node path):
    /// the run asks for it to be written again, keyed by node identity.
    public var readsVersion1Baseline = false
    /// Files found in directories that hold XML or JSON of another kind (layouts, manifests, package files).
    public var skipped: [String] = []
    /// Suppressions of the configurations that linted a file whole, none of whose findings they covered.
    public var unusedSuppressions: [UnusedSuppression] = []
    /// Files named on the command line that a configuration's `exclude` leaves out.
    public var excludedNamedFiles: [ExcludedFile] = []
    /// For each configuration file that linted a file whole, the suppressions that covered a finding.
    public private(set) var matchedSuppressions: [String: Set<Int>] = [:]
    private var errorsAsReported: [InputError] = []

    public init() {}

    /// Adds one reported file to the totals.
    public mutating func add(_ file: FileResult) {
        fileCount += 1
        screenCount += file.screenCount
        counts = counts + file.counts
        errorsAsReported += file.errors
        if let configuration = file.configurationPath {
            matchedSuppressions[configuration, default: []].formUnion(file.matchedSuppressions)
        }
    }

    /// Every input error, sorted by path and position.
    public var inputErrors: [InputError] {
        errorsAsReported.sorted(by: InputError.precedes)
    }

    /// The exit status a linter run should end with: 2 when an input could not be
    /// read, 1 when an active finding reaches `failOn` or the active warnings pass
    /// `maxWarnings`, else 0.
    public func exitStatus(failOn: Severity, maxWarnings: Int? = nil) -> Int32 {
        if !errorsAsReported.isEmpty { return 2 }
        if counts.active(atLeast: failOn) > 0 { return 1 }
        if let maxWarnings, counts.warnings > maxWarnings { return 1 }
        return 0
    }
}
