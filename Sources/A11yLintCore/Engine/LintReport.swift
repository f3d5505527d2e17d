import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// A whole run kept in memory: every file with every finding. The command line
/// does not keep one (reporters get the files as they come); tests and callers of
/// `Linter.lint(_:)` do.
public struct LintReport: Sendable {
    public var files: [FileResult]
    /// Baseline entries that matched no finding of this run: fixed, or moved out of recognition.
    public var staleBaselineEntries: [BaselineEntry] = []
    /// Files found in directories that hold XML or JSON of another kind (layouts, manifests, package files).
    public var skipped: [String] = []

    public init(files: [FileResult]) {
        self.files = files
    }

    /// Every finding, sorted by path, line and column.
    public var findings: [Finding] {
        files.flatMap(\.findings).sorted(by: Finding.precedes)
    }

    /// Every input error, sorted by path and position.
    public var errors: [InputError] {
        files.flatMap(\.errors).sorted(by: InputError.precedes)
    }

    /// The totals a run of these files would report.
    public var summary: RunSummary {
        var summary = RunSummary()
        for file in files { summary.add(file) }
        summary.staleBaselineEntries = staleBaselineEntries
        summary.skipped = skipped
        return summary
    }

    public var screenCount: Int { files.reduce(0) { $0 + $1.screenCount } }

    /// Every finding of the run, counted by severity and status.
    public var counts: FindingCounts {
        files.reduce(FindingCounts()) { $0 + $1.counts }
    }

    /// Active findings of one severity: the ones that count.
    public func count(of severity: Severity) -> Int {
        counts.active(severity)
    }

    public var suppressedCount: Int { counts.suppressed }

    public var baselinedCount: Int { counts.baselined }

    /// See `RunSummary.exitStatus(failOn:maxWarnings:)`.
    public func exitStatus(failOn: Severity, maxWarnings: Int? = nil) -> Int32 {
        summary.exitStatus(failOn: failOn, maxWarnings: maxWarnings)
    }
}
