import Foundation
import XCTest

/// `a11ylint format`: a one-line capture laid out an element to a line, so that its
/// findings stand on lines of their own, with the same rules and identities.
final class FormatCommandTests: XCTestCase {
    /// A uiautomator capture on one line, as `uiautomator dump` writes it: two unnamed
    /// buttons in a row, each a finding.
    static let oneLine = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
        + "<node index=\"0\" text=\"\" resource-id=\"com.shop:id/row\" class=\"android.widget.LinearLayout\" "
        + "package=\"com.shop\" content-desc=\"\" clickable=\"false\" enabled=\"true\" bounds=\"[0,0][1080,200]\">"
        + "<node index=\"0\" text=\"Fish &amp; chips\" resource-id=\"\" class=\"android.widget.TextView\" package=\"com.shop\" "
        + "content-desc=\"\" clickable=\"false\" enabled=\"true\" bounds=\"[0,0][600,200]\" />"
        + "<node index=\"1\" text=\"\" resource-id=\"com.shop:id/add\" class=\"android.widget.ImageButton\" package=\"com.shop\" "
        + "content-desc=\"\" clickable=\"true\" focusable=\"true\" enabled=\"true\" bounds=\"[600,0][840,200]\" />"
        + "<node index=\"2\" text=\"\" resource-id=\"com.shop:id/remove\" class=\"android.widget.ImageButton\" package=\"com.shop\" "
        + "content-desc=\"\" clickable=\"true\" focusable=\"true\" enabled=\"true\" bounds=\"[840,0][1080,200]\" />"
        + "</node></hierarchy>"

    private struct Finding: Hashable {
        var rule: String
        var identity: String?
        var message: String
        var line: Int
    }

    private func findings(_ path: String) throws -> [Finding] {
        let result = try CommandRunner.run(["lint", "--no-config", "--format", "json", path])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        return files.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.map { finding in
            Finding(rule: finding["rule"] as? String ?? "", identity: finding["identity"] as? String,
                    message: finding["message"] as? String ?? "", line: finding["line"] as? Int ?? 0)
        }
    }

    /// Same rules, identities and messages; lines aside.
    private func sameFindings(_ lhs: [Finding], _ rhs: [Finding]) -> Bool {
        func key(_ findings: [Finding]) -> [String] {
            findings.map { "\($0.rule) \($0.identity ?? "-") \($0.message)" }.sorted()
        }
        return key(lhs) == key(rhs)
    }

    func testAOneLineCaptureIsLaidOutAndItsFindingsLandOnTheirOwnLines() throws {
        let folder = try TemporaryFolder()
        let capture = try folder.write("window_dump.xml", Self.oneLine)
        let result = try CommandRunner.run(["format", capture.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" resource-id="com.shop:id/row" class="android.widget.LinearLayout" package="com.shop" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,200]">
                <node index="0" text="Fish &amp; chips" resource-id="" class="android.widget.TextView" package="com.shop" content-desc="" clickable="false" enabled="true" bounds="[0,0][600,200]" />
                <node index="1" text="" resource-id="com.shop:id/add" class="android.widget.ImageButton" package="com.shop" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[600,0][840,200]" />
                <node index="2" text="" resource-id="com.shop:id/remove" class="android.widget.ImageButton" package="com.shop" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[840,0][1080,200]" />
              </node>
            </hierarchy>

            """)
        let laidOut = try folder.write("laid-out.xml", result.stdout)
        let before = try findings(capture.path), after = try findings(laidOut.path)
        XCTAssertEqual(Set(before.map(\.line)), [1], "a one-line capture puts every finding on line 1")
        XCTAssertTrue(sameFindings(before, after), "\(before)\n\(after)")
        let add = after.filter { $0.identity == "#add" }.map(\.line), remove = after.filter { $0.identity == "#remove" }.map(\.line)
        XCTAssertEqual(Set(add), [5])
        XCTAssertEqual(Set(remove), [6])
        // The text report's lines now tell the two buttons apart by line as well as by element.
        let text = try CommandRunner.run(["lint", "--no-config", laidOut.path]).stdout
        XCTAssertTrue(text.contains("laid-out.xml:5:5: error: Button has no name; the screen reader says just 'unlabelled, button'. [control-name] #add"), text)
        XCTAssertTrue(text.contains("laid-out.xml:6:5: error: Button has no name; the screen reader says just 'unlabelled, button'. [control-name] #remove"), text)
    }

    /// The corpus's one-line captures (10 of the 18 Android ones were when this was written).
    func testOneLineCorpusCapturesKeepTheirFindingsOnDistinctLines() throws {
        let corpus = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let names = ["and-compose-music-settings-chips.xml", "and-ivi-sound-volume-steppers-ko.xml", "and-fitai-rn-home-logbox.xml"]
        try XCTSkipUnless(names.allSatisfy { FileManager.default.fileExists(atPath: corpus.appendingPathComponent($0).path) },
                          "../shared/corpus is not present")
        let folder = try TemporaryFolder()
        for name in names {
            let original = corpus.appendingPathComponent(name).path
            let output = folder.url.appendingPathComponent(name).path
            let result = try CommandRunner.run(["format", original, "-o", output])
            XCTAssertEqual(result.status, 0, result.stderr)
            let before = try findings(original), after = try findings(output)
            XCTAssertGreaterThan(before.count, 2, name)
            XCTAssertEqual(Set(before.map(\.line)), [1], name)
            XCTAssertTrue(sameFindings(before, after), "\(name)\n\(before)\n\(after)")
            // Each element's findings on a line of its own.
            let linesByElement = Dictionary(grouping: after, by: { $0.identity ?? "" }).mapValues { Set($0.map(\.line)) }
            XCTAssertTrue(linesByElement.values.allSatisfy { $0.count == 1 }, name)
            XCTAssertEqual(Set(linesByElement.values.map { $0.first! }).count, linesByElement.count, "\(name): \(linesByElement)")
        }
    }

    func testInPlaceRewritesOnlyWhatChangesAndKeepsPermissions() throws {
        let folder = try TemporaryFolder()
        let capture = try folder.write("dumps/window_dump.xml", Self.oneLine)
        let yaml = "platform: ios\nroot:\n  class: UIWindow\n"
        let dump = try folder.write("dumps/screen.yml", yaml)
        let layout = try folder.write("res/layout.xml", "<LinearLayout><TextView/></LinearLayout>")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: capture.path)

        let result = try CommandRunner.run(["format", "--in-place", "dumps"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Laid out 1 file; 1 was laid out already\n")
        let rewritten = try String(contentsOf: capture, encoding: .utf8)
        XCTAssertEqual(rewritten.split(separator: "\n").count, 8)
        XCTAssertEqual(try String(contentsOf: dump, encoding: .utf8), yaml)
        let permissions = try FileManager.default.attributesOfItem(atPath: capture.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)

        // Again: nothing left to do.
        let again = try CommandRunner.run(["format", "--in-place", "dumps/window_dump.xml"], in: folder.url)
        XCTAssertEqual(again.stderr, "Laid out 0 files; 1 was laid out already\n")
        XCTAssertEqual(try String(contentsOf: capture, encoding: .utf8), rewritten)

        // A named file that is not a dump is an error, unless the hook's --skip-non-dumps leaves it alone.
        let named = try CommandRunner.run(["format", "--in-place", "res/layout.xml"], in: folder.url)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.hasPrefix("res/layout.xml:1:1: error: XML root element <LinearLayout>"), named.stderr)
        let skipped = try CommandRunner.run(["format", "--in-place", "--skip-non-dumps", "res/layout.xml"], in: folder.url)
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(try String(contentsOf: layout, encoding: .utf8), "<LinearLayout><TextView/></LinearLayout>")
    }

    func testBrokenCapturesArePositionedErrorsAndTheOthersAreStillLaidOut() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("a-broken.xml", "<hierarchy rotation=\"0\"><node bounds=\"[0,0][1,1]\">\n<node></hierarchy>")
        let brokenText = try String(contentsOf: broken, encoding: .utf8)
        let good = try folder.write("b-good.xml", Self.oneLine)
        let result = try CommandRunner.run(["format", "--in-place", broken.path, good.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(broken.path):2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: XML syntax error"), result.stderr)
        XCTAssertEqual(try String(contentsOf: broken, encoding: .utf8), brokenText, "a broken file is not written")
        XCTAssertEqual(try String(contentsOf: good, encoding: .utf8).split(separator: "\n").count, 8)

        let single = try CommandRunner.run(["format", broken.path])
        XCTAssertEqual(single.status, 2)
        XCTAssertEqual(single.stdout, "")
    }

    func testIdbOutputOnOneLineIsLaidOut() throws {
        let folder = try TemporaryFolder()
        let json = try folder.write("basket.json", "[{\"AXLabel\":\"Basket\",\"type\":\"Application\",\"frame\":{\"x\":0,\"y\":0,"
            + "\"width\":390,\"height\":844},\"enabled\":true},{\"AXLabel\":null,\"AXUniqueId\":\"remove\",\"type\":\"Button\","
            + "\"traits\":[\"Button\"],\"frame\":{\"x\":300,\"y\":200,\"width\":44,\"height\":44},\"enabled\":true},"
            + "{\"AXLabel\":null,\"AXUniqueId\":\"add\",\"type\":\"Button\",\"traits\":[\"Button\"],"
            + "\"frame\":{\"x\":340,\"y\":200,\"width\":44,\"height\":44},\"enabled\":true}]")
        let output = folder.url.appendingPathComponent("laid-out.json").path
        let result = try CommandRunner.run(["format", json.path, "--output", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let before = try findings(json.path), after = try findings(output)
        XCTAssertEqual(before.count, 2)
        XCTAssertTrue(sameFindings(before, after), "\(before)\n\(after)")
        XCTAssertEqual(Set(after.map(\.line)).count, 2, "\(after)")
    }

    func testUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.xml", Self.oneLine)
        try folder.write("b.xml", Self.oneLine)
        for arguments in [["format", "a.xml", "b.xml"], ["format", "--in-place", "-o", "c.xml", "a.xml"],
                          ["format", "--in-place", "-"], ["format"], ["format", "."]] {
            let result = try CommandRunner.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--in-place") || result.stderr.contains("name the capture"),
                          "\(arguments): \(result.stderr)")
        }
    }
}
