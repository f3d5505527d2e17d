@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
import XCTest

/// A lint run hands every reporter the same files, in path order, with the
/// baseline and `--quiet` applied once; streamed reports read as whole ones.
final class ReportRunTests: XCTestCase {
    let paths = ReportPaths(base: "/project", workingDirectory: "/project")

    /// An iOS screen with `buttons` unnamed buttons (control-name errors) and
    /// `roleWords` buttons whose name ends in "button" (name-no-role-word warnings).
    private func screen(buttons: Int, roleWords: Int = 0) -> String {
        var text = "platform: ios\nroot:\n  class: UIWindow\n  children:\n"
        // Named buttons first, so that their paths stay put when unnamed ones come and go.
        for index in 0..<roleWords {
            text += "    - {class: UIButton, accessibilityLabel: Buy \(index) button, accessibilityTraits: [button]}\n"
        }
        for index in 0..<buttons {
            text += "    - {class: UIButton, accessibilityIdentifier: b\(index), accessibilityTraits: [button]}\n"
        }
        return text
    }

    private func input(_ path: String, _ text: String, discovered: Bool = false) -> Input {
        Input(path: path, source: .bytes(Array(text.utf8)), isDiscovered: discovered)
    }

    private var linter: Linter { Linter(configuration: .everyRule(directory: "/project"), workingDirectory: "/project") }

    /// What a reporter was handed, and on which thread.
    final class Log {
        var events: [String] = []
        var files: [FileResult] = []
        var summary: RunSummary?
        var onCallingThread = true
    }

    /// Writes nothing; records every call in its log.
    struct RecordingReporter: Reporter {
        let log: Log
        let caller = pthread_self()

        private func note(_ event: String) {
            log.events.append(event)
            log.onCallingThread = log.onCallingThread && pthread_equal(pthread_self(), caller) != 0
        }

        func begin(_ run: RunInfo, to output: ReportOutput) { note("begin") }

        func file(_ file: FileResult, to output: ReportOutput) {
            note("file \(file.path)")
            log.files.append(file)
        }

        func end(_ summary: RunSummary, to output: ReportOutput) {
            note("end")
            log.summary = summary
        }
    }

    private let missing = InputError(path: "missing.yml", mark: .start, problem: .notFound)

    private func mixedInputs() -> [Input] {
        // The first input is far larger than the rest, so later ones finish first.
        [input("z-large.yml", screen(buttons: 3_000, roleWords: 50))]
            + (1...30).reversed().map { input("f\($0).yml", screen(buttons: $0 % 4, roleWords: $0 % 3)) }
            + [input("broken.yml", "root: [unclosed"), input("layout.xml", "<LinearLayout/>", discovered: true)]
    }

    /// Nodes are named (path and identity) only where a report, a baseline or a
    /// suppression uses the names: a JUnit-only run saves the work. Text names
    /// each finding's element, so it needs them.
    func testFindingsNameTheirNodesOnlyWhereSomethingUsesTheNames() throws {
        let inputs = [input("a.yml", screen(buttons: 2))]
        func findings(_ reporter: any Reporter, baseline: Baseline? = nil, linter: Linter? = nil) -> [Finding] {
            let log = Log()
            var run = ReportRun(linter: linter ?? self.linter, paths: paths)
            run.baseline = baseline
            _ = run.lint(inputs, reportingTo: [.init(RecordingReporter(log: log), to: ReportBuffer().output),
                                               .init(reporter, to: ReportBuffer().output)])
            return log.files.flatMap(\.findings)
        }
        let junit = findings(JUnitReporter())
        XCTAssertEqual(junit.count, 2)
        XCTAssertEqual(junit.compactMap(\.identity) + junit.compactMap(\.nodePath), [], "JUnit shows neither")
        for reporter: any Reporter in [JSONReporter(), SARIFReporter(), TextReporter(), GitHubReporter()] {
            let named = findings(reporter)
            XCTAssertEqual(named.map(\.identity), ["#b0", "#b1"], "\(type(of: reporter))")
            XCTAssertEqual(named.compactMap(\.nodePath).count, 2)
        }
        XCTAssertEqual(findings(JUnitReporter(), baseline: Baseline(findings: [])).compactMap(\.identity).count, 2,
                       "a baseline matches by identity")
        // A suppression by node matches in a JUnit-only run too.
        var configuration = Configuration.everyRule(directory: "/project")
        configuration.suppressions = [Suppression(rules: ["control-name"], node: "#b1", files: [], reason: "Tracked", mark: .start)]
        let suppressed = findings(JUnitReporter(), linter: Linter(configuration: configuration, workingDirectory: "/project"))
        XCTAssertEqual(suppressed.map(\.status), [.active, .suppressed(reason: "Tracked")])
    }

    func testEveryReporterGetsTheFilesInPathOrderOnTheCallingThread() {
        let first = Log(), second = Log()
        let inputs = mixedInputs()
        let outcome = ReportRun(linter: linter, paths: paths).lint(
            inputs, unreadable: [missing],
            reportingTo: [.init(RecordingReporter(log: first), to: ReportBuffer().output),
                          .init(RecordingReporter(log: second), to: ReportBuffer().output)])
        let linted = inputs.dropLast().map(\.path).sorted()
        XCTAssertEqual(first.events, ["begin"] + (linted + ["missing.yml"]).map { "file \($0)" } + ["end"],
                       "path order, the file that is not a dump left out, unreadable paths last")
        XCTAssertEqual(second.events, first.events)
        XCTAssertTrue(first.onCallingThread && second.onCallingThread)
        XCTAssertEqual(first.files.map(\.findings), second.files.map(\.findings))

        // The totals are those of the whole report, which keeps every finding.
        var whole = linter.lint(inputs)
        whole.files.append(FileResult(path: missing.path, errors: [missing]))
        let summary = outcome.summary
        XCTAssertEqual(summary.skipped, ["layout.xml"])
        XCTAssertEqual(whole.skipped, ["layout.xml"])
        XCTAssertEqual(summary.counts, whole.counts)
        XCTAssertEqual(summary.counts.errors, 3_000 + (1...30).reduce(0) { $0 + $1 % 4 })
        XCTAssertEqual(summary.fileCount, linted.count + 1)
        XCTAssertEqual(summary.screenCount, whole.screenCount)
        XCTAssertEqual(summary.inputErrors.map(\.description), whole.errors.map(\.description))
        XCTAssertEqual(summary.inputErrors.count, 2)
        XCTAssertEqual(summary.exitStatus(failOn: .error), 2)
        XCTAssertEqual(first.summary?.counts, summary.counts)
        XCTAssertNil(outcome.baseline, "recorded only when asked for")
    }

    /// Each format's report, streamed during a run, is the report it renders from
    /// the whole run in memory; text is written while files are still coming.
    func testStreamedReportsAreTheWholeReports() throws {
        let inputs = mixedInputs()
        let run = ReportRun(linter: linter, paths: paths)
        let buffers = ReportFormat.allCases.map { _ in ReportBuffer() }
        let log = Log()
        var textWritesBeforeEnd = 0
        let textOutput = ReportOutput { bytes in
            if log.summary == nil { textWritesBeforeEnd += 1 }
            buffers[0].output.write(Array(bytes))
        }
        XCTAssertEqual(ReportFormat.allCases.first, .text)
        let destinations = ReportFormat.allCases.indices.map { index in
            ReportRun.Destination(ReportFormat.allCases[index].reporter,
                                  to: index == 0 ? textOutput : buffers[index].output)
        }
        _ = run.lint(inputs, unreadable: [missing],
                     reportingTo: destinations + [.init(RecordingReporter(log: log), to: ReportBuffer().output)])

        // The run sketched the screens for the HTML report; the other formats ignore the sketches.
        var sketching = linter
        sketching.sketchesScreens = true
        var whole = sketching.lint(inputs.sorted { $0.path < $1.path })
        whole.files.append(FileResult(path: missing.path, errors: [missing]))
        let context = ReportContext(report: whole, paths: paths, catalog: run.info.catalog, plan: run.info.plan)
        for (format, buffer) in zip(ReportFormat.allCases, buffers) {
            XCTAssertEqual(buffer.text, format.reporter.render(context), "\(format)")
            XCTAssertFalse(buffer.bytes.isEmpty, "\(format)")
        }
        XCTAssertGreaterThan(textWritesBeforeEnd, 20, "text is written file by file, not at the end")
        XCTAssertTrue(buffers[0].text.hasSuffix("Linted 33 files (31 screens): 3045 errors, 80 warnings, 2 input errors, "
            + "skipped 1 file that is not a dump\n"), buffers[0].text.suffix(200).description)
    }

    /// The baseline and `--quiet` are applied once, before any reporter sees a file:
    /// every format gets the same findings with the same statuses, and the totals
    /// count what they got. A recorded baseline holds every finding regardless.
    func testBaselineAndQuietReachEveryReporterAlike() throws {
        let before = [input("one.yml", screen(buttons: 3, roleWords: 2)), input("two.yml", screen(buttons: 2, roleWords: 1))]
        let after = [input("one.yml", screen(buttons: 4, roleWords: 2)), input("two.yml", screen(buttons: 1, roleWords: 1))]
        var recording = ReportRun(linter: linter, paths: paths)
        recording.recordsBaseline = true
        let baseline = try XCTUnwrap(recording.lint(before, reportingTo: []).baseline)
        XCTAssertEqual(baseline, Baseline(report: linter.lint(before), paths: paths))
        XCTAssertEqual(baseline.findings.count, 8)

        var run = ReportRun(linter: linter, paths: paths)
        run.baseline = baseline
        run.errorsOnly = true
        run.recordsBaseline = true
        let logs = [Log(), Log()]
        let json = ReportBuffer(), text = ReportBuffer()
        let outcome = run.lint(after, reportingTo: logs.map { .init(RecordingReporter(log: $0), to: ReportBuffer().output) }
            + [.init(JSONReporter(), to: json.output), .init(TextReporter(), to: text.output)])

        let handed = logs[0].files.flatMap(\.findings)
        XCTAssertEqual(handed, logs[1].files.flatMap(\.findings))
        XCTAssertTrue(handed.allSatisfy { $0.severity == .error }, "--quiet leaves errors alone")
        XCTAssertEqual(handed.filter { $0.status == .baselined }.count, 4)
        XCTAssertEqual(handed.filter(\.isActive).count, 1)
        // The totals count what --quiet hid too: hiding never changes what fails the run.
        let shown = FindingCounts(handed)
        XCTAssertEqual(outcome.summary.counts.errors, shown.errors)
        XCTAssertGreaterThan(outcome.summary.counts.baselined, shown.baselined, "the hidden warnings are in the baseline")
        XCTAssertEqual(outcome.baseline?.findings.count, 8, "the recorded baseline keeps the warnings --quiet left out")
        XCTAssertEqual(outcome.summary.staleBaselineEntries.count, 1)

        // What the JSON and text reports say is what the reporters were handed.
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        let statuses = (document["files"] as? [[String: Any]])?.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["status"] as? String }
        XCTAssertEqual(statuses, handed.map { $0.isActive ? "active" : "baselined" })
        XCTAssertEqual((document["staleBaselineEntries"] as? [Any])?.count, 1)
        XCTAssertEqual(text.text.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1)
        XCTAssertTrue(text.text.hasSuffix(
            "1 error, 0 warnings, \(outcome.summary.counts.baselined) in the baseline, 1 stale baseline entry\n"), text.text)
    }

    func testTotalsFollowSeverityAndStatus() {
        func finding(_ severity: Severity, _ status: FindingStatus) -> Finding {
            var finding = Finding(ruleID: "r", severity: severity, message: "m", path: "p", mark: .start)
            finding.status = status
            return finding
        }
        var summary = RunSummary()
        summary.add(FileResult(path: "p", screenCount: 2, findings: [
            finding(.error, .active), finding(.error, .baselined), finding(.warning, .active),
            finding(.warning, .active), finding(.note, .suppressed(reason: "known")), finding(.note, .active),
        ]))
        var expected = FindingCounts()
        expected.errors = 1
        expected.warnings = 2
        expected.notes = 1
        expected.suppressed = 1
        expected.baselined = 1
        XCTAssertEqual(summary.counts, expected)
        XCTAssertEqual(expected.active(atLeast: .warning), 3)
        XCTAssertEqual(expected.active(atLeast: .note), 4)
        XCTAssertEqual(summary.exitStatus(failOn: .error), 1)

        summary.add(FileResult(path: "q", findings: [finding(.error, .active)]))
        XCTAssertEqual(summary.counts.errors, 2)
        XCTAssertEqual(summary.fileCount, 2)
        XCTAssertEqual(summary.screenCount, 2)
        summary.add(FileResult(path: "b", errors: [InputError(path: "b", mark: .start, problem: .notFound)]))
        XCTAssertEqual(summary.exitStatus(failOn: .error), 2, "an input that could not be read wins")
    }

    /// Files a walk found to be of another kind are counted in every summary: the
    /// text line, the JSON report's summary and the HTML page's; a failed capture
    /// found beside them is an input error, not one of them.
    func testEverySummaryCountsSkippedFiles() throws {
        let inputs = [input("/project/ci.yml", "name: CI\non: [push]\n", discovered: true),
                      input("/project/layout.xml", "<LinearLayout/>", discovered: true),
                      input("/project/idle.xml", "ERROR: could not get idle state.\n", discovered: true),
                      input("/project/home.yml", screen(buttons: 0), discovered: true)]
        let json = ReportBuffer(), html = ReportBuffer()
        let outcome = ReportRun(linter: linter, paths: paths)
            .lint(inputs, reportingTo: [.init(JSONReporter(), to: json.output), .init(HTMLReporter(), to: html.output)])
        XCTAssertEqual(outcome.summary.skipped, ["/project/ci.yml", "/project/layout.xml"])
        XCTAssertEqual(outcome.summary.inputErrors.map(\.path), ["/project/idle.xml"])
        XCTAssertTrue(TextReporter().summaryLine(outcome.summary).hasSuffix(", skipped 2 files that are not dumps"),
                      TextReporter().summaryLine(outcome.summary))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["skipped"] as? Int, 2)
        XCTAssertEqual(summary["files"] as? Int, 2)
        XCTAssertEqual(summary["inputErrors"] as? Int, 1)
        XCTAssertTrue(html.text.contains("<dt>Skipped, not dumps</dt><dd>2</dd>"))
    }
}
