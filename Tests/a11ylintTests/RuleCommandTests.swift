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
        <stdin>:6:8: 1. "Total" (UILabel "Total")
        <stdin>:7:8: 2. "Pay, button, dimmed" (UIButton "Pay")

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
        <stdin>:3:3: error: Button is named only '+'; the screen reader says just '+, button'. [control-name] ImageButton "+" "+, button"
            announced as: "+, button"

        """)
        XCTAssertEqual(result.status, 1)
    }

    func testRulesAndExplain() throws {
        let rules = try CommandRunner.run(["rules"])
        XCTAssertTrue(rules.stdout.contains("page-control-index"))
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, try Self.ruleFiles().count)
        // Opt-in rules say so, as their rule file does; the others do not.
        let optIn = try Self.ruleFiles().filter(\.optIn).map(\.id)
        XCTAssertFalse(optIn.isEmpty)
        for line in rules.stdout.split(separator: "\n") {
            let id = String(line.prefix { $0 != " " })
            XCTAssertEqual(line.hasSuffix(" (opt-in)"), optIn.contains(id), String(line))
        }
        let optInExplained = try CommandRunner.run(["explain", "obscured-stop"])
        XCTAssertTrue(optInExplained.stdout.hasPrefix("obscured-stop (warning; iOS, Android; opt-in)\n"), optInExplained.stdout)
        let explain = try CommandRunner.run(["explain", "stepper-value"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.hasPrefix("stepper-value (error; iOS, Android)\n"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("Fails (↓ marks each finding):"))
        XCTAssertEqual(try CommandRunner.run(["explain", "no-such-rule"]).status, 64)
    }

    /// Rules/*.yml: (rule id, component or nil, whether it is opt-in).
    private static func ruleFiles() throws -> [(id: String, component: String?, optIn: Bool)] {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Rules")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let component = text.split(separator: "\n").first { $0.hasPrefix("component: ") }
                .map { String($0.dropFirst("component: ".count)) }
            return (String(name.dropLast(4)), component, text.split(separator: "\n").contains("opt-in: true"))
        }
    }

    /// The samples show every component's rules at work (a new rule needs no sample
    /// of its own: its catalog examples are its tests), and clean samples stay clean.
    func testSamplesShowEveryComponentAndCleanScreensHaveNoFindings() throws {
        let result = try CommandRunner.run(["lint", "--format", "json", "samples"])
        XCTAssertEqual(result.status, 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = ((report["files"] as? [[String: Any]]) ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        let fired = Set(findings.compactMap { $0["rule"] as? String })
        let rules = try Self.ruleFiles()
        XCTAssertEqual(fired.subtracting(rules.map(\.id)).sorted(), [], "findings of rules the catalog does not have")
        let components = Set(rules.compactMap(\.component))
        let shown = Set(rules.filter { fired.contains($0.id) }.compactMap(\.component))
        XCTAssertEqual(components.subtracting(shown).sorted(), [], "components that no sample shows")
        XCTAssertTrue(fired.contains("control-name") && fired.contains("dump-invalid-value"))
        let clean = findings.compactMap { $0["path"] as? String }.filter { $0.hasSuffix("-clean.yml") }
        XCTAssertEqual(clean, [], "clean samples have findings")
    }
}
