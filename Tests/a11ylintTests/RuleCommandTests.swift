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

    /// A mistyped rule id gets the one it most likely means; one that is close to nothing does not.
    func testExplainSuggestsTheRuleMeant() throws {
        for (written, meant) in [("controlname", "control-name"), ("contrast", "text-contrast")] {
            let result = try CommandRunner.run(["explain", written])
            XCTAssertEqual(result.status, 64)
            XCTAssertTrue(result.stderr.hasPrefix("Error: Unknown rule '\(written)'. Did you mean '\(meant)'? "
                                                  + "Run 'a11ylint rules' to list the rules.\n"), result.stderr)
        }
        let far = try CommandRunner.run(["explain", "spinner"])
        XCTAssertTrue(far.stderr.hasPrefix("Error: Unknown rule 'spinner'. Run 'a11ylint rules'"), far.stderr)
    }

    /// `rules --format json` lists every rule of Rules/*.yml with its component,
    /// default severity, whether it is opt-in, and its options with types and defaults.
    func testRulesAsJSON() throws {
        let result = try CommandRunner.run(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        XCTAssertEqual((document["tool"] as? [String: Any])?["name"] as? String, "a11ylint")
        let rules = try XCTUnwrap(document["rules"] as? [[String: Any]])
        let files = try Self.ruleFiles()
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, files.map(\.id).sorted())
        for file in files {
            let rule = try XCTUnwrap(rules.first { $0["id"] as? String == file.id })
            XCTAssertEqual(rule["optIn"] as? Bool, file.optIn, file.id)
            XCTAssertEqual(rule["component"] as? String, file.component, file.id)
            for key in ["title", "summary", "severity", "aspect"] {
                XCTAssertFalse((rule[key] as? String ?? "").isEmpty, "\(file.id) \(key)")
            }
            XCTAssertNotNil(rule["options"] as? [[String: Any]], file.id)
        }
        let switchState = try XCTUnwrap(rules.first { $0["id"] as? String == "switch-state" })
        XCTAssertEqual(switchState["severity"] as? String, "error")
        XCTAssertEqual(switchState["platforms"] as? [String], ["ios", "android"])
        XCTAssertEqual(switchState["wcag"] as? [String], ["4.1.2", "1.3.1"])
        let touchTarget = try XCTUnwrap(rules.first { $0["id"] as? String == "touch-target-size" })
        XCTAssertEqual(touchTarget["severity"] as? String, "warning")
        XCTAssertNil(touchTarget["component"], "a rule about any element has no component")
        let options = try XCTUnwrap(touchTarget["options"] as? [[String: Any]])
        XCTAssertEqual(options.compactMap { $0["name"] as? String }, ["min-size-ios", "min-size-android"])
        XCTAssertEqual(options.compactMap { $0["type"] as? String }, ["integer", "integer"])
        XCTAssertEqual(options.compactMap { $0["default"] as? Int }, [44, 48])
        XCTAssertEqual(options.compactMap { $0["minimum"] as? Int }, [1, 1])
        // Every type writes its default as that JSON type: a list of texts stays a list.
        let roleWords = try XCTUnwrap(rules.first { $0["id"] as? String == "name-no-role-word" })
        let allowed = try XCTUnwrap((roleWords["options"] as? [[String: Any]])?.first)
        XCTAssertEqual(allowed["type"] as? String, "strings")
        XCTAssertNotNil(allowed["default"] as? [String])
        XCTAssertEqual(try CommandRunner.run(["rules", "--format", "yaml"]).status, 64)
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
