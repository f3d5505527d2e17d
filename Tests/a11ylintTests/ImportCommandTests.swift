import Foundation
import XCTest

/// Real dumps and `a11ylint convert`, through the binary.
final class ImportCommandTests: XCTestCase {
    static let corpus = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every corpus file: readable dumps exit 0 or 1, broken or foreign ones exit 2 with a position.
    func testCorpusExitCodes() throws {
        let manifest = Self.corpus.appendingPathComponent("MANIFEST.tsv")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: manifest.path), "../shared/corpus is not present")
        let names = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
        for name in names {
            let path = Self.corpus.appendingPathComponent(name).path
            let result = try CommandRunner.run(["lint", path])
            if name.contains("malformed") {
                XCTAssertEqual(result.status, 2, name)
                XCTAssertTrue(result.stderr.hasPrefix(path + ":") || result.stdout.contains(path + ":"), name)
                let line = (result.stdout + result.stderr).split(separator: "\n").first { $0.contains(": error: ") }
                XCTAssertNotNil(line.flatMap { $0.range(of: #":\d+:\d+: error: "#, options: .regularExpression) }, name)
            } else {
                XCTAssertTrue([0, 1].contains(result.status), "\(name): \(result.status) \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("Linted 1 file (1 screen)"), "\(name): \(result.stderr)")
            }
        }
    }

    /// idb's `ui describe-all` output is told apart by content: lint points into the
    /// JSON, announce speaks its elements, and its conversion lints the same.
    func testIdbOutputLintsAnnouncesAndConverts() throws {
        let folder = try TemporaryFolder()
        let json = try folder.write("basket.json", """
            [
              {
                "AXLabel" : "Corner Shop",
                "type" : "Application",
                "frame" : { "y" : 0, "x" : 0, "width" : 390, "height" : 844 },
                "role" : "AXApplication"
              },
              {
                "traits" : [ "StaticText", "Header" ],
                "AXLabel" : "Basket",
                "type" : "Heading",
                "frame" : { "y" : 60, "x" : 16, "width" : 200, "height" : 34 }
              },
              {
                "AXLabel" : null,
                "AXUniqueId" : "remove",
                "type" : "Button",
                "traits" : [ "Button" ],
                "enabled" : true,
                "frame" : { "y" : 200, "x" : 300, "width" : 44, "height" : 44 }
              }
            ]
            """)
        let lint = try CommandRunner.run(["lint", json.path])
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertEqual(lint.stdout.split(separator: "\n").first.map(String.init),
                       "\(json.path):14:3: error: Button has no name; the screen reader says just 'button'. [control-name] #remove \"button\"")
        XCTAssertTrue(lint.stderr.contains("Linted 1 file (1 screen): 1 error"), lint.stderr)

        let announce = try CommandRunner.run(["announce", json.path])
        XCTAssertEqual(announce.status, 0, announce.stderr)
        XCTAssertEqual(announce.stdout, """
            \(json.path): screen 1 (iOS), 2 focus stops
            \(json.path):8:3: 1. "Basket, heading" (StaticText "Basket")
            \(json.path):14:3: 2. "button" (#remove)

            """)

        let output = folder.url.appendingPathComponent("basket.yml")
        let converted = try CommandRunner.run(["convert", json.path, "--output", output.path])
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let again = try CommandRunner.run(["lint", "--format", "json", output.path])
        XCTAssertEqual(try rules(again.stdout), ["control-name"])
    }

    func testConvertWritesYAMLThatLintsTheSame() throws {
        let folder = try TemporaryFolder()
        let xml = try folder.write("dump.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.shop" bounds="[0,0][1080,2400]">
                <node class="android.widget.ImageButton" resource-id="com.shop:id/close" clickable="true" text="" content-desc="" bounds="[0,0][96,96]"/>
                <node class="android.widget.TextView" text="true" bounds="[0,96][500,150]"/>
              </node>
            </hierarchy>
            """)
        let printed = try CommandRunner.run(["convert", xml.path])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.contains("platform: android\napp: com.shop\n"), printed.stdout)
        XCTAssertTrue(printed.stdout.contains("text: 'true'"), "text that reads as a boolean is quoted: \(printed.stdout)")

        let output = folder.url.appendingPathComponent("out/dump.yml")
        let written = try CommandRunner.run(["convert", xml.path, "--output", output.path])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), printed.stdout)

        let original = try CommandRunner.run(["lint", "--format", "json", xml.path])
        let converted = try CommandRunner.run(["lint", "--format", "json", output.path])
        XCTAssertEqual(original.status, 1)
        XCTAssertEqual(converted.status, 1)
        XCTAssertEqual(try rules(original.stdout), try rules(converted.stdout))
        XCTAssertEqual(try rules(original.stdout), ["control-name"])
    }

    /// The findings a YAML dump has about itself are the ones its conversion cannot
    /// keep (an unknown key, a value not read): convert says them as lint does.
    func testConvertSaysTheDumpFindingsTheYAMLLeavesOut() throws {
        let folder = try TemporaryFolder()
        let dump = try folder.write("dump.yml", """
            platform: ios
            root:
              class: UIWindow
              children:
                - class: UISwitch
                  accesibilityLabel: Notifications
                  isOn: yes
            """)
        let result = try CommandRunner.run(["convert", dump.path])
        XCTAssertEqual(result.stderr, """
            \(dump.path):6:7: warning: Unknown key 'accesibilityLabel'; did you mean 'accessibilityLabel'? [dump-unknown-key]
            \(dump.path):7:13: error: Invalid value for 'isOn': expected true or false, found 'yes' [dump-invalid-value]

            """)
        XCTAssertEqual(result.status, 1, "an invalid value is an error, as in lint")
        XCTAssertTrue(result.stdout.contains("- class: UISwitch\n"), "the YAML is still written: \(result.stdout)")

        let lint = try CommandRunner.run(["lint", "--format", "json", dump.path])
        XCTAssertEqual(try rules(lint.stdout).filter { $0.hasPrefix("dump-") }, ["dump-unknown-key", "dump-invalid-value"])

        let warningOnly = try folder.write("warning.yml", "platform: ios\nroot: {class: UIWindow, colour: red}\n")
        let warned = try CommandRunner.run(["convert", warningOnly.path])
        XCTAssertEqual(warned.status, 0, "a warning does not fail, as in lint")
        XCTAssertTrue(warned.stderr.contains(":2:25: warning: Unknown key 'colour'"), warned.stderr)
    }

    /// Frames that are not numbers used to come out as `.nan` and `.inf`, which convert's
    /// own loader then refused; now they are reported and the node has no frame.
    func testConvertWritesNoNumberItsLoaderRefuses() throws {
        let folder = try TemporaryFolder()
        let xml = try folder.write("dump.xml", """
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.shop" bounds="[0,0][1080,2400]">
                <node class="android.widget.Button" text="Go" clickable="true" bounds="[0,0][nan,Infinity]"/>
                <node class="android.widget.Button" text="Far" clickable="true" bounds="[-1e308,0][10,10]"/>
              </node>
            </hierarchy>
            """)
        let output = folder.url.appendingPathComponent("dump.yml")
        let result = try CommandRunner.run(["convert", xml.path, "-o", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.components(separatedBy: "[dump-invalid-value]").count - 1, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("\(xml.path):3:76: error: Invalid value for 'bounds'"), result.stderr)
        let yaml = try String(contentsOf: output, encoding: .utf8)
        for spelling in [".nan", ".inf", "e+308"] {
            XCTAssertFalse(yaml.contains(spelling), yaml)
        }
        let relinted = try CommandRunner.run(["lint", "--format", "json", output.path])
        XCTAssertEqual(try rules(relinted.stdout).filter { $0.hasPrefix("dump-") }, [], relinted.stdout)
    }

    func testConvertRefusesBrokenInputAndDirectories() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.xml", "<hierarchy>\n  <node class=\"a\">\n</hierarchy>\n")
        let output = folder.url.appendingPathComponent("out.yml")
        let result = try CommandRunner.run(["convert", broken.path, "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("\(broken.path):3:"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing is written for a broken input")

        try folder.write("a.yml", "platform: ios\nroot: {class: UIWindow}\n")
        try folder.write("b.yml", "platform: ios\nroot: {class: UIWindow}\n")
        let directory = try CommandRunner.run(["convert", folder.url.path])
        XCTAssertEqual(directory.status, 64)
        XCTAssertTrue(directory.stderr.contains("convert takes one file"), directory.stderr)
    }

    private func rules(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let files = object?["files"] as? [[String: Any]] ?? []
        return files.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
    }
}
