import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules

/// The result of a run over many inputs.
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

    /// The files sorted by path: when each file's findings carry its own path and
    /// are sorted, as the linter leaves them, their findings in this order are
    /// `findings` without copying or sorting them all.
    public var filesInReportOrder: [FileResult] {
        let sorted = files.sorted { $0.path < $1.path }
        let ready = sorted.allSatisfy { file in
            // Through the buffer, so that no finding is copied to be looked at.
            file.findings.withUnsafeBufferPointer { findings in
                findings.indices.allSatisfy { findings[$0].path == file.path }
            } && Finding.areInReportOrder(file.findings)
        }
        return ready ? sorted : [FileResult(path: "", findings: findings)]
    }

    /// Every input error, sorted by path and position.
    public var errors: [InputError] {
        files.flatMap(\.errors).sorted(by: InputError.precedes)
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

    /// Keeps only what `keep` accepts, e.g. errors alone for `--quiet`.
    public func filtered(_ keep: (Finding) -> Bool) -> LintReport {
        var copy = self
        for index in copy.files.indices {
            copy.files[index].findings.removeAll { !keep($0) }
        }
        return copy
    }

    /// The exit status a linter run should end with: 2 when an input could not be
    /// read, 1 when an active finding reaches `failOn` or the active warnings pass
    /// `maxWarnings`, else 0.
    public func exitStatus(failOn: Severity, maxWarnings: Int? = nil) -> Int32 {
        if files.contains(where: { !$0.errors.isEmpty }) { return 2 }
        let counts = counts
        if counts.active(atLeast: failOn) > 0 { return 1 }
        if let maxWarnings, counts.warnings > maxWarnings { return 1 }
        return 0
    }
}
