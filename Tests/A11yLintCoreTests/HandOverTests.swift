@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Files are linted on all cores and handed over in order, so a text report can be
/// written while later files are linted and let go of each file's findings.
final class HandOverTests: XCTestCase {
    /// An iOS screen with `buttons` unnamed buttons: each one is a control-name error.
    private func screen(buttons: Int) -> String {
        var text = "platform: ios\nroot:\n  class: UIWindow\n  children:\n"
        for index in 0..<buttons {
            text += "    - {class: UIButton, accessibilityIdentifier: b\(index), accessibilityTraits: [button]}\n"
        }
        return text
    }

    private func input(_ path: String, _ text: String, discovered: Bool = false) -> Input {
        Input(path: path, source: .bytes(Array(text.utf8)), isDiscovered: discovered)
    }

    func testFilesAreHandedOverInOrderOnTheCallingThread() {
        // The first file is far larger than the rest, so the others finish first; it has
        // enough findings to have them freed on another thread.
        let inputs = [input("a.yml", screen(buttons: FileResult.findingsFreedAside + 100))]
            + (1...40).map { input("f\($0).yml", screen(buttons: $0 % 4)) }
            + [input("broken.yml", "root: [unclosed"), input("layout.xml", "<LinearLayout/>", discovered: true)]
        let caller = pthread_self()
        var handed: [String] = []
        var onCaller = true
        let linter = Linter()
        let report = linter.lint(inputs) { file in
            handed.append(file.path)
            onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
            var kept = file
            kept.letGoOfFindings()
            return kept
        }
        XCTAssertEqual(handed, inputs.dropLast().map(\.path), "in the inputs' order, skipped files left out")
        XCTAssertTrue(onCaller)
        XCTAssertEqual(report.files.map(\.path), handed)
        XCTAssertEqual(report.skipped, ["layout.xml"])
        XCTAssertTrue(report.files.allSatisfy(\.findings.isEmpty), "the report keeps what the handler returned")

        // Counts, errors and the exit status are those of the report that kept every finding.
        let whole = linter.lint(inputs)
        XCTAssertEqual(whole.count(of: .error), FileResult.findingsFreedAside + 100 + (1...40).reduce(0) { $0 + $1 % 4 })
        XCTAssertEqual(report.counts, whole.counts)
        XCTAssertEqual(report.errors.map(\.description), whole.errors.map(\.description))
        XCTAssertEqual(report.exitStatus(failOn: .error), whole.exitStatus(failOn: .error))
    }

    func testCountsFollowSeverityAndStatus() {
        func finding(_ severity: Severity, _ status: FindingStatus) -> Finding {
            var finding = Finding(ruleID: "r", severity: severity, message: "m", path: "p", mark: .start)
            finding.status = status
            return finding
        }
        var file = FileResult(path: "p", findings: [
            finding(.error, .active), finding(.error, .baselined), finding(.warning, .active),
            finding(.warning, .active), finding(.note, .suppressed(reason: "known")), finding(.note, .active),
        ])
        var expected = FindingCounts()
        expected.errors = 1
        expected.warnings = 2
        expected.notes = 1
        expected.suppressed = 1
        expected.baselined = 1
        XCTAssertEqual(file.counts, expected)
        XCTAssertEqual(expected.active(atLeast: .warning), 3)
        XCTAssertEqual(expected.active(atLeast: .note), 4)

        // Letting go keeps the counts, and findings added later count on top.
        file.letGoOfFindings()
        XCTAssertTrue(file.findings.isEmpty)
        XCTAssertEqual(file.counts, expected)
        file.findings = [finding(.error, .active)]
        XCTAssertEqual(file.counts.errors, 2)
        let report = LintReport(files: [file])
        XCTAssertEqual(report.count(of: .error), 2)
        XCTAssertEqual(report.exitStatus(failOn: .error), 1)
    }

    func testBaselineAppliedFileByFileMatchesTheWholeReport() {
        let inputs = [input("one.yml", screen(buttons: 3)), input("two.yml", screen(buttons: 2))]
        let linter = Linter()
        let paths = ReportPaths(base: "/", workingDirectory: "/")
        // A baseline of the first run; then one file gains a button and the other loses one.
        let baseline = Baseline(report: linter.lint(inputs), paths: paths)
        let changed = [input("one.yml", screen(buttons: 4)), input("two.yml", screen(buttons: 1))]
        var whole = linter.lint(changed)
        baseline.apply(to: &whole, paths: paths)
        var matcher = Baseline.Matcher(baseline, paths: paths)
        let handed = linter.lint(changed) { file in
            var file = file
            matcher.apply(to: &file)
            return file
        }
        XCTAssertEqual(handed.findings, whole.findings)
        XCTAssertEqual(whole.counts.baselined, 4)
        XCTAssertEqual(whole.count(of: .error), 1)
        XCTAssertEqual(matcher.staleEntries, whole.staleBaselineEntries)
        XCTAssertEqual(matcher.staleEntries.count, 1)
    }
}
