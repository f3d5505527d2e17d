import Foundation
import XCTest

final class RuleCommandTests: XCTestCase {
    func testAnnounceListsStopsInSwipeOrder() throws {
        let dump = """
        platform: ios
        screen: Pay
        root:
          class: UIWindow
          children:
            - {class: UILabel, text: Total}
            - {class: UIButton, title: Pay, isEnabled: false}
        """
        let result = try CommandRunner.run(["announce", "-"], stdin: dump)
        XCTAssertEqual(result.stdout, """
        <stdin>: 'Pay' (iOS), 2 focus stops
        <stdin>:6:8: 1. "Total" (UIWindow/UILabel)
        <stdin>:7:8: 2. "Pay, button, dimmed" (UIWindow/UIButton)

        """)
        XCTAssertEqual(result.status, 0)
    }

    func testAnnounceReportsBrokenInput() throws {
        let result = try CommandRunner.run(["announce", "-"], stdin: "platform: ios\n")
        XCTAssertEqual(result.stderr, "<stdin>:1:1: error: this dump has no 'root' key; every dump needs 'platform' and 'root'\n")
        XCTAssertEqual(result.status, 2)
    }

    func testFindingShowsTheAnnouncementOnASecondLine() throws {
        let dump = "platform: android\nroot:\n  class: android.widget.ImageButton\n  contentDescription: \"+\"\n  clickable: true\n"
        let result = try CommandRunner.run(["lint", "-"], stdin: dump)
        XCTAssertEqual(result.stdout, """
        <stdin>:3:3: error: Button is named only '+'; the screen reader says just '+, button, double tap to activate'. [control-name]
            announced as: "+, button, double tap to activate"

        """)
        XCTAssertEqual(result.status, 1)
    }

    func testRulesAndExplain() throws {
        let rules = try CommandRunner.run(["rules"])
        XCTAssertTrue(rules.stdout.contains("page-control-index"))
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, 17)
        let explain = try CommandRunner.run(["explain", "stepper-value"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.hasPrefix("stepper-value (error; iOS, Android)\n"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Fails (↓ marks each finding):"))
        XCTAssertEqual(try CommandRunner.run(["explain", "no-such-rule"]).status, 64)
    }

    func testSamplesShowEveryRuleAndCleanScreensHaveNoFindings() throws {
        let result = try CommandRunner.run(["lint", "samples"])
        XCTAssertEqual(result.status, 1)
        let fired = Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
        let all = Set(try CommandRunner.run(["rules"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) })
        XCTAssertEqual(all.subtracting(fired).sorted(), [], "rules that no sample shows")
        XCTAssertFalse(result.stdout.contains("-clean.yml"), "clean samples have findings:\n\(result.stdout)")
    }
}
