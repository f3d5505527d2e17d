import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules
import A11yLintCore
import Foundation

/// SARIF 2.1.0 for code scanning. Follows GitHub's limits: relative URIs under the
/// `SRCROOT` base, at most 25,000 results, 20 tags per rule and 1,024 characters
/// per description. Baselined findings are left out, because GitHub shows
/// suppressed results as open alerts; suppressed findings stay, marked as such.
public struct SARIFReporter: Reporter {
    public var namesNodes: Bool { true }
    public static let maxResults = 25_000
    /// Version 2 follows node identities; version 1 (a11ylint 0.3) followed node paths.
    public static let fingerprintKey = "a11ylintFingerprint/v2"
    /// The fingerprint GitHub code scanning matches alerts by. Written by us, from
    /// the node's identity, so that an alert follows the node rather than its line
    /// (GitHub's upload action would hash the text of the line).
    public static let lineHashKey = "primaryLocationLineHash"
    static let baseID = "SRCROOT"

    /// Set by `begin`.
    private var run: RunInfo!
    private var ruleIndex: [String: Int] = [:]
    private var results: [SARIF.Result] = []

    public init() {}

    public mutating func begin(_ run: RunInfo, to output: ReportOutput) {
        self.run = run
        ruleIndex = Dictionary(uniqueKeysWithValues: run.catalog.rules.enumerated().map { ($1.id, $0) })
    }

    public mutating func file(_ file: FileResult, to output: ReportOutput) {
        // As GitHub's own line hashes do, `:n` counts the file's results with the same
        // fingerprint (two findings of one rule on one node), so that each stays an alert.
        var occurrences: [String: Int] = [:]
        for finding in file.findings where finding.status != .baselined {
            guard let index = ruleIndex[finding.ruleID] else { continue }
            let fingerprint = Fingerprint.of(finding, relativePath: run.paths.relative(finding.path))
            occurrences[fingerprint, default: 0] += 1
            results.append(result(finding, ruleIndex: index, paths: run.paths, fingerprint: fingerprint,
                                  occurrence: occurrences[fingerprint, default: 1]))
        }
    }

    public func end(_ summary: RunSummary, to output: ReportOutput) {
        let errors = summary.inputErrors
        var results = results
        var notifications = errors.map { error in
            SARIF.Notification(level: "error", message: SARIF.Message(text: Self.sentence(error.message)),
                               descriptor: SARIF.Reference(id: "input-error"),
                               locations: [SARIF.Location(physicalLocation: physical(error.path, error.mark, run.paths),
                                                          logicalLocations: nil)])
        }
        if results.count > Self.maxResults {
            // Errors first, so what GitHub keeps is what matters most.
            results.sort { Self.rank($0.level) > Self.rank($1.level) }
            notifications.append(SARIF.Notification(
                level: "warning",
                message: SARIF.Message(text: "Only the first \(Self.maxResults) of \(results.count) results are "
                    + "included, the most severe first; code scanning accepts no more per run."),
                descriptor: SARIF.Reference(id: "results-truncated"), locations: nil))
            results.removeLast(results.count - Self.maxResults)
        }
        let sarifRun = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.Driver(name: ToolInfo.name, version: ToolInfo.version,
                                                  semanticVersion: ToolInfo.version,
                                                  informationUri: ToolInfo.homepage,
                                                  rules: run.catalog.rules.map { descriptor($0, plan: run.plan) })),
            invocations: [SARIF.Invocation(executionSuccessful: errors.isEmpty,
                                           toolExecutionNotifications: notifications)],
            originalUriBaseIds: [Self.baseID: SARIF.ArtifactLocation(
                uri: Self.fileURI(directory: run.paths.base), uriBaseId: nil,
                description: SARIF.Message(text: "The base path: --base-path, or the directory a11ylint ran in."))],
            columnKind: results.isEmpty ? nil : "unicodeCodePoints",
            results: results)
        output.write(SortedJSON.encode(SARIF.Log(runs: [sarifRun])))
    }

    private func descriptor(_ rule: RuleDefinition, plan: RulePlan) -> SARIF.ReportingDescriptor {
        let entry = plan.entries[rule.id]
        let severity = entry?.severity ?? rule.severity
        let firstParagraph = rule.rationale.components(separatedBy: "\n\n").first ?? rule.rationale
        var tags = ["accessibility"] + rule.wcag.map { "wcag-\($0)" } + rule.platforms.map(\.rawValue)
        if let component = rule.component { tags.append(component) }
        return SARIF.ReportingDescriptor(
            id: rule.id, name: rule.pascalName,
            shortDescription: SARIF.Message(text: Self.limit(Self.sentence(rule.summary))),
            fullDescription: SARIF.Message(text: Self.limit(Self.sentence(rule.title) + " "
                + firstParagraph.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces))),
            help: SARIF.Help(text: rule.rationale.trimmingTrailingWhitespace,
                             markdown: "**\(rule.title)**: \(rule.summary).\n\n\(rule.rationale.trimmingTrailingWhitespace)"
                                + "\n\n[Examples and details](\(ToolInfo.helpURI(for: rule.id)))"),
            helpUri: ToolInfo.helpURI(for: rule.id),
            defaultConfiguration: SARIF.Configuration(enabled: entry?.enabled ?? true, level: Self.level(severity)),
            properties: SARIF.RuleProperties(tags: Array(tags.prefix(20)), precision: "medium",
                                             problemSeverity: severity == .note ? "recommendation" : severity.rawValue))
    }

    private func result(_ finding: Finding, ruleIndex: Int, paths: ReportPaths, fingerprint: String,
                        occurrence: Int) -> SARIF.Result {
        // The node's identity names it; its path is kept whole.
        let logical = finding.nodePath.map { path in
            [SARIF.LogicalLocation(name: finding.identity ?? String(path.split(separator: "/").last ?? Substring(path)),
                                   fullyQualifiedName: path, kind: "element")]
        }
        var suppressions: [SARIF.Suppression] = []
        if case .suppressed(let reason) = finding.status {
            suppressions.append(SARIF.Suppression(kind: "external", status: "accepted", justification: reason))
        }
        let properties = finding.screen == nil && finding.announcement == nil ? nil
            : SARIF.ResultProperties(screen: finding.screen, announcement: finding.announcement)
        return SARIF.Result(
            ruleId: finding.ruleID, ruleIndex: ruleIndex, level: Self.level(finding.severity),
            message: SARIF.Message(text: Self.message(finding)),
            locations: [SARIF.Location(physicalLocation: physical(finding.path, finding.mark, paths),
                                       logicalLocations: logical)],
            partialFingerprints: [Self.fingerprintKey: fingerprint, Self.lineHashKey: "\(fingerprint):\(occurrence)"],
            suppressions: suppressions, properties: properties)
    }

    private func physical(_ path: String, _ mark: Mark, _ paths: ReportPaths) -> SARIF.PhysicalLocation {
        let artifact: SARIF.ArtifactLocation
        if paths.isInsideBase(path) {
            artifact = SARIF.ArtifactLocation(uri: Self.percentEncoded(paths.relative(path)), uriBaseId: Self.baseID)
        } else if path == Input.standardInputName {
            artifact = SARIF.ArtifactLocation(uri: "stdin", uriBaseId: nil,
                                              description: SARIF.Message(text: "Standard input."))
        } else {
            artifact = SARIF.ArtifactLocation(uri: Self.fileURI(path: paths.relative(path)))
        }
        return SARIF.PhysicalLocation(artifactLocation: artifact,
                                      region: SARIF.Region(startLine: mark.line, startColumn: mark.column))
    }

    static func level(_ severity: Severity) -> String {
        severity.rawValue
    }

    static func rank(_ level: String) -> Int {
        ["note": 0, "warning": 1, "error": 2][level] ?? 0
    }

    /// The finding's message, then a sentence that names its element (`Finding.element`),
    /// which the logical location names too: results of a one-line capture all stand on
    /// its line 1, and viewers that ignore logical locations show the message.
    static func message(_ finding: Finding) -> String {
        let message = sentence(finding.message)
        guard let element = finding.element else { return message }
        return message + " Element: " + element + "."
    }

    /// Messages are sentences: SARIF viewers show the first one as a title.
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last else { return trimmed }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }

    static func limit(_ text: String) -> String {
        text.count <= 1024 ? text : String(text.prefix(1023)) + "…"
    }

    /// RFC 3986 path: unreserved characters and `/` stay, everything else is %XX of its UTF-8.
    static func percentEncoded(_ path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func fileURI(path: String) -> String {
        "file://" + percentEncoded(path)
    }

    /// A folder URI ends with `/`, as SARIF requires of base ids.
    static func fileURI(directory: String) -> String {
        let uri = fileURI(path: directory)
        return uri.hasSuffix("/") ? uri : uri + "/"
    }
}
