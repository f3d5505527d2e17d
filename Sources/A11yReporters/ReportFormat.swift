import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// The report formats `--format` and `--report` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit
    case html

    /// A new reporter of this format, as written to a file.
    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .html: return HTMLReporter()
        }
    }
}
