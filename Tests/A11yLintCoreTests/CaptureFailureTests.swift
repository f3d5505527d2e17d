@testable import A11yFindings
@testable import A11yDump
@testable import A11yLintCore
import Foundation
import XCTest

/// A file that holds what a capture tool printed when it failed is an input error
/// that says so, whatever its name; text that only resembles such output is read
/// as before.
final class CaptureFailureTests: XCTestCase {
    private func problem(_ text: String, path: String = "screen.xml") -> InputError? {
        onlyError(DumpLoader().load(bytes: Array(text.utf8), path: path))
    }

    /// Each wording docs/formats.md lists, as the tools print it, with the line it is on.
    func testEachFailureTextIsAnInputErrorNamingTheTool() throws {
        let unauthorized = "error: device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\n"
            + "Try 'adb kill-server' if that seems wrong.\nOtherwise check for a confirmation dialog on your device.\n"
        let maestroTrace = "java.lang.IllegalStateException: No android devices found.\n"
            + "\tat maestro.cli.util.MaestroFactory.createAndroid(MaestroFactory.kt:51)\n"
        let cases: [(text: String, failure: CaptureFailure, line: Int)] = [
            ("ERROR: could not get idle state.\n", .toolSaid(.uiautomator, line: "ERROR: could not get idle state."), 1),
            ("ERROR: null root node returned by UiTestAutomationBridge.\n",
             .toolSaid(.uiautomator, line: "ERROR: null root node returned by UiTestAutomationBridge."), 1),
            ("adb: no devices/emulators found\n", .toolSaid(.adb, line: "adb: no devices/emulators found"), 1),
            ("error: no devices/emulators found\n", .toolSaid(.adb, line: "error: no devices/emulators found"), 1),
            ("error: device offline\n", .toolSaid(.adb, line: "error: device offline"), 1),
            ("error: error: device offline\n", .toolSaid(.adb, line: "error: error: device offline"), 1),
            (unauthorized, .toolSaid(.adb, line: "error: device unauthorized."), 1),
            ("adb.exe: device unauthorized.\n", .toolSaid(.adb, line: "adb.exe: device unauthorized."), 1),
            ("* daemon not running; starting now at tcp:5037\n* daemon started successfully\nadb: device offline\n",
             .toolSaid(.adb, line: "adb: device offline"), 3),
            ("Killed\n", .toolSaid(.shell, line: "Killed"), 1),
            ("/system/bin/sh: uiautomator: not found\n",
             .toolSaid(.deviceShell, line: "/system/bin/sh: uiautomator: not found"), 1),
            ("cat: /sdcard/window_dump.xml: No such file or directory\n",
             .toolSaid(.deviceShell, line: "cat: /sdcard/window_dump.xml: No such file or directory"), 1),
            ("UI hierchary dumped to: /sdcard/window_dump.xml\n", .dumpLeftOnDevice(path: "/sdcard/window_dump.xml"), 1),
            (maestroTrace, .toolSaid(.maestro, line: "java.lang.IllegalStateException: No android devices found."), 1),
            ("java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.connect0(Native Method)\n",
             .toolSaid(.java, line: "java.net.ConnectException: Connection refused"), 1),
            ("Device emulator-5554 was requested, but it is not connected.\n",
             .toolSaid(.maestro, line: "Device emulator-5554 was requested, but it is not connected."), 1),
            ("Running on emulator-5554\n", .toolSaid(.maestro, line: "Running on emulator-5554"), 1),
            ("", .empty, 1),
            ("  \n\t\n", .empty, 1),
            ("{\"value\":{\"error\":\"unknown error\",\"message\":\"An unknown server-side error occurred while processing "
                + "the command.\\nOriginal error: socket hang up\",\"stacktrace\":\"UnknownError: x\\n    at y\"}}",
             .webDriverError(error: "unknown error",
                             message: "An unknown server-side error occurred while processing the command."), 1),
            ("{\"sessionId\": \"a1\", \"status\": 13, \"value\": {\"message\": \"An unknown server-side error\"}}",
             .webDriverError(error: "status 13", message: "An unknown server-side error"), 1),
        ]
        for (text, failure, line) in cases {
            let error = try XCTUnwrap(problem(text), text)
            XCTAssertEqual(error.problem, .captureFailed(failure), text)
            XCTAssertEqual(error.mark, Mark(line: line, column: 1), text)
            XCTAssertTrue(error.message.hasPrefix(failure == .dumpLeftOnDevice(path: "/sdcard/window_dump.xml")
                                                  ? "the capture is not here: " : "the capture failed: "), error.message)
            XCTAssertFalse(error.problem.meansOtherKindOfFile, "a failed capture is never skipped: \(text)")
        }
    }

    func testMessagesQuoteTheToolAndSayWhatToDo() throws {
        XCTAssertEqual(try XCTUnwrap(problem("ERROR: could not get idle state.\n")).description,
                       "screen.xml:1:1: error: the capture failed: uiautomator printed \"ERROR: could not get idle state.\" "
                       + "instead of a dump; it says this when the screen never settles (an animation, a video) or it "
                       + "finds no window, so capture the screen again while it is still")
        XCTAssertEqual(try XCTUnwrap(problem("adb: no devices/emulators found\n")).message,
                       "the capture failed: adb printed \"adb: no devices/emulators found\" instead of a dump; check that "
                       + "one device is connected and authorised ('adb devices'), then capture again")
        XCTAssertEqual(try XCTUnwrap(problem("")).message,
                       "the capture failed: this file is empty where a dump was expected; capture the screen again "
                       + "and look at what the capture tool printed")
        // What the tool said is quoted, one line and not too long, and made safe for a terminal when printed.
        let long = try XCTUnwrap(problem("adb: " + String(repeating: "x", count: 400) + "\n"))
        guard case .captureFailed(.toolSaid(_, let quoted)) = long.problem else { return XCTFail("\(long)") }
        XCTAssertEqual(quoted.count, 201)
        XCTAssertTrue(quoted.hasSuffix("…"))
        let escape = try XCTUnwrap(problem("adb: \u{1B}]0;owned\u{07}device offline\n"))
        XCTAssertTrue(escape.description.contains("adb: \\u{1B}]0;owned\\u{7}device offline"), escape.description)
        XCTAssertFalse(escape.description.contains("\u{1B}"))
    }

    /// The xcodebuild log a UI test wrote when `app.debugDescription` could not be taken:
    /// the failure is found wherever it is in the log, and named with its line.
    func testXcodebuildLogWithASnapshotFailureAndNoTree() throws {
        let log = "Command line invocation:\n    /usr/bin/xcodebuild test -scheme App\n\nBuild succeeded\n"
            + "Test Case '-[AppUITests testDump]' started.\n"
            + "/src/AppUITests.swift:12: error: -[AppUITests testDump] : Failed to get matching snapshot: "
            + "Timed out while evaluating UI query.\n** TEST FAILED **\n"
        let error = try XCTUnwrap(problem(log, path: "run.log"))
        XCTAssertEqual(error.problem, .captureFailed(.toolSaid(
            .xctest, line: "Failed to get matching snapshot: Timed out while evaluating UI query.")))
        XCTAssertEqual(error.mark, Mark(line: 6, column: 1))
        // The same log with the description in it is a description, a later failure or not.
        let described = log.replacingOccurrences(of: "Build succeeded\n", with: """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Button, 0x2, {{10.0, 20.0}, {44.0, 44.0}}, label: 'Buy'

            """)
        let result = DumpLoader().load(bytes: Array(described.utf8), path: "run.log")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.count, 1)
    }

    /// Text that only resembles a tool's output is read as it was before: a YAML file
    /// whose first key is `error`, a Maestro hierarchy after its "Running on" line,
    /// a WebDriver response that holds a page source, a log without a known failure.
    func testLookalikesAreNotFailures() throws {
        let lookalikes = [
            "error: {code: 3}\nretry: true\n", "errors:\n  - adb\n", "not a dump\n", "Killed by the team\n",
            "{\"value\": \"<hierarchy rotation=\\\"0\\\"/>\"}", "{\"value\": {\"items\": []}}", "# only a comment\n",
            "Command line invocation:\n    xcodebuild build\n** BUILD SUCCEEDED **\n", "Running on\n- a\n",
            "java is installed\n", "Exception handling: notes\n",
        ]
        for text in lookalikes {
            for error in DumpLoader().load(bytes: Array(text.utf8), path: "x.yml").errors {
                if case .captureFailed = error.problem { XCTFail("read as a failed capture: \(text)") }
            }
        }
        let maestro = "Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ ]\n}\n"
        XCTAssertEqual(DumpLoader().load(bytes: Array(maestro.utf8), path: "h.json").screens.count, 1)
        let yaml = DumpLoader().load(bytes: Array("platform: ios\nroot: {class: UIWindow}\n".utf8), path: "d.yml")
        XCTAssertEqual(yaml.errors, [])
    }

    /// PowerShell's `>` writes UTF-16 with a byte-order mark, and some terminals end
    /// lines with CR: the failure is found all the same.
    func testFailureTextInUTF16AndWithCarriageReturns() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "adb: device offline\r\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let wide = onlyError(DumpLoader().load(bytes: utf16, path: "s.xml"))
        XCTAssertEqual(wide?.problem, .captureFailed(.toolSaid(.adb, line: "adb: device offline")))
        let classicMac = onlyError(DumpLoader().load(bytes: Array("\r\rKilled\r".utf8), path: "s.xml"))
        XCTAssertEqual(classicMac?.problem, .captureFailed(.toolSaid(.shell, line: "Killed")))
        XCTAssertEqual(classicMac?.mark, Mark(line: 3, column: 1))
    }

    /// `.txt` and `.log` files are judged by their head: captures and failed captures
    /// are picked up, notes and build logs are not, and a capture that starts beyond
    /// the head is left out as before.
    func testTextFilesAreJudgedByTheirHead() throws {
        func judged(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer(TextCaptureProbe.holdsCapture)
        }
        XCTAssertTrue(judged("Attributes: Application, 0x1, pid: 7, label: 'Shop'\nElement subtree:\n →Application, 0x1, pid: 7, label: 'Shop'\n"))
        XCTAssertTrue(judged("Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ ]\n}\n"))
        XCTAssertTrue(judged("[{\"AXLabel\": \"Buy\", \"AXFrame\": \"{{0, 0}, {10, 10}}\", \"type\": \"Button\"}]"))
        XCTAssertTrue(judged("ERROR: could not get idle state.\n"))
        XCTAssertFalse(judged(""), "an empty notes file or log beside the dumps is left out")
        XCTAssertFalse(judged(" \n"))
        XCTAssertFalse(judged("Meeting notes\n- buy milk\n"))
        XCTAssertFalse(judged("2026-01-01 12:00:00 error: disk full\n"))
        XCTAssertFalse(judged("platform: ios\nroot: {class: UIWindow}\n"), "our YAML in a .txt is left out as before")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let description = "Element subtree:\n →Application, 0x1, pid: 7, label: 'Shop'\n"
        let padding = String(repeating: "note: building\n", count: TextCaptureProbe.headBytes / 15 + 1)
        try Data(("Command line invocation:\n" + description).utf8).write(to: folder.appendingPathComponent("early.log"))
        try Data(("Command line invocation:\n" + padding + description).utf8).write(to: folder.appendingPathComponent("late.log"))
        try Data("Meeting notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("ERROR: could not get idle state.\n".utf8).write(to: folder.appendingPathComponent("home.txt"))
        let walked = InputCollector().collect([folder.path]).inputs.map { ($0.path as NSString).lastPathComponent }
        XCTAssertEqual(walked, ["early.log", "home.txt"])
    }
}
