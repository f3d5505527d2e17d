import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules

/// The outcome for one input: every input appears in a report, even one that failed.
public struct FileResult: Sendable {
    public var path: String
    /// How many screens (documents) were read from the input.
    public var screenCount: Int
    public var findings: [Finding]
    public var errors: [InputError]
    /// The ids of the rules that ran on the file's screens, sorted.
    public var checkedRules: [String] = []
    /// Findings a report already wrote out and let go (`letGoOfFindings()`), still
    /// counted for the summary and the exit status.
    public var reportedCounts = FindingCounts()

    public init(path: String, screenCount: Int = 0, findings: [Finding] = [], errors: [InputError] = []) {
        self.path = path
        self.screenCount = screenCount
        self.findings = findings
        self.errors = errors
    }

    /// Every finding of the file, the ones let go included.
    public var counts: FindingCounts {
        findings.isEmpty ? reportedCounts : reportedCounts + FindingCounts(findings)
    }

    /// Counts the findings in `reportedCounts` and frees them: for a report that
    /// writes each file as it comes, so that a long run does not hold every finding.
    public mutating func letGoOfFindings() {
        reportedCounts = counts
        var gone: [Finding] = []
        swap(&gone, &findings)
        // Freeing a large screen's findings takes a while, and when that screen is
        // the last one, the run would wait for it.
        if gone.count >= Self.findingsFreedAside { freeInBackground(consume gone) }
    }

    /// From this many findings on, `letGoOfFindings()` frees them on another thread.
    static let findingsFreedAside = 4_096

    /// Whether the file is XML or JSON that is not a dump at all: in a directory
    /// walk that is a layout or a package file, not a broken dump.
    var isOtherKindOfFile: Bool {
        screenCount == 0 && !errors.isEmpty && errors.allSatisfy { error in
            switch error.problem {
            case .unknownXML, .unknownJSON: return true
            default: return false
            }
        }
    }
}
