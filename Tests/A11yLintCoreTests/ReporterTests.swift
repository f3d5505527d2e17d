@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Structure of each report format, without external validators.
final class ReporterTests: XCTestCase {
    let paths = ReportPaths(base: "/project", workingDirectory: "/project")

    private func report(_ files: [String: String]) -> LintReport {
        let linter = Linter(configuration: .everyRule(directory: "/project"), workingDirectory: "/project")
        return linter.lint(files.sorted { $0.key < $1.key }.map { Input(path: $0.key, source: .bytes(Array($0.value.utf8))) })
    }

    let mistakes = """
        platform: ios
        screen: Gallery
        root:
          class: UIWindow
          children:
            - {class: UIButton, accessibilityIdentifier: close, accessibilityTraits: [button]}
            - {class: UIButton, accessibilityLabel: Buy button, accessibilityTraits: [button]}
            - {class: UIPageControl, numberOfPages: 3, currentPage: 1, accessibilityValue: page 1 of 3}
          colour: red
        """

    private func sarif(_ report: LintReport) throws -> [String: Any] {
        let text = SARIFReporter().render(ReportContext(report: report, paths: paths))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testSARIFResultsPointAtRulesAndOneBasedRegions() throws {
        var lintReport = report(["screens/gallery.yml": mistakes, "broken.yml": "root: [\n"])
        lintReport.files[1].findings[0].status = .suppressed(reason: "Known")
        let log = try sarif(lintReport)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleCatalog.builtIn.rules.count, "every rule is listed")
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            let name = try XCTUnwrap(rule["name"] as? String)
            XCTAssertNotEqual(id, name)
            XCTAssertTrue(name.first!.isUppercase && !name.contains("-"), name)
            for key in ["shortDescription", "fullDescription"] {
                let text = try XCTUnwrap((rule[key] as? [String: Any])?["text"] as? String)
                XCTAssertTrue(!text.isEmpty && text.count <= 1024, "\(id) \(key)")
            }
            let help = try XCTUnwrap(rule["help"] as? [String: Any])
            XCTAssertNotNil(help["text"] as? String)
            XCTAssertNotNil(help["markdown"] as? String)
            XCTAssertTrue((rule["helpUri"] as? String)?.hasPrefix("https://") == true)
            let tags = try XCTUnwrap((rule["properties"] as? [String: Any])?["tags"] as? [String])
            let wcag = RuleCatalog.builtIn.rule(id)?.wcag.map { "wcag-\($0)" } ?? []
            XCTAssertTrue(tags.count <= 20 && tags.contains("accessibility"), "\(id) tags \(tags)")
            XCTAssertEqual(tags.filter { $0.hasPrefix("wcag-") }, wcag)
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, lintReport.findings.count)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertTrue(rules.indices.contains(index))
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            XCTAssertTrue((result["message"] as? [String: Any])?["text"].map { "\($0)".hasSuffix(".") } == true)
            XCTAssertNotNil(result["suppressions"] as? [Any], "every result says whether it is suppressed")
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
            let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
            XCTAssertEqual(artifact["uri"] as? String, "screens/gallery.yml")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
            XCTAssertEqual((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]?.count, 16)
        }
        let logical = results.compactMap { ($0["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]] }
        XCTAssertTrue(logical.contains { $0.first?["fullyQualifiedName"] as? String == "UIWindow/UIButton[0]" })
        let suppressed = results.filter { !($0["suppressions"] as? [Any] ?? []).isEmpty }
        XCTAssertEqual(suppressed.count, 1)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notes = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?["level"] as? String, "error")
        let base = (run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        XCTAssertEqual(base?["uri"] as? String, "file:///project/")
    }

    func testSARIFLeavesBaselinedFindingsOutAndIsEmptyWhenClean() throws {
        var lintReport = report(["a.yml": mistakes])
        for index in lintReport.files[0].findings.indices { lintReport.files[0].findings[index].status = .baselined }
        let run = try XCTUnwrap((try sarif(lintReport)["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        XCTAssertNil(run["columnKind"], "columnKind goes with results")
        let invocation = (run["invocations"] as? [[String: Any]])?.first
        XCTAssertEqual(invocation?["executionSuccessful"] as? Bool, true)
    }

    func testSARIFStaysWithinCodeScanningsResultLimit() throws {
        let notes = (0..<SARIFReporter.maxResults).map { index in
            Finding(ruleID: "label-in-name", severity: .note, message: "n", path: "a.yml", mark: Mark(line: index + 1, column: 1))
        }
        let error = Finding(ruleID: "control-name", severity: .error, message: "e", path: "a.yml", mark: Mark(line: 99_999, column: 1))
        let run = try XCTUnwrap((try sarif(LintReport(files: [FileResult(path: "a.yml", findings: notes + [error])]))["runs"]
            as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, SARIFReporter.maxResults)
        XCTAssertEqual(results.first?["level"] as? String, "error", "the most severe results are kept")
        let notifications = (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
        XCTAssertEqual((notifications?.first?["descriptor"] as? [String: Any])?["id"] as? String, "results-truncated")
    }

    func testSARIFURIsArePercentEncodedAndOutsideTheBaseAbsolute() {
        XCTAssertEqual(SARIFReporter.percentEncoded("my screens/é#1.yml"), "my%20screens/%C3%A9%231.yml")
        XCTAssertEqual(SARIFReporter.fileURI(directory: "/a b"), "file:///a%20b/")
        let finding = Finding(ruleID: "control-name", severity: .error, message: "Bad", path: "/elsewhere/x.yml", mark: .start)
        let text = SARIFReporter().render(ReportContext(report: LintReport(files: [FileResult(path: "/elsewhere/x.yml", findings: [finding])]),
                                                        paths: paths))
        XCTAssertTrue(text.contains("\"uri\" : \"file:///elsewhere/x.yml\""), text)
    }

    func testGitHubCommandsEscapeWhatGitHubRequires() {
        XCTAssertEqual(GitHubReporter.escapeData("50% off\r\nnow: yes, no"), "50%25 off%0D%0Anow: yes, no")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
        let finding = Finding(ruleID: "label-in-name", severity: .note, message: "Line one\nline two",
                              path: "/project/dir,with:odd/a.yml", mark: Mark(line: 3, column: 5))
        let text = GitHubReporter().render(ReportContext(report: LintReport(files: [FileResult(path: finding.path, findings: [finding])]),
                                                         paths: paths))
        XCTAssertEqual(text, "::notice file=dir%2Cwith%3Aodd/a.yml,line=3,col=5,title=Visible text is part of the name "
            + "[label-in-name]::Line one%0Aline two\n")
    }

    /// A finding stays on one line even when its message quotes a text with line breaks.
    func testLineBreaksInAMessageAreWrittenEscaped() {
        let finding = Finding(ruleID: "label-in-name", severity: .warning, message: "Name '书架\nTab 1 of 4'\r says",
                              path: "a.yml", mark: Mark(line: 2, column: 3))
        XCTAssertEqual(finding.description, "a.yml:2:3: warning: Name '书架\\nTab 1 of 4'\\r says [label-in-name]")
        XCTAssertFalse(TextReporter().render(ReportContext(report: LintReport(files: [FileResult(path: "a.yml",
            findings: [finding])]), paths: paths)).dropLast().contains("\n'"))
    }

    /// Every finding of a one-line capture stands on line 1: the text line, the GitHub
    /// annotation and the SARIF message end with the element, its identity and what
    /// the screen reader says there, cut short and made safe.
    func testEachFindingEndsWithItsElement() throws {
        let said = "Dynamic Color (Material You)\nswitch, checked, double tap to toggle"
        let named = Finding(ruleID: "control-name", severity: .error, message: "Control has no name.", path: "a.xml",
                            mark: Mark(line: 1, column: 7713), nodePath: "hierarchy/View[6]", identity: "View[6] in #content",
                            announcement: said)
        let loose = Finding(ruleID: "dump-unknown-key", severity: .warning, message: "Unknown key 'colour'.", path: "a.xml",
                            mark: Mark(line: 1, column: 2))
        let cut = "Dynamic Color (Material You)\\nswitch, ch…"
        XCTAssertEqual(named.element, "View[6] in #content \"Dynamic Color (Material You)\nswitch, ch…\"")
        XCTAssertEqual(Finding.longestQuotedAnnouncement, 40)
        XCTAssertNil(loose.element)
        let context = ReportContext(report: LintReport(files: [FileResult(path: "a.xml", findings: [loose, named])]), paths: paths)

        let text = TextReporter().render(context).split(separator: "\n").map(String.init)
        XCTAssertEqual(text[0], "a.xml:1:2: warning: Unknown key 'colour'. [dump-unknown-key]")
        XCTAssertEqual(text[1], "a.xml:1:7713: error: Control has no name. [control-name] View[6] in #content \"\(cut)\"")
        XCTAssertEqual(text[2], "    announced as: \"Dynamic Color (Material You)\\nswitch, checked, double tap to toggle\"",
                       "the announcement's own line keeps it whole")
        var coloured = TextReporter(colour: true)
        let colourOutput = ReportBuffer()
        coloured.begin(RunInfo(paths: paths), to: colourOutput.output)
        coloured.file(context.report.files[0], to: colourOutput.output)
        XCTAssertTrue(String(decoding: colourOutput.bytes, as: UTF8.self).contains("[control-name] View[6] in #content \"\(cut)\"\n"))

        let github = GitHubReporter().render(context).split(separator: "\n").map(String.init)
        XCTAssertTrue(github[0].hasSuffix("::Unknown key 'colour'."), github[0])
        XCTAssertTrue(github[1].hasSuffix("::Control has no name. Element: View[6] in #content "
            + "\"Dynamic Color (Material You)%0Aswitch, ch…\""), github[1])

        let run = try XCTUnwrap((try sarif(context.report)["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual((results[0]["message"] as? [String: Any])?["text"] as? String, "Unknown key 'colour'.")
        XCTAssertEqual((results[1]["message"] as? [String: Any])?["text"] as? String,
                       "Control has no name. Element: View[6] in #content \"Dynamic Color (Material You)\nswitch, ch…\".")
        let logical = try XCTUnwrap(((results[1]["locations"] as? [[String: Any]])?.first?["logicalLocations"]
            as? [[String: Any]])?.first)
        XCTAssertEqual(logical["name"] as? String, "View[6] in #content")
        XCTAssertEqual(logical["fullyQualifiedName"] as? String, "hierarchy/View[6]")
        XCTAssertEqual(logical["kind"] as? String, "element")
    }

    func testShortenedCutsLongTextWithAnEllipsis() {
        XCTAssertEqual("checked".shortened(to: 5), "chec…")
        XCTAssertEqual("check".shortened(to: 5), "check")
        XCTAssertEqual("🇰🇷🇰🇷🇰🇷".shortened(to: 2), "🇰🇷…", "characters, not scalars")
    }

    func testJUnitHasASuiteForEachFileAndACaseForEachRule() throws {
        let lintReport = report(["a.yml": mistakes, "b.yml": "platform: [\n"])
        let xml = JUnitReporter().render(ReportContext(report: lintReport, paths: paths))
        let document = try XMLDocument(data: Data(xml.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        XCTAssertEqual(suites.count, 2)
        let cases = try document.nodes(forXPath: "/testsuites/testsuite[@name='a.yml']/testcase")
        let iosRules = RuleCatalog.builtIn.rules.filter { $0.platforms.contains(.ios) }.count
        XCTAssertEqual(cases.count, iosRules)
        // Only findings that fail the run (errors, by default) are failures; warnings are the case's output.
        let failed = try document.nodes(forXPath: "//testsuite[@name='a.yml']/testcase[failure]/@name").compactMap(\.stringValue)
        let findings = lintReport.files[0].findings
        XCTAssertEqual(Set(failed), Set(findings.filter { $0.severity == .error }.map(\.ruleID)))
        let passedWithOutput = try document.nodes(forXPath: "//testsuite[@name='a.yml']/testcase[system-out]/@name")
            .compactMap(\.stringValue)
        XCTAssertEqual(Set(passedWithOutput), Set(findings.filter { $0.severity != .error }.map(\.ruleID)))
        XCTAssertFalse(passedWithOutput.isEmpty, "the sample has warnings")
        // With --fail-on warning they fail too.
        var strict = JUnitReporter()
        let output = ReportBuffer()
        strict.begin(RunInfo(paths: paths, failOn: .warning), to: output.output)
        lintReport.files.forEach { strict.file($0, to: output.output) }
        strict.end(RunSummary(), to: output.output)
        let strictDocument = try XMLDocument(data: Data(output.bytes))
        let strictFailed = try strictDocument.nodes(forXPath: "//testsuite[@name='a.yml']/testcase[failure]/@name")
            .compactMap(\.stringValue)
        XCTAssertEqual(Set(strictFailed), Set(findings.map(\.ruleID)))
        XCTAssertEqual(try document.nodes(forXPath: "//testsuite[@name='b.yml']/testcase[error]").count, 1)
        XCTAssertEqual(JUnitReporter.escape("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot;\u{FFFD}")
        // Line breaks and tabs as references (an attribute keeps them so, and no dump text starts a
        // line); DEL, C1, bidi controls and `##[` as references, which XML 1.0 allows.
        XCTAssertEqual(JUnitReporter.escape("S\n::error::x\r\t\u{7F}\u{85}\u{202E}\u{2066}##[y]\u{FFFE}"),
                       "S&#10;::error::x&#13;&#9;&#x7F;&#x85;&#x202E;&#x2066;##&#91;y]\u{FFFD}")
    }

    func testJSONReportListsEveryFieldTheSchemaPromises() throws {
        let text = JSONReporter().render(ReportContext(report: report(["a.yml": mistakes]), paths: paths))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        let finding = try XCTUnwrap(((json["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?
            .first { $0["rule"] as? String == "name-no-role-word" })
        XCTAssertEqual(Set(finding.keys), ["rule", "severity", "message", "path", "line", "column", "screen", "nodePath",
                                           "identity", "announcement", "status", "fingerprint"])
        XCTAssertEqual(finding["line"] as? Int, 7)
        XCTAssertEqual(finding["nodePath"] as? String, "UIWindow/UIButton[1]")
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["files"] as? Int, 1)
        XCTAssertEqual(summary["warnings"] as? Int, 2)
    }
}
