import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import A11yReporters
import ArgumentParser

extension ReportFormat: ExpressibleByArgument {}

/// `--report FORMAT=FILE`: one more report, written to a file.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="),
              let format = ReportFormat(rawValue: String(argument[..<equals])) else { return nil }
        let path = String(argument[argument.index(after: equals)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }

    init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }
}
