import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import Foundation

/// The JSON report, format version 1 (docs/json-report.md). Paths are relative to
/// the base path; suppressed and baselined findings are included with their status.
public struct JSONReporter: Reporter {
    public var namesNodes: Bool { true }
    public static let formatVersion = 1

    /// Set by `begin`.
    private var paths: ReportPaths!
    private var files: [File] = []

    public init() {}

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        paths = run.paths
    }

    public mutating func file(_ file: FileResult, to output: ReportOutput) {
        files.append(File(path: paths.relative(file.path), screens: file.screenCount,
                          findings: file.findings.map { Self.finding($0, paths: paths) },
                          errors: file.errors.map {
                              InputErrorEntry(message: $0.message, line: $0.mark.line, column: $0.mark.column)
                          }))
    }

    public func end(_ summary: RunSummary, to output: ReportOutput) {
        let counts = summary.counts
        let document = Document(
            version: Self.formatVersion,
            tool: Tool(name: ToolInfo.name, version: ToolInfo.version),
            files: files,
            staleBaselineEntries: summary.staleBaselineEntries,
            summary: Summary(files: summary.fileCount, screens: summary.screenCount, errors: counts.errors,
                             warnings: counts.warnings, notes: counts.notes, suppressed: counts.suppressed,
                             baselined: counts.baselined, inputErrors: summary.inputErrors.count,
                             staleBaselineEntries: summary.staleBaselineEntries.count, skipped: summary.skipped.count))
        output.write(SortedJSON.encode(document))
    }

    static func finding(_ finding: Finding, paths: ReportPaths) -> FindingEntry {
        let relative = paths.relative(finding.path)
        var entry = FindingEntry(rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
                                 path: relative, line: finding.mark.line, column: finding.mark.column,
                                 screen: finding.screen, nodePath: finding.nodePath, identifier: finding.identifier,
                                 identity: finding.identity, announcement: finding.announcement, status: "active", reason: nil,
                                 fingerprint: Fingerprint.of(finding, relativePath: relative))
        switch finding.status {
        case .active: break
        case .suppressed(let reason):
            entry.status = "suppressed"
            entry.reason = reason
        case .baselined: entry.status = "baselined"
        }
        return entry
    }

    /// Sorted keys and no escaped slashes: the output is stable enough to diff.
    struct Document: Encodable {
        var version: Int
        var tool: Tool
        var files: [File]
        var staleBaselineEntries: [BaselineEntry]
        var summary: Summary
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct File: Encodable {
        var path: String
        var screens: Int
        var findings: [FindingEntry]
        var errors: [InputErrorEntry]
    }

    struct FindingEntry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var path: String
        var line: Int
        var column: Int
        var screen: String?
        var nodePath: String?
        var identifier: String?
        var identity: String?
        var announcement: String?
        var status: String
        var reason: String?
        var fingerprint: String
    }

    struct InputErrorEntry: Encodable {
        var message: String
        var line: Int
        var column: Int
    }

    struct Summary: Encodable {
        var files: Int
        var screens: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var baselined: Int
        var inputErrors: Int
        var staleBaselineEntries: Int
        /// Files a folder walk (or `--skip-non-dumps`) found to be of another kind; not in `files`.
        var skipped: Int
    }
}
