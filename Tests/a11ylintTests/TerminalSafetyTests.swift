import Foundation
import XCTest

/// Text from a dump that reaches a terminal or a CI log, through the binary: line
/// breaks, control characters and bidirectional controls are shown as escapes, and
/// no input can start a line with `::` (a GitHub Actions workflow command) or write
/// `##[` (the runner's older form, read anywhere in a line). The structured formats
/// keep the text exact.
final class TerminalSafetyTests: XCTestCase {
    /// Each payload as a YAML double-quoted string, as the text it stands for, and as
    /// the text output shows it.
    static let payloads: [(yaml: String, raw: String, shown: String)] = [
        (#"S\n::error::forged"#, "S\n::error::forged", #"S\n::error::forged"#),
        (#"id\n::add-mask::secret"#, "id\n::add-mask::secret", #"id\n::add-mask::secret"#),
        (#"cr\r::warning::cr"#, "cr\r::warning::cr", #"cr\r::warning::cr"#),
        (#"clear\e[2J"#, "clear\u{1B}[2J", #"clear\u{1B}[2J"#),
        (#"title\e]0;pwned\a"#, "title\u{1B}]0;pwned\u{7}", #"title\u{1B}]0;pwned\u{7}"#),
        (#"bell\a"#, "bell\u{7}", #"bell\u{7}"#),
        (#"csi\u009B31m"#, "csi\u{9B}31m", #"csi\u{9B}31m"#),
        (#"del\x7F"#, "del\u{7F}", #"del\u{7F}"#),
        (#"nul\0end"#, "nul\u{0}end", #"nul\u{0}end"#),
        (#"abc\u202Efed"#, "abc\u{202E}fed", #"abc\u{202E}fed"#),
        (#"\u2066isolated\u2069"#, "\u{2066}isolated\u{2069}", #"\u{2066}isolated\u{2069}"#),
        (#"tab\there"#, "tab\there", #"tab\there"#),
        (#"next\u0085line"#, "next\u{85}line", #"next\u{85}line"#),
        (#"##[add-mask]legacy"#, "##[add-mask]legacy", #"##\u{5B}add-mask]legacy"#),
    ]

    /// One screen named with every payload, and a switch per payload that carries it as
    /// its identifier, as the value of `isOn` (a `dump-invalid-value` that quotes it) and
    /// in an unknown key (a `dump-unknown-key` that quotes it).
    static var payloadDump: String {
        var yaml = "platform: ios\nscreen: \"" + payloads.map(\.yaml).joined(separator: " ") + "\"\n"
        yaml += "root:\n  class: UIWindow\n  children:\n"
        for (index, payload) in payloads.enumerated() {
            yaml += """
                    - class: UISwitch
                      accessibilityLabel: "Option \(index) \(payload.yaml)"
                      accessibilityIdentifier: "\(payload.yaml)"
                      isOn: "\(payload.yaml)"
                      "key\(index) \(payload.yaml)": 1

                """
        }
        return yaml
    }

    /// A dump whose platform is a payload: an input error that quotes it.
    static let brokenPlatform = #"platform: "ios\n::error::platform\e[2J\u202E"\#nroot: {class: X}\#n"#
    static let brokenPlatformShown = #"found 'ios\n::error::platform\u{1B}[2J\u{202E}'"#

    /// Fails for every line of `output` that a payload could have written: one that starts
    /// with `::` after spaces (unless annotations are allowed and it is one a11ylint writes),
    /// one with `##[`, and every control or bidirectional character.
    func assertSafe(_ output: String, allowingAnnotations: Bool = false, _ context: String,
                    file: StaticString = #filePath, line: UInt = #line) {
        let annotation = #"^::(error|warning|notice) file=[^,:]*,line=[0-9]+,col=[0-9]+,title=[^,:]*::"#
        for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
            // The runner trims leading white space before it looks for `::`.
            // An annotation a11ylint wrote is read as one command, and `##[` in its text is not looked for.
            let written = allowingAnnotations && text.range(of: annotation, options: .regularExpression) != nil
            if text.drop(while: \.isWhitespace).hasPrefix("::") {
                XCTAssertTrue(written, "\(context): a line starts a workflow command: \(text.debugDescription)",
                              file: file, line: line)
            }
            XCTAssertTrue(written || !text.contains("##["), "\(context): \(text.debugDescription)", file: file, line: line)
            let unsafe = text.unicodeScalars.filter { scalar in
                let value = scalar.value
                return value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value)
            }
            XCTAssertTrue(unsafe.isEmpty, "\(context): \(unsafe.map { String($0.value, radix: 16) }) in \(text.debugDescription)",
                          file: file, line: line)
        }
    }

    func testLintTextShowsEveryPayloadEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        let result = try CommandRunner.run(["lint", "--no-config", "screen.yml"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        assertSafe(result.stdout, "lint stdout")
        assertSafe(result.stderr, "lint stderr")
        for (index, payload) in Self.payloads.enumerated() {
            XCTAssertTrue(result.stdout.contains("found '\(payload.shown)'"), "\(payload.shown) in \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("Unknown key 'key\(index) \(payload.shown)'"), result.stdout)
        }
        // The same lines when they go to a file.
        let report = try CommandRunner.run(["lint", "--no-config", "--report", "text=report.txt", "screen.yml"], in: folder.url)
        XCTAssertEqual(report.status, 1)
        let written = try String(contentsOf: folder.url.appendingPathComponent("report.txt"), encoding: .utf8)
        assertSafe(written, "text report file")
        XCTAssertTrue(written.contains("found '\(Self.payloads[0].shown)'"), written)
    }

    /// `--format github`: every `::` line is an annotation a11ylint wrote, one per finding and
    /// input error, and the lines on standard error are as safe as in a text run.
    func testGitHubAnnotationsCannotBeForged() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("platform.yml", Self.brokenPlatform)
        let result = try CommandRunner.run(["lint", "--no-config", "--format", "github", "screen.yml", "platform.yml"],
                                           in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        assertSafe(result.stdout, allowingAnnotations: true, "github stdout")
        assertSafe(result.stderr, "github stderr")
        let annotations = result.stdout.split(separator: "\n")
        // Two findings per payload (the value and the key), and the input error.
        XCTAssertEqual(annotations.count, 2 * Self.payloads.count + 1, result.stdout)
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }, result.stdout)
        // Line breaks keep the runner's own escape, which it turns back into a break inside the annotation.
        XCTAssertTrue(result.stdout.contains("found 'S%0A::error::forged'"), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"found 'clear\u{1B}[2J'"#), result.stdout)
        XCTAssertTrue(result.stderr.contains("platform.yml:1:11: error: 'platform' must be ios or android, "
                                             + Self.brokenPlatformShown), result.stderr)
    }

    func testAnnounceTextShowsEveryPayloadEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        let result = try CommandRunner.run(["announce", "--no-config", "screen.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        assertSafe(result.stdout, "announce stdout")
        assertSafe(result.stderr, "announce stderr")
        let title = try XCTUnwrap(result.stdout.split(separator: "\n").first)
        XCTAssertEqual(String(title), "screen.yml: '" + Self.payloads.map(\.shown).joined(separator: " ")
                       + "' (iOS), \(Self.payloads.count) focus stops")
        XCTAssertTrue(result.stdout.contains("(#id\\n::add-mask::secret)"), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"(#clear\u{1B}[2J)"#), result.stdout)
    }

    /// An input error quotes the dump (here its platform and a duplicate key), on standard
    /// error, in every command that reads dumps.
    func testInputErrorsQuoteTheDumpSafely() throws {
        let folder = try TemporaryFolder()
        try folder.write("platform.yml", Self.brokenPlatform)
        try folder.write("duplicate.yml", "platform: ios\nroot:\n  class: X\n  \"k\\n::error::dup\\e[2J\": 1\n"
                         + "  \"k\\n::error::dup\\e[2J\": 2\n")
        let commands = [["lint"], ["lint", "--format", "github"], ["lint", "--format", "json"], ["announce"],
                        ["announce", "--format", "json"], ["convert"]]
        for command in commands {
            for name in ["platform.yml", "duplicate.yml"] {
                // convert reads no configuration.
                let arguments = command == ["convert"] ? command + [name] : command + ["--no-config", name]
                let result = try CommandRunner.run(arguments, in: folder.url)
                let context = (command + [name]).joined(separator: " ")
                XCTAssertEqual(result.status, 2, context)
                assertSafe(result.stderr, context + " stderr")
                if !command.contains("json") && command != ["lint", "--format", "github"] {
                    assertSafe(result.stdout, context + " stdout")
                }
                let shown = name == "platform.yml" ? Self.brokenPlatformShown : #"duplicate key 'k\n::error::dup\u{1B}[2J'"#
                XCTAssertTrue(result.stderr.contains(shown), "\(context): \(result.stderr)")
            }
        }
    }

    /// File names come from the dumps' folder: named, walked, and at the start of a line.
    func testFileNamesAreShownSafely() throws {
        let folder = try TemporaryFolder()
        let names = ["::error::named.yml", "  ::warning::spaced.yml", "break\n::error::name.yml", "esc\u{1B}[2J.yml",
                     "rtl\u{202E}lmy.yml"]
        for name in names { try folder.write(name, Self.brokenPlatform) }
        try folder.write("dumps/::notice::walked.yml", Self.payloadDump)
        for command in [["lint"], ["lint", "--format", "github"], ["announce"]] {
            let result = try CommandRunner.run(command + ["--no-config"] + names + ["dumps"], in: folder.url)
            let context = command.joined(separator: " ")
            XCTAssertEqual(result.status, 2, context)
            assertSafe(result.stdout, allowingAnnotations: command.contains("github"), context + " stdout")
            assertSafe(result.stderr, context + " stderr")
            XCTAssertTrue(result.stderr.contains(#"\u{3A}:error::named.yml:1:11: error:"#), "\(context): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(#"  \u{3A}:warning::spaced.yml:1:11: error:"#), "\(context): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(#"break\n::error::name.yml:1:11: error:"#), "\(context): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(#"esc\u{1B}[2J.yml:1:11"#), "\(context): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(#"rtl\u{202E}lmy.yml:1:11"#), "\(context): \(result.stderr)")
        }
    }

    /// XML can carry line breaks, DEL, C1 controls and bidi controls as character references.
    func testXMLDumpTextIsShownSafely() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2000]">
                <node index="0" text="" content-desc="" resource-id="id&#10;::add-mask::secret&#x202E;&#x9B;&#x7F;&#9;" class="android.widget.ImageButton" package="com.example" clickable="true" bounds="[0,100][300,200]" />
                <node index="1" text="Hi&#13;::error::cr&#x7F;&#x9B;&#x2067;" class="android.widget.TextView" package="com.example" bounds="[0,300][300,400]" />
              </node>
            </hierarchy>
            """
        for command in [["lint"], ["lint", "--format", "github"], ["announce"]] {
            let result = try CommandRunner.run(command + ["--no-config", "-"], stdin: xml)
            let context = command.joined(separator: " ")
            XCTAssertNotEqual(result.status, 2, "\(context): \(result.stderr)")
            assertSafe(result.stdout, allowingAnnotations: command.contains("github"), context + " stdout")
            assertSafe(result.stderr, context + " stderr")
            XCTAssertTrue(result.stdout.contains(#"id\n::add-mask::secret\u{202E}\u{9B}\u{7F}\t"#)
                          || result.stdout.contains(#"id%0A::add-mask::secret\u{202E}\u{9B}\u{7F}\t"#),
                          "\(context): \(result.stdout)")
        }
    }

    /// The configuration and the baseline are inputs too: their errors and notes quote them.
    func testConfigurationAndBaselineLinesAreSafe() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("bad/.a11ylint.yml", "version: 1\n\"rules\\n::error::config\\e[2J\": {}\n")
        try folder.write("bad/screen.yml", Self.payloadDump)
        let broken = try CommandRunner.run(["lint", "bad/screen.yml"], in: folder.url)
        XCTAssertEqual(broken.status, 2, broken.stderr)
        assertSafe(broken.stderr, "configuration error")
        XCTAssertTrue(broken.stderr.contains(#"rules\n::error::config\u{1B}[2J"#), broken.stderr)

        try folder.write(".a11ylint.yml", """
            version: 1
            suppressions:
              - rules: [control-name]
                identifier: "gone\\n::error::suppression\\e[2J"
                reason: fixed long ago
            """)
        let write = try CommandRunner.run(["lint", "--write-baseline", "baseline.json", "screen.yml"], in: folder.url)
        XCTAssertEqual(write.status, 1, write.stderr)
        // The switches' problems fixed: every baseline entry is stale, and names its screen.
        try folder.write("screen.yml", "platform: ios\nscreen: \"" + Self.payloads.map(\.yaml).joined(separator: " ")
                         + "\"\nroot: {class: UIWindow}\n")
        let result = try CommandRunner.run(["lint", "--baseline", "baseline.json", "screen.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        assertSafe(result.stdout, "baseline stdout")
        assertSafe(result.stderr, "baseline stderr")
        XCTAssertTrue(result.stderr.contains(#"note: suppression matched no finding in this run: identifier gone\n::error::suppression\u{1B}[2J"#),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("screen.yml: note: baseline entry no longer matches: S\\n::error::forged"),
                      result.stderr)
    }

    /// JSON and SARIF escape by their own rules, and keep the dump's text exactly.
    func testStructuredFormatsKeepTheRawText() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        let raw = Self.payloads.map(\.raw).joined(separator: " ")
        let lint = try CommandRunner.run(["lint", "--no-config", "--format", "json", "screen.yml"], in: folder.url)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap((document["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let messages = findings.compactMap { $0["message"] as? String }
        XCTAssertTrue(messages.contains { $0.contains("found 'S\n::error::forged'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("found 'abc\u{202E}fed'") }, "\(messages)")
        XCTAssertEqual(findings.first?["screen"] as? String, raw)
        XCTAssertTrue(messages.contains("Invalid value for 'isOn': expected true or false, found '\(Self.payloads[4].raw)'"),
                      "\(messages)")

        let sarif = try CommandRunner.run(["lint", "--no-config", "--format", "sarif", "screen.yml"], in: folder.url)
        XCTAssertTrue(sarif.stdout.contains(#"found 'nul\u0000end'"#), "SARIF escapes NUL as JSON does")

        let announce = try CommandRunner.run(["announce", "--no-config", "--format", "json", "screen.yml"], in: folder.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(announce.stdout.utf8)) as? [String: Any])
        let screen = try XCTUnwrap((report["screens"] as? [[String: Any]])?.first?["screen"] as? String)
        XCTAssertEqual(screen, raw)
    }
}
