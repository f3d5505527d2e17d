import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore

/// A finished run kept in memory, and what reporters know about it.
public struct ReportContext: Sendable {
    public var report: LintReport
    public var run: RunInfo

    public init(report: LintReport, paths: ReportPaths, catalog: RuleCatalog = .builtIn, plan: RulePlan? = nil) {
        self.report = report
        run = RunInfo(paths: paths, catalog: catalog, plan: plan)
    }
}

extension Reporter {
    /// The whole report of a run already in memory, through the same calls a lint
    /// run makes. The files go in the report's order: a run's is path order, with
    /// the paths that could not be read last; `Linter.lint(_:)` keeps the inputs'.
    public func render(_ context: ReportContext) -> String {
        var reporter = self
        let buffer = ReportBuffer()
        reporter.begin(context.run, to: buffer.output)
        for file in context.report.files { reporter.file(file, to: buffer.output) }
        reporter.end(context.report.summary, to: buffer.output)
        return buffer.text
    }
}
