import Foundation
import XCTest

/// Report files, thresholds, configuration errors and baselines, through the binary.
final class ReportCommandTests: XCTestCase {
    let warningScreen = """
        platform: android
        screen: Settings
        root:
          class: android.widget.FrameLayout
          children:
            - {class: android.widget.Button, text: Save, contentDescription: Save button, clickable: true}
        """
    let errorScreen = """
        platform: ios
        screen: Home
        root:
          class: UIWindow
          children:
            - {class: UIButton, accessibilityIdentifier: close, accessibilityTraits: [button]}
        """

    // MARK: - Thresholds

    func testThresholdsDecideTheExitStatus() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.yml", warningScreen)
        func status(_ arguments: [String]) throws -> Int32 {
            try CommandRunner.run(["lint", "--all-rules"] + arguments + ["w.yml"], in: folder.url).status
        }
        XCTAssertEqual(try status([]), 0, "a warning alone passes")
        XCTAssertEqual(try status(["--fail-on", "warning"]), 1)
        XCTAssertEqual(try status(["--fail-on", "note"]), 1)
        XCTAssertEqual(try status(["--max-warnings", "1"]), 0)
        XCTAssertEqual(try status(["--max-warnings", "0"]), 1)
        XCTAssertEqual(try status(["--max-warnings", "-1"]), 64)
        XCTAssertEqual(try status(["--fail-on", "fatal"]), 64)
    }

    func testMaxWarningsSaysWhyTheRunFailed() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.yml", warningScreen)
        let result = try CommandRunner.run(["lint", "--all-rules", "--max-warnings", "0", "w.yml"], in: folder.url)
        XCTAssertTrue(result.stderr.contains("Too many warnings: 1, more than --max-warnings 0."), result.stderr)
    }

    func testQuietShowsErrorsOnlyAndNoSummary() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.yml", warningScreen)
        try folder.write("e.yml", errorScreen)
        let result = try CommandRunner.run(["lint", "--all-rules", "--quiet", "."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("[control-name]"), result.stdout)
        XCTAssertFalse(result.stdout.contains("warning:"), result.stdout)
        XCTAssertEqual(result.stderr, "")
        // --quiet hides warnings but they still fail the run when asked to.
        let warningsOnly = try CommandRunner.run(["lint", "--all-rules", "--quiet", "--fail-on", "warning", "w.yml"], in: folder.url)
        XCTAssertEqual(warningsOnly.status, 1)
        XCTAssertEqual(warningsOnly.stdout, "")
        let tooMany = try CommandRunner.run(["lint", "--all-rules", "--quiet", "--max-warnings", "0", "w.yml"], in: folder.url)
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertTrue(tooMany.stderr.contains("Too many warnings: 1"), tooMany.stderr)
    }

    // MARK: - Configuration

    func testConfigurationErrorsArePositionedAndExitTwo() throws {
        let cases: [(String, String)] = [
            ("version: 1\nrules:\n  contrl-name: off\n", ".a11ylint.yml:3:3: error: unknown rule 'contrl-name'; did you mean 'control-name'?"),
            ("version: 1\nrules:\n  control-name: loud\n", ".a11ylint.yml:3:17: error: 'control-name' must be off, on, error, warning, note, or a mapping with 'severity' and the rule's options"),
            ("rules: {}\n", ".a11ylint.yml:1:1: error: the configuration has no 'version'; start it with 'version: 1'"),
            ("version: 1\nexclud: [a]\n", ".a11ylint.yml:2:1: error: unknown key 'exclud'; did you mean 'exclude'?"),
            ("version: 1\ncomponents:\n  QuantityView: spinner\n", ".a11ylint.yml:3:17: error: unknown component 'spinner'; expected one of: page-control, stepper, table-row, switch, checkbox, radio-button, radio-group, expandable, dropdown, link, text-field, search-field, slider, tab-group, tab, progress-indicator, status-message, chip, carousel, picker, navigation-drawer, data-table, reorder-handle, animation"),
            ("version: 1\nsuppressions:\n  - rules: [control-name]\n    reason: legacy\n", ".a11ylint.yml:3:5: error: a suppression needs 'identifier', 'resourceId', 'node' or 'nodePath' to say which nodes it covers"),
            ("version: 1\nrules:\n  control-name: {threshold: 3}\n", ".a11ylint.yml:3:18: error: rule 'control-name' has no option 'threshold'; it takes no options"),
            ("version: 1\nrules: [control-name]\n", ".a11ylint.yml:2:8: error: 'rules' must be a mapping"),
            ("version: 1\nversion: 1\n", ".a11ylint.yml:2:1: error: duplicate key 'version'; it is already defined at line 1, column 1"),
        ]
        for (text, expected) in cases {
            let folder = try TemporaryFolder()
            try folder.write(".a11ylint.yml", text)
            try folder.write("w.yml", warningScreen)
            let result = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=out.sarif", "w.yml"], in: folder.url)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), expected, text)
            XCTAssertEqual(result.stdout, "", text)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.sarif").path),
                           "a run that fails on its configuration writes no report")
        }
    }

    func testConfigurationIsFoundInAParentFolderAndCanBeIgnored() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", "version: 1\nrules:\n  name-no-role-word: error\n")
        try folder.write("app/screens/w.yml", warningScreen)
        let nested = folder.url.appendingPathComponent("app")
        let found = try CommandRunner.run(["lint", "--all-rules", "screens"], in: nested)
        XCTAssertEqual(found.status, 1)
        XCTAssertTrue(found.stdout.contains("error: Name 'Save button'"), found.stdout)
        let ignored = try CommandRunner.run(["lint", "--all-rules", "--no-config", "screens"], in: nested)
        XCTAssertEqual(ignored.status, 0)
        let missing = try CommandRunner.run(["lint", "--all-rules", "--config", "nope.yml", "screens"], in: nested)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "nope.yml:1:1: error: no such file or directory\n")
    }

    func testOverridesExcludeAndSeverities() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", """
            version: 1
            rules:
              name-no-role-word: error
            overrides:
              - files: legacy/**
                rules: {name-no-role-word: note}
              - files: [legacy/keep/*.yml]
                rules: {name-no-role-word: off}
            exclude: ["generated"]
            """)
        try folder.write("new/w.yml", warningScreen)
        try folder.write("legacy/w.yml", warningScreen)
        try folder.write("legacy/keep/w.yml", warningScreen)
        try folder.write("generated/w.yml", "not: [a dump")
        let result = try CommandRunner.run(["lint", "--all-rules", "."], in: folder.url)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }, [
            "./legacy/w.yml:6:70: note: Name 'Save button' repeats the role 'button' that the screen reader already says; it will be heard as 'Save button, button'. [name-no-role-word] Button \"Save button\" \"Save button, button\"",
            "./new/w.yml:6:70: error: Name 'Save button' repeats the role 'button' that the screen reader already says; it will be heard as 'Save button, button'. [name-no-role-word] Button \"Save button\" \"Save button, button\"",
        ])
        XCTAssertEqual(result.stderr, "Linted 3 files (3 screens): 1 error, 0 warnings, 1 note\n")
    }

    // MARK: - Report files

    func testOutputWritesTheReportAndKeepsTextOnTheTerminal() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        let result = try CommandRunner.run(["lint", "--all-rules", "--format", "sarif", "--output", "reports/a11y.sarif",
                                            "--report", "json=a11y.json", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("e.yml:6:8: error: Button has no name"), result.stdout)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("reports/a11y.sarif"))) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("a11y.json"))) as? [String: Any]
        XCTAssertEqual((json?["summary"] as? [String: Any])?["errors"] as? Int, 1)
    }

    /// Text alone on standard output is written file by file while linting; any report
    /// file makes the run keep the whole report first. Both must print the same.
    func testTextWrittenFileByFileIsTheWholeReportsText() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.yml", warningScreen)
        try folder.write("a/two.yml", errorScreen)
        try folder.write("b/one.yml", errorScreen + "\n    - {class: UISwitch, accessibilityIdentifier: wifi}")
        try folder.write("c.yml", "---\n" + errorScreen + "\n---\n" + warningScreen)
        try folder.write("broken.yml", "platform: ios\nroot: [")
        try folder.write("baseline.json", "")
        // Named out of path order: 'a.yml' sorts before 'a/two.yml' ('.' before '/').
        let paths = ["c.yml", "b", "broken.yml", "a", "a.yml", "missing.yml"]
        let written = try CommandRunner.run(["lint", "--all-rules", "--write-baseline", "baseline.json"] + paths, in: folder.url)
        XCTAssertEqual(written.status, 2)
        try folder.write("a/two.yml", errorScreen + "\n    - {class: UIButton, accessibilityIdentifier: share, accessibilityTraits: [button]}")

        for options in [[], ["--baseline", "baseline.json"], ["--quiet"], ["--fail-on", "warning", "--max-warnings", "0"]] {
            let streamed = try CommandRunner.run(["lint", "--all-rules"] + options + paths, in: folder.url)
            let whole = try CommandRunner.run(["lint", "--all-rules", "--report", "json=whole.json"] + options + paths, in: folder.url)
            XCTAssertEqual(streamed.stdout, whole.stdout, "\(options)")
            XCTAssertEqual(streamed.stderr, whole.stderr, "\(options)")
            XCTAssertEqual(streamed.status, whole.status, "\(options)")
            let files = streamed.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }
            XCTAssertEqual(files, files.sorted(), "\(options)")
            XCTAssertFalse(files.isEmpty, "\(options)")
        }
        let baselined = try CommandRunner.run(["lint", "--all-rules", "--baseline", "baseline.json"] + paths, in: folder.url)
        XCTAssertTrue(baselined.stdout.hasPrefix("a/two.yml:7:8: error: Button has no name"), baselined.stdout)
        XCTAssertTrue(baselined.stderr.contains("in the baseline"), baselined.stderr)
    }

    func testAReportThatCannotBeWrittenFailsTheRunAndLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        try folder.write("blocker", "a file where a folder should be")
        let result = try CommandRunner.run(["lint", "--all-rules", "--report", "json=blocker/out.json", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("blocker/out.json: error: cannot write the report"), result.stderr)

        // A folder in the report's place: the rename fails and no temporary file stays.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out/taken.sarif"),
                                                withIntermediateDirectories: true)
        let taken = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=out/taken.sarif", "e.yml"], in: folder.url)
        XCTAssertEqual(taken.status, 2)
        XCTAssertTrue(taken.stderr.hasPrefix("out/taken.sarif: error: cannot write the report: it is a folder"), taken.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path),
                       ["taken.sarif"])

        // A report already there stays whole when a later run cannot replace it.
        let locked = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try folder.write("locked/out.json", "previous report\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if access(locked.path, W_OK) == 0 { return } // running as root: permissions do not stop us
        let second = try CommandRunner.run(["lint", "--all-rules", "--report", "json=locked/out.json", "e.yml"], in: folder.url)
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(try String(contentsOf: locked.appendingPathComponent("out.json"), encoding: .utf8), "previous report\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path), ["out.json"],
                       "no temporary file is left behind")
    }

    func testOneFileCannotTakeTwoReports() throws {
        let result = try CommandRunner.run(["lint", "--all-rules", "--output", "a.json", "--report", "sarif=a.json", "x.yml"])
        XCTAssertEqual(result.status, 64)
        let bad = try CommandRunner.run(["lint", "--all-rules", "--report", "pdf=a.pdf", "x.yml"])
        XCTAssertEqual(bad.status, 64)
    }

    // MARK: - Custom components and suppressions

    func testCustomComponentMakesACustomClassFireTheStepperRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("cart.yml", """
            platform: android
            screen: Cart
            root:
              class: android.widget.FrameLayout
              children:
                - class: com.shop.QuantityView
                  children:
                    - {class: android.widget.ImageView, resourceId: "com.shop:id/left", clickable: true}
                    - {class: android.widget.TextView, text: "2"}
                    - {class: android.widget.ImageView, resourceId: "com.shop:id/right", clickable: true}
            """)
        let before = try CommandRunner.run(["lint", "--all-rules", "cart.yml"], in: folder.url)
        XCTAssertFalse(before.stdout.contains("[stepper-"), before.stdout)
        try folder.write(".a11ylint.yml", "version: 1\ncomponents:\n  com.shop.QuantityView: stepper\n")
        let after = try CommandRunner.run(["lint", "--all-rules", "cart.yml"], in: folder.url)
        XCTAssertTrue(after.stdout.contains("cart.yml:8:12: error: Stepper's decrease button has no name"), after.stdout)
        XCTAssertTrue(after.stdout.contains("cart.yml:10:12: error: Stepper's increase button has no name"), after.stdout)
    }

    func testSuppressedFindingIsVisibleInSARIFButDoesNotFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        try folder.write(".a11ylint.yml", """
            version: 1
            suppressions:
              - rules: [control-name]
                identifier: close
                reason: Replaced in the redesign (DESIGN-7).
            """)
        let result = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=out.sarif", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Linted 1 file (1 screen): 0 errors, 0 warnings, 1 suppressed\n")
        let results = try sarifResults(folder.url.appendingPathComponent("out.sarif"))
        XCTAssertEqual(results.count, 1)
        let suppressions = results.first?["suppressions"] as? [[String: Any]]
        XCTAssertEqual(suppressions?.first?["kind"] as? String, "external")
        XCTAssertEqual(suppressions?.first?["justification"] as? String, "Replaced in the redesign (DESIGN-7).")
    }

    // MARK: - Baseline

    func testBaselineSurvivesShiftedLinesReportsNewFindingsAndStaleEntries() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/home.yml", errorScreen)
        try folder.write("screens/settings.yml", warningScreen)
        let write = try CommandRunner.run(["lint", "--all-rules", "--write-baseline", "a11y-baseline.json", "--fail-on", "warning",
                                           "screens"], in: folder.url)
        XCTAssertEqual(write.status, 1, "writing a baseline does not hide today's findings")
        let baseline = try String(contentsOf: folder.url.appendingPathComponent("a11y-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"path\" : \"screens/home.yml\""), baseline)
        XCTAssertFalse(baseline.contains("\"line\""), "lines are not part of a baseline")

        // Lines move, one finding is fixed and a new one appears.
        try folder.write("screens/home.yml", "# moved down by a comment\n\n" + errorScreen + """

                - {class: UIButton, accessibilityIdentifier: share, accessibilityTraits: [button]}
            """)
        try folder.write("screens/settings.yml", warningScreen.replacingOccurrences(of: "Save button", with: "Save changes"))
        let check = try CommandRunner.run(["lint", "--all-rules", "--baseline", "a11y-baseline.json", "--report", "sarif=out.sarif",
                                           "--report", "json=out.json", "screens"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") },
                       ["screens/home.yml:9:8: error: Button has no name; the screen reader says just 'button'. [control-name] #share \"button\""])
        XCTAssertTrue(check.stderr.contains(
            "screens/settings.yml: note: baseline entry no longer matches: Settings Button \"Save button\" [name-no-role-word]"),
            check.stderr)
        XCTAssertTrue(check.stderr.hasSuffix(
            "Linted 2 files (2 screens): 1 error, 0 warnings, 1 in the baseline, 1 stale baseline entry\n"), check.stderr)
        let results = try sarifResults(folder.url.appendingPathComponent("out.sarif"))
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["control-name"], "baselined findings stay out of SARIF")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out.json"))) as? [String: Any]
        XCTAssertEqual((json?["summary"] as? [String: Any])?["baselined"] as? Int, 1)
        XCTAssertEqual((json?["staleBaselineEntries"] as? [Any])?.count, 1)

        // The same file as baseline and write-baseline refreshes it.
        let refresh = try CommandRunner.run(["lint", "--all-rules", "--baseline", "a11y-baseline.json", "--write-baseline",
                                             "a11y-baseline.json", "screens"], in: folder.url)
        XCTAssertEqual(refresh.status, 1)
        let again = try CommandRunner.run(["lint", "--all-rules", "--baseline", "a11y-baseline.json", "screens"], in: folder.url)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stderr, "Linted 2 files (2 screens): 0 errors, 0 warnings, 2 in the baseline\n")

        // Run from another folder, the baseline's paths match no linted file: said once, not silently.
        let elsewhere = try CommandRunner.run(["lint", "--all-rules", "--baseline", "../a11y-baseline.json", "."],
                                              in: folder.url.appendingPathComponent("screens"))
        XCTAssertEqual(elsewhere.status, 1)
        XCTAssertTrue(elsewhere.stderr.contains(
            "note: 2 baseline entries are for files this run did not lint; if it should have, is --base-path right?"),
            elsewhere.stderr)
        let based = try CommandRunner.run(["lint", "--all-rules", "--baseline", "../a11y-baseline.json", "--base-path", "..", "."],
                                          in: folder.url.appendingPathComponent("screens"))
        XCTAssertEqual(based.status, 0, based.stderr)
        XCTAssertFalse(based.stderr.contains("did not lint"), based.stderr)
    }

    func testABrokenBaselineIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        try folder.write("b.json", "{\"version\": 1}")
        let result = try CommandRunner.run(["lint", "--all-rules", "--baseline", "b.json", "e.yml"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "b.json:1:1: error: not an a11ylint baseline: 'findings' is missing\n")
        let missing = try CommandRunner.run(["lint", "--all-rules", "--baseline", "none.json", "e.yml"], in: folder.url)
        XCTAssertEqual(missing.stderr, "none.json:1:1: error: no such file or directory\n")
    }

    // MARK: - SARIF schema

    /// Validates SARIF against the official schema with python3's jsonschema;
    /// skipped when ../shared or the module is not on this machine.
    /// Code scanning takes 25,000 results per run: a SARIF report cut to that says
    /// so in the summary line (and alone with --quiet), and keeps errors first.
    func testATruncatedSARIFReportIsSaidOnTheTerminal() throws {
        let folder = try TemporaryFolder()
        let buttons = String(repeating: "    - {class: UIButton}\n", count: 25_002)
        try folder.write("many.yml", "platform: ios\nroot:\n  class: UIWindow\n  children:\n" + buttons)
        let result = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=out.sarif", "many.yml"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasSuffix(
            // Unnamed buttons only: no title or section a heading would name, so no heading-present warning.
            "25002 errors, 0 warnings; the SARIF report holds the 25000 most severe of 25002 results "
            + "(code scanning accepts no more per run)\n"), String(result.stderr.suffix(300)))
        let quiet = try CommandRunner.run(["lint", "--all-rules", "--quiet", "--format", "sarif", "many.yml"], in: folder.url)
        XCTAssertTrue(quiet.stderr.contains("the SARIF report holds the 25000 most severe"), quiet.stderr)
        try folder.write("few.yml", "platform: ios\nroot:\n  class: UIWindow\n  children:\n" + "    - {class: UIButton}\n")
        let few = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=out.sarif", "few.yml"], in: folder.url)
        XCTAssertFalse(few.stderr.contains("SARIF report holds"), few.stderr)
    }

    func testSARIFValidatesAgainstTheSchema() throws {
        let schema = CommandRunner.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: schema.path), "../shared/schemas is not present")
        try XCTSkipUnless(Self.pythonHasJSONSchema(), "python3 with jsonschema is not installed")
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        try folder.write("w.yml", warningScreen)
        try folder.write("clean.yml", "platform: ios\nroot: {class: UIWindow}\n")
        try folder.write("broken.yml", "platform: [ios\n")
        try folder.write(".a11ylint.yml", "version: 1\nsuppressions:\n  - {rules: ['*'], identifier: close, reason: Known}\n")
        let runs: [[String]] = [["e.yml", "w.yml", "broken.yml"], ["clean.yml"], ["--quiet", "w.yml"]]
        for (index, inputs) in runs.enumerated() {
            let report = "run\(index).sarif"
            _ = try CommandRunner.run(["lint", "--all-rules", "--report", "sarif=\(report)"] + inputs, in: folder.url)
            XCTAssertEqual(try Self.schemaProblems(folder.url.appendingPathComponent(report), schema: schema), "", "run \(index)")
        }
        let clean = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("run1.sarif"))) as? [String: Any]
        let run = (clean?["runs"] as? [[String: Any]])?.first
        XCTAssertEqual((run?["results"] as? [Any])?.count, 0, "a clean run has results: []")
    }

    /// Our own JSON report against docs/json-report.schema.json; needs only python3's jsonschema.
    func testJSONReportMatchesItsSchema() throws {
        try XCTSkipUnless(Self.pythonHasJSONSchema(), "python3 with jsonschema is not installed")
        let schema = CommandRunner.packageRoot.appendingPathComponent("docs/json-report.schema.json")
        let folder = try TemporaryFolder()
        try folder.write("e.yml", errorScreen)
        try folder.write("w.yml", warningScreen)
        try folder.write("broken.yml", "platform: [ios\n")
        try folder.write(".a11ylint.yml", "version: 1\nsuppressions:\n  - {rules: ['*'], identifier: close, reason: Known}\n")
        _ = try CommandRunner.run(["lint", "--all-rules", "--write-baseline", "b.json", "w.yml"], in: folder.url)
        try folder.write("w.yml", errorScreen)
        _ = try CommandRunner.run(["lint", "--all-rules", "--baseline", "b.json", "--report", "json=out.json", "e.yml", "w.yml", "broken.yml"],
                                  in: folder.url)
        XCTAssertEqual(try Self.schemaProblems(folder.url.appendingPathComponent("out.json"), schema: schema), "")
        let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Golden/report.json")
        XCTAssertEqual(try Self.schemaProblems(golden, schema: schema), "")
    }

    /// What python3's jsonschema says about a document; empty when it is valid.
    static func schemaProblems(_ document: URL, schema: URL) throws -> String {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.validators.validator_for(schema)(schema).validate(json.load(open(sys.argv[2])))
            """, schema.path, document.path]
        let errors = Pipe()
        check.standardError = errors
        try check.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        return check.terminationStatus == 0 ? "" : message.isEmpty ? "exit \(check.terminationStatus)" : message
    }

    static func pythonHasJSONSchema() -> Bool {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    private func sarifResults(_ url: URL) throws -> [[String: Any]] {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        return run?["results"] as? [[String: Any]] ?? []
    }
}
