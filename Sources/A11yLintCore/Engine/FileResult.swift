import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// The outcome for one input: every input appears in a report, even one that failed.
public struct FileResult: Sendable {
    public var path: String
    /// How many screens (documents) were read from the input.
    public var screenCount: Int
    /// In report order (position, then rule), each with the file's path.
    public var findings: [Finding]
    public var errors: [InputError]
    /// The ids of the rules that ran on the file's screens, sorted.
    public var checkedRules: [String] = []
    /// The configuration file the file was linted with, when it was read whole
    /// and a file configured it; with `matchedSuppressions`, what finds unused suppressions.
    public var configurationPath: String?
    /// The indices of that configuration's suppressions that covered a finding here.
    public var matchedSuppressions: Set<Int> = []
    /// A sketch of each screen, in the file's order, when the linter was asked for them
    /// (`Linter.sketchesScreens`); else empty.
    public var screens: [ScreenSketch] = []

    public init(path: String, screenCount: Int = 0, findings: [Finding] = [], errors: [InputError] = []) {
        self.path = path
        self.screenCount = screenCount
        self.findings = findings
        self.errors = errors
    }

    /// The file's findings, counted by severity and status.
    public var counts: FindingCounts { FindingCounts(findings) }

    /// Whether the file is YAML, XML or JSON that is not a dump at all: in a
    /// directory walk that is a CI workflow, a layout or a package file, not a
    /// broken dump.
    var isOtherKindOfFile: Bool {
        screenCount == 0 && !errors.isEmpty && errors.allSatisfy(\.problem.meansOtherKindOfFile)
    }
}
