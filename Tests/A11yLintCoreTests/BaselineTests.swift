@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

final class BaselineTests: XCTestCase {
    let paths = ReportPaths(base: "/project", workingDirectory: "/project")

    private func finding(_ rule: String, path: String = "a.yml", line: Int = 1, node: String? = "UIWindow/UIButton",
                         identifier: String? = nil, identity: String? = "UIButton") -> Finding {
        Finding(ruleID: rule, severity: .error, message: "m", path: path, mark: Mark(line: line, column: 1),
                nodePath: node, identifier: identifier, identity: identity, screen: "Home")
    }

    func testFingerprintsIgnoreLinesAndFollowIdentifiers() {
        XCTAssertEqual(Fingerprint.of(finding("control-name", line: 3), relativePath: "a.yml"),
                       Fingerprint.of(finding("control-name", line: 90), relativePath: "a.yml"))
        XCTAssertNotEqual(Fingerprint.of(finding("control-name"), relativePath: "a.yml"),
                          Fingerprint.of(finding("label-in-name"), relativePath: "a.yml"))
        XCTAssertNotEqual(Fingerprint.of(finding("control-name"), relativePath: "a.yml"),
                          Fingerprint.of(finding("control-name"), relativePath: "b.yml"))
        XCTAssertEqual(Fingerprint.of(finding("control-name", node: "UIWindow/UIButton"), relativePath: "a.yml"),
                       Fingerprint.of(finding("control-name", node: "UIWindow/UIButton[0]"), relativePath: "a.yml"),
                       "a new sibling changes the path's index, not the identity")
        XCTAssertNotEqual(Fingerprint.of(finding("control-name"), relativePath: "a.yml"),
                          Fingerprint.of(finding("control-name", identity: "UIButton[2]"), relativePath: "a.yml"))
        // Version 1 (a11ylint 0.3) followed the identifier and class, or else the path.
        XCTAssertEqual(Fingerprint.version1(finding("control-name", node: "UIWindow/UIButton", identifier: "close"), relativePath: "a.yml"),
                       Fingerprint.version1(finding("control-name", node: "UIWindow/UIButton[1]", identifier: "close"), relativePath: "a.yml"))
        XCTAssertNotEqual(Fingerprint.version1(finding("control-name", node: "UIWindow/UIButton"), relativePath: "a.yml"),
                          Fingerprint.version1(finding("control-name", node: "UIWindow/UIButton[0]"), relativePath: "a.yml"))
    }

    func testMatchingIsOneForOneAndOnlyLintedFilesGoStale() throws {
        let old = LintReport(files: [
            FileResult(path: "a.yml", findings: [finding("control-name"), finding("control-name")]),
            FileResult(path: "b.yml", findings: [finding("label-in-name", path: "b.yml")]),
            FileResult(path: "c.yml", findings: [finding("table-row-name", path: "c.yml")]),
        ])
        let baseline = Baseline(report: old, paths: paths)
        XCTAssertEqual(baseline.findings.count, 4)
        // Round trip through the file format.
        let decoded = try JSONDecoder().decode(Baseline.self, from: Data(baseline.encoded().utf8))
        XCTAssertEqual(decoded, baseline)

        var now = LintReport(files: [
            FileResult(path: "a.yml", findings: [finding("control-name", line: 5), finding("control-name", line: 9),
                                                 finding("control-name", line: 12)]),
            FileResult(path: "b.yml", findings: []),
        ])
        decoded.apply(to: &now, paths: paths)
        XCTAssertEqual(now.files[0].findings.map(\.status), [.baselined, .baselined, .active], "a third copy is new")
        XCTAssertEqual(now.staleBaselineEntries.map(\.path), ["b.yml"], "c.yml was not linted, so its entry is kept quietly")
        XCTAssertEqual(now.exitStatus(failOn: .error), 1)
    }

    func testSuppressedFindingsStayOutOfTheBaseline() {
        var suppressed = finding("control-name")
        suppressed.status = .suppressed(reason: "ok")
        let baseline = Baseline(report: LintReport(files: [FileResult(path: "a.yml", findings: [suppressed])]), paths: paths)
        XCTAssertEqual(baseline.findings, [])
    }
}
