import Foundation
import XCTest

final class LintCommandTests: XCTestCase {
    let clean = "platform: ios\nscreen: Clean\nroot:\n  class: UIWindow\n"
    let withWarning = "platform: ios\nroot:\n  class: UIWindow\n  colour: red\n"
    let withError = "platform: android\nroot:\n  class: android.widget.FrameLayout\n  clickable: maybe\n"

    func testCleanFileExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("clean.yml", clean)
        let result = try CommandRunner.run(["lint", "clean.yml"], in: folder.url)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Linted 1 file (1 screen): 0 errors, 0 warnings\n")
        XCTAssertEqual(result.status, 0)
    }

    func testFindingsAreCompilerStyleSortedAndFailOnErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.yml", withError)
        try folder.write("a.yaml", withWarning)
        try folder.write("notes.txt", "not a dump")
        let result = try CommandRunner.run(["lint", "."], in: folder.url)
        XCTAssertEqual(result.stdout, """
        ./a.yaml:4:3: warning: Unknown key 'colour'; it is ignored [dump-unknown-key]
        ./b.yml:4:14: error: Invalid value for 'clickable': expected true or false, found 'maybe' [dump-invalid-value]

        """)
        XCTAssertEqual(result.stderr, "Linted 2 files (2 screens): 1 error, 1 warning\n")
        XCTAssertEqual(result.status, 1)
    }

    /// What a pre-commit hook passes: every staged YAML, XML and JSON file. Files of
    /// another kind are skipped and counted with --skip-non-dumps (and always in a
    /// folder walk); a broken dump still fails; named without the flag, a file that
    /// is not a dump is an input error.
    func testFilesThatAreNotDumpsAreSkippedWhenAskedAndInFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write(".pre-commit-config.yaml", "repos:\n  - repo: local\n    hooks: []\n")
        try folder.write("ci.yml", "name: CI\non: [push]\njobs: {}\n")
        try folder.write("hooks.yaml", "- id: a11ylint\n  entry: a11ylint lint\n")
        try folder.write("layout.xml", "<LinearLayout><TextView/></LinearLayout>\n")
        try folder.write("package.json", "{\"name\": \"app\"}\n")
        let named = ["ci.yml", ".pre-commit-config.yaml", "hooks.yaml", "layout.xml", "package.json"]
        let skipped = try CommandRunner.run(["lint", "--quiet", "--skip-non-dumps"] + named, in: folder.url)
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(skipped.stdout, "")
        let counted = try CommandRunner.run(["lint", "--skip-non-dumps"] + named, in: folder.url)
        XCTAssertTrue(counted.stderr.contains("skipped 5 files that are not dumps"), counted.stderr)

        // A folder of nothing but other kinds of files is like an empty folder: nothing was linted.
        let walked = try CommandRunner.run(["lint", "."], in: folder.url)
        XCTAssertEqual(walked.status, 2, walked.stderr)
        XCTAssertTrue(walked.stderr.contains(
            ".:1:1: error: this directory holds no dumps: its 4 .yml, .yaml, .xml and .json files are of other kinds"),
            walked.stderr)
        let empty = try TemporaryFolder()
        XCTAssertEqual(try CommandRunner.run(["lint", "."], in: empty.url).status, 2, "an empty folder fails the same way")
        try folder.write("dumps/home.yml", clean)
        let mixed = try CommandRunner.run(["lint", "."], in: folder.url)
        XCTAssertEqual(mixed.status, 0, "a folder with a dump among other files is fine: " + mixed.stderr)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("dumps"))

        let refused = try CommandRunner.run(["lint", "ci.yml"], in: folder.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("ci.yml:1:1: error: this YAML is not a dump"), refused.stderr)

        try folder.write("broken.yml", "platform: ios\n")
        let broken = try CommandRunner.run(["lint", "--quiet", "--skip-non-dumps", "ci.yml", "broken.yml"], in: folder.url)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("broken.yml:1:1: error: this dump has no 'root' key"), broken.stderr)
    }

    /// What capture tools leave when a capture fails. Each fails the run (exit 2) with
    /// a message saying the capture failed and quoting the tool, found in a folder or
    /// named, with --skip-non-dumps too; the good dump beside them is still linted.
    static let failedCaptures: [(name: String, text: String, says: String)] = [
        ("idle.xml", "ERROR: could not get idle state.\n", "uiautomator printed \"ERROR: could not get idle state.\""),
        ("no-device.xml", "adb: no devices/emulators found\n", "adb printed \"adb: no devices/emulators found\""),
        ("offline.xml", "error: device offline\n", "adb printed \"error: device offline\""),
        ("unauthorized.xml", "error: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\n",
         "adb printed \"error: device unauthorized.\""),
        ("null-root.xml", "ERROR: null root node returned by UiTestAutomationBridge.\n",
         "uiautomator printed \"ERROR: null root node returned by UiTestAutomationBridge.\""),
        ("killed.xml", "Killed\n", "the shell printed \"Killed\""),
        ("empty.xml", "", "this file is empty"),
        ("blank.yml", " \n\n", "this file is empty"),
        ("source.json", "{\"value\":{\"error\":\"invalid session id\",\"message\":\"A session is either terminated or not started\","
            + "\"stacktrace\":\"NoSuchDriverError\"}}",
         "this is a WebDriver error response (Appium's), not a page source: \"invalid session id\""),
        ("maestro.txt", "java.lang.IllegalStateException: No android devices found.\n\tat maestro.cli.Main(Main.kt:1)\n",
         "Maestro printed \"java.lang.IllegalStateException: No android devices found.\""),
        ("ui-test.log", "Command line invocation:\n    xcodebuild test\n/t/UITests.swift:9: error: -[UITests testDump] : "
            + "Failed to get matching snapshot: Application is not running\n",
         "XCTest printed \"Failed to get matching snapshot: Application is not running\""),
    ]

    func testFailedCapturesFailInFoldersNamedAndWithSkipNonDumps() throws {
        let folder = try TemporaryFolder()
        try folder.write("captures/home.yml", clean)
        try folder.write("captures/ci.yml", "name: CI\non: [push]\n")
        for capture in Self.failedCaptures { try folder.write("captures/" + capture.name, capture.text) }
        let walked = try CommandRunner.run(["lint", "captures"], in: folder.url)
        XCTAssertEqual(walked.status, 2, walked.stderr)
        for capture in Self.failedCaptures {
            let line = walked.stderr.split(separator: "\n").first { $0.hasPrefix("captures/\(capture.name):") }
            XCTAssertTrue(line?.contains(": error: the capture failed: \(capture.says)") == true,
                          "\(capture.name): \(walked.stderr)")
        }
        let count = Self.failedCaptures.count
        XCTAssertTrue(walked.stderr.hasSuffix("Linted \(count + 1) files (1 screen): 0 errors, 0 warnings, "
                                              + "\(count) input errors, skipped 1 file that is not a dump\n"), walked.stderr)

        // As the pre-commit hook passes them: named, with --skip-non-dumps. Only the CI file is skipped.
        for capture in Self.failedCaptures {
            let hooked = try CommandRunner.run(["lint", "--quiet", "--skip-non-dumps", capture.name, "ci.yml", "home.yml"],
                                               in: folder.url.appendingPathComponent("captures"))
            XCTAssertEqual(hooked.status, 2, capture.name)
            XCTAssertTrue(hooked.stderr.hasPrefix("\(capture.name):"), hooked.stderr)
            XCTAssertTrue(hooked.stderr.contains("the capture failed: \(capture.says)"), hooked.stderr)
        }

        // The JSON report counts the skipped file in its summary; failed captures are files with errors.
        let json = try CommandRunner.run(["lint", "--format", "json", "captures"], in: folder.url)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["skipped"] as? Int, 1)
        XCTAssertEqual(summary["inputErrors"] as? Int, count)
        XCTAssertEqual(summary["files"] as? Int, count + 1)
        let paths = try XCTUnwrap(document["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        XCTAssertFalse(paths.contains("captures/ci.yml"))
        XCTAssertTrue(paths.contains("captures/maestro.txt"))
    }

    /// Folder walks pick up .txt and .log files that hold a capture (an XCUITest
    /// description, Maestro output) or a failed one, judged by their head; notes and
    /// other logs are left out, as are the other kinds of files they always were.
    func testFolderWalksPickUpTextCapturesByContent() throws {
        let folder = try TemporaryFolder()
        try folder.write("dumps/settings.txt", """
            Attributes: Application, 0x1, pid: 7, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                  Button, 0x3, {{10.0, 100.0}, {60.0, 44.0}}, identifier: 'pay'

            """)
        try folder.write("dumps/home.log", "Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ ]\n}\n")
        try folder.write("dumps/notes.txt", "Capture the settings screen next.\n")
        try folder.write("dumps/gradle.log", "> Task :app:assemble\nerror: cannot find symbol\nBUILD FAILED\n")
        try folder.write("dumps/screen.md", "ERROR: could not get idle state.\n")
        let result = try CommandRunner.run(["lint", "dumps"], in: folder.url)
        XCTAssertEqual(result.stdout, "dumps/settings.txt:5:7: error: Button has no name; the screen reader says "
                       + "just 'button'. [control-name] #pay \"button\"\n    announced as: \"button\"\n", result.stdout)
        XCTAssertEqual(result.stderr, "Linted 2 files (2 screens): 1 error, 0 warnings\n")
        try folder.write("dumps/capture.log", "adb: device offline\n")
        let failed = try CommandRunner.run(["lint", "--quiet", "dumps"], in: folder.url)
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.hasPrefix("dumps/capture.log:1:1: error: the capture failed: adb printed"), failed.stderr)
    }

    /// The small edges a new user trips on: a misspelt command reads as a missing
    /// file, and says which command it looks like; a negative --max-warnings gets
    /// its own message; announce skips what a folder walk finds that is not a dump.
    func testMisspeltCommandNegativeMaxWarningsAndAnnounceInAFolder() throws {
        let folder = try TemporaryFolder()
        let typo = try CommandRunner.run(["lnit"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("lnit:1:1: error: no such file or directory; did you mean the command 'lint'?"),
                      typo.stderr)
        let missing = try CommandRunner.run(["shots/home.yml"], in: folder.url)
        XCTAssertFalse(missing.stderr.contains("did you mean"), missing.stderr)

        let noBase = try CommandRunner.run(["lint", "--base-path", "no/such/folder", "."], in: folder.url)
        XCTAssertNotEqual(noBase.status, 0)
        XCTAssertTrue(noBase.stderr.contains("--base-path 'no/such/folder' is not a folder"), noBase.stderr)

        let negative = try CommandRunner.run(["lint", "--max-warnings", "-3", "."], in: folder.url)
        XCTAssertNotEqual(negative.status, 0)
        XCTAssertTrue(negative.stderr.contains("--max-warnings must be 0 or more."), negative.stderr)

        try folder.write("screen.yml", clean)
        try folder.write("ci.yml", "name: CI\njobs: {}\n")
        let announced = try CommandRunner.run(["announce", "."], in: folder.url)
        XCTAssertEqual(announced.status, 0, announced.stderr)
        XCTAssertFalse(announced.stdout.contains("ci.yml") || announced.stderr.contains("ci.yml"))
    }

    /// With --base-path, text names files relative to it, as the other reports do;
    /// without it, text keeps the paths as typed.
    func testBasePathNamesFilesInTextToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/dumps/w.yml", withWarning)
        try folder.write("app/dumps/broken.yml", "platform: [\n")
        let dumps = folder.url.appendingPathComponent("app/dumps")
        let typed = try CommandRunner.run(["lint", "w.yml", "broken.yml"], in: dumps)
        XCTAssertTrue(typed.stdout.hasPrefix("w.yml:4:3: warning:"), typed.stdout)
        let based = try CommandRunner.run(["lint", "--base-path", "../..", "w.yml", "broken.yml"], in: dumps)
        XCTAssertTrue(based.stdout.hasPrefix("app/dumps/w.yml:4:3: warning:"), based.stdout)
        XCTAssertTrue(based.stderr.contains("app/dumps/broken.yml:"), based.stderr)
    }

    func testWarningsPassUnlessFailOnWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.yml", withWarning)
        XCTAssertEqual(try CommandRunner.run(["lint", "w.yml"], in: folder.url).status, 0)
        XCTAssertEqual(try CommandRunner.run(["lint", "--fail-on", "warning", "w.yml"], in: folder.url).status, 1)
        XCTAssertEqual(try CommandRunner.run(["lint", "--fail-on", "note", "w.yml"], in: folder.url).status, 1)
    }

    func testBrokenFileIsReportedAndTheOthersStillLinted() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.yml", "platform: ios\nroot: {class: \"UIWindow}\n")
        try folder.write("fine.yml", withWarning)
        let result = try CommandRunner.run(["lint", "broken.yml", "fine.yml", "missing.yml"], in: folder.url)
        XCTAssertEqual(result.stdout, "fine.yml:4:3: warning: Unknown key 'colour'; it is ignored [dump-unknown-key]\n")
        XCTAssertEqual(result.stderr, """
        broken.yml:3:1: error: YAML syntax error: found unexpected end of stream (while scanning a quoted scalar at line 2, column 15)
        missing.yml:1:1: error: no such file or directory
        Linted 3 files (1 screen): 0 errors, 1 warning, 2 input errors

        """)
        XCTAssertEqual(result.status, 2)
    }

    func testStandardInput() throws {
        let result = try CommandRunner.run(["lint", "-"], stdin: withError)
        XCTAssertEqual(result.stdout,
                       "<stdin>:4:14: error: Invalid value for 'clickable': expected true or false, found 'maybe' [dump-invalid-value]\n")
        XCTAssertEqual(result.status, 1)
    }

    func testLintIsTheDefaultCommand() throws {
        let result = try CommandRunner.run(["-"], stdin: clean)
        XCTAssertEqual(result.stderr, "Linted 1 file (1 screen): 0 errors, 0 warnings\n")
        XCTAssertEqual(result.status, 0)
    }

    func testDirectoryWithoutDumpsIsAnInputError() throws {
        let folder = try TemporaryFolder()
        try folder.write("readme.txt", "nothing to lint")
        let result = try CommandRunner.run(["lint", folder.url.path])
        XCTAssertTrue(result.stderr.hasPrefix("\(folder.url.path):1:1: error: this directory holds no .yml, .yaml, .xml or .json files\n"),
                      result.stderr)
        XCTAssertEqual(result.status, 2)
    }

    func testUsageErrorsExit64() throws {
        XCTAssertEqual(try CommandRunner.run(["lint", "--no-such-flag"]).status, 64)
        XCTAssertEqual(try CommandRunner.run(["lint", "--fail-on", "fatal", "x.yml"]).status, 64)
        XCTAssertEqual(try CommandRunner.run(["lint", "-", "-"]).status, 64)
    }

    func testVersionAndHelp() throws {
        let version = try CommandRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, version.stdout)
        let help = try CommandRunner.run(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--fail-on"))
        XCTAssertTrue(help.stdout.contains("- for standard input"))
    }

    func testNoColourWhenNotATerminalOrUnderNO_COLOR() throws {
        let folder = try TemporaryFolder()
        try folder.write("e.yml", withError)
        for environment in [[:], ["NO_COLOR": "1"]] {
            let result = try CommandRunner.run(["lint", "e.yml"], environment: environment, in: folder.url)
            XCTAssertFalse(result.stdout.contains("\u{1B}["), "no escape codes in piped output")
        }
    }

    func testSymlinkLoopDoesNotHang() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/home.yml", clean)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("screens/loop").path,
                                                   withDestinationPath: "..")
        let result = try CommandRunner.run(["lint", "screens"], in: folder.url)
        XCTAssertEqual(result.stderr, "Linted 1 file (1 screen): 0 errors, 0 warnings\n")
        XCTAssertEqual(result.status, 0)
    }
}
