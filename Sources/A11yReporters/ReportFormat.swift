import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules
import A11yLintCore

/// The report formats `--format` and `--report` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        }
    }
}

/// Everything a reporter may need about a finished run.
public struct ReportContext: Sendable {
    public var report: LintReport
    public var paths: ReportPaths
    public var catalog: RuleCatalog
    /// How rules are set where no override applies: SARIF lists these levels.
    public var plan: RulePlan

    public init(report: LintReport, paths: ReportPaths, catalog: RuleCatalog = .builtIn, plan: RulePlan? = nil) {
        self.report = report
        self.paths = paths
        self.catalog = catalog
        self.plan = plan ?? RulePlan(catalog: catalog)
    }
}

/// Turns a run into one document. Reporters return text; the command line decides where it goes.
public protocol Reporter: Sendable {
    func render(_ context: ReportContext) -> String
}
