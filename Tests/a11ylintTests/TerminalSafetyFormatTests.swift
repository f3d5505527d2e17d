import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The payloads of `TerminalSafetyTests` through every format of every command, to
/// standard output as a CI log would show it: no line a payload could start or fill
/// with a workflow command, no control or bidirectional character raw, and each
/// structured format still parses and gives back the dump's text by its own rules.
extension TerminalSafetyTests {
    /// The text of every payload joined as the payload dump's screen name.
    static var rawScreenName: String { payloads.map(\.raw).joined(separator: " ") }

    /// What a payload's text is in the JUnit report: XML 1.0 cannot carry the C0 controls
    /// other than tab, line feed and carriage return, which are written as U+FFFD.
    static func inXML(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar) ? "\u{FFFD}" : scalar
        }))
    }

    /// HTML allows no control but tab, line feed and carriage return, in text or in
    /// attributes: the HTML report writes the others, DEL and the C1 controls as U+FFFD.
    static func inHTMLText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let value = scalar.value
            let control = (value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || (0x7F...0x9F).contains(value)
            return control ? "\u{FFFD}" : scalar
        }))
    }

    /// The text of HTML with its character references read, as a browser reads them
    /// (enough for the references the report writes).
    static func decodingReferences(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
            if let text = named[String(name)] {
                result += text
            } else if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The JSON data of every screen of an HTML report.
    static func screenData(_ html: String) throws -> [[String: Any]] {
        let open = "<script type=\"application/json\" class=\"data\">"
        return try html.components(separatedBy: open).dropFirst().map { part in
            let json = try XCTUnwrap(part.components(separatedBy: "</script>").first)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
    }

    /// What a finding on each payload says: the invalid value and the unknown key.
    static func findingTexts(_ shown: (Int) -> String) -> [String] {
        payloads.indices.flatMap { index in
            ["Invalid value for 'isOn': expected true or false, found '\(shown(index))'",
             "Unknown key 'key\(index) \(shown(index))'"]
        }
    }

    func testEveryLintFormatIsSafeOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("platform.yml", Self.brokenPlatform)
        for format in ["text", "json", "sarif", "github", "junit", "html"] {
            let result = try CommandRunner.run(["lint", "--no-config", "--format", format, "screen.yml", "platform.yml"],
                                               in: folder.url)
            XCTAssertEqual(result.status, 2, "\(format): \(result.stderr)")
            assertSafe(result.stdout, allowingAnnotations: format == "github", "lint --format \(format) stdout")
            assertSafe(result.stderr, "lint --format \(format) stderr")
        }
    }

    func testJUnitKeepsTheTextByXMLRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("platform.yml", Self.brokenPlatform)
        let result = try CommandRunner.run(["lint", "--no-config", "--format", "junit", "screen.yml", "platform.yml"],
                                           in: folder.url)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let texts = try document.nodes(forXPath: "//failure | //system-out | //error").compactMap(\.stringValue)
            .joined(separator: "\n")
        let messages = try document.nodes(forXPath: "//failure/@message | //error/@message").compactMap(\.stringValue)
        for text in Self.findingTexts({ Self.inXML(Self.payloads[$0].raw) }) {
            XCTAssertTrue(texts.contains(text), "\(text.debugDescription) in \(texts.debugDescription)")
        }
        // An attribute keeps its line breaks and tabs: written raw, a parser would make them spaces.
        XCTAssertTrue(messages.contains { $0.hasSuffix("found '\(Self.payloads[0].raw)'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("found '" + Self.inXML("ios\n::error::platform\u{1B}[2J\u{202E}") + "'") },
                      "\(messages)")
        // One line per finding, as before: the line breaks between them are the report's own.
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("error: Invalid value for 'isOn'") }
        XCTAssertEqual(lines.count, Self.payloads.count, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasSuffix("found 'S&#10;::error::forged'") }, result.stdout)
    }

    func testHTMLReportsKeepTheTextByHTMLRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("platform.yml", Self.brokenPlatform)
        let lint = try CommandRunner.run(["lint", "--no-config", "--format", "html", "screen.yml", "platform.yml"],
                                         in: folder.url)
        let data = try Self.screenData(lint.stdout)
        let messages = data.flatMap { ($0["f"] as? [[Any]] ?? []).compactMap { $0[2] as? String } }
        for text in Self.findingTexts({ Self.payloads[$0].raw }) {
            XCTAssertTrue(messages.contains { $0.hasPrefix(text) }, "\(text.debugDescription) in \(messages)")
        }
        // The screen's name as its heading, and the input error in the summary.
        let page = Self.decodingReferences(lint.stdout)
        XCTAssertTrue(page.contains("<h3 id=\"s1-h\">" + Self.inHTMLText(Self.rawScreenName) + "</h3>"), page)
        XCTAssertTrue(page.contains(Self.inHTMLText("found 'ios\n::error::platform\u{1B}[2J\u{202E}'")), page)

        let announce = try CommandRunner.run(["announce", "--no-config", "--format", "html", "screen.yml"], in: folder.url)
        XCTAssertEqual(announce.status, 0, announce.stderr)
        let json = try CommandRunner.run(["announce", "--no-config", "--format", "json", "screen.yml"], in: folder.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let stops = try XCTUnwrap((report["screens"] as? [[String: Any]])?.first?["stops"] as? [[String: Any]])
        let drawn = try Self.screenData(announce.stdout).flatMap { ($0["s"] as? [[Any]] ?? []).compactMap { $0[1] as? String } }
        XCTAssertEqual(drawn, stops.compactMap { $0["utterance"] as? String })
        XCTAssertTrue(drawn.contains { $0.contains(Self.payloads[3].raw) }, "\(drawn)")
    }

    func testEveryAnnounceFormatIsSafeOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        try folder.write("platform.yml", Self.brokenPlatform)
        for format in ["text", "json", "html"] {
            let result = try CommandRunner.run(["announce", "--no-config", "--format", format, "screen.yml", "platform.yml"],
                                               in: folder.url)
            XCTAssertEqual(result.status, 2, "\(format): \(result.stderr)")
            assertSafe(result.stdout, "announce --format \(format) stdout")
            assertSafe(result.stderr, "announce --format \(format) stderr")
        }
        let json = try CommandRunner.run(["announce", "--no-config", "--format", "json", "screen.yml", "platform.yml"],
                                         in: folder.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((report["screens"] as? [[String: Any]])?.first?["screen"] as? String, Self.rawScreenName)
        let errors = try XCTUnwrap(report["errors"] as? [[String: Any]])
        XCTAssertTrue(errors.contains { ($0["message"] as? String)?.contains("found 'ios\n::error::platform\u{1B}[2J\u{202E}'") == true },
                      "\(errors)")
    }

    /// `convert` to standard output: every string that needs escapes is double-quoted on
    /// one line, and the YAML reads back as the same screen.
    func testConvertWritesEscapesAndReadsBack() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", Self.payloadDump)
        let result = try CommandRunner.run(["convert", "screen.yml"], in: folder.url)
        // The invalid values and unknown keys are left out, and fail the run.
        XCTAssertEqual(result.status, 1, result.stderr)
        assertSafe(result.stdout, "convert stdout")
        assertSafe(result.stderr, "convert stderr")
        XCTAssertTrue(result.stdout.contains(#"screen: "S\n::error::forged id\n::add-mask::secret cr\r::warning::cr clear\e[2J"#),
                      result.stdout)
        try folder.write("converted.yml", result.stdout)
        let original = try CommandRunner.run(["announce", "--no-config", "--format", "json", "screen.yml"], in: folder.url)
        let converted = try CommandRunner.run(["announce", "--no-config", "--format", "json", "converted.yml"], in: folder.url)
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let screen = { (output: String) throws -> [String: Any] in
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return try XCTUnwrap((document["screens"] as? [[String: Any]])?.first)
        }
        XCTAssertEqual(try screen(converted.stdout)["screen"] as? String, Self.rawScreenName)
        let stops = { (screen: [String: Any]) in
            ((screen["stops"] as? [[String: Any]]) ?? []).map { "\($0["identity"] ?? "") \($0["utterance"] ?? "")" }
        }
        let convertedStops = stops(try screen(converted.stdout))
        XCTAssertEqual(convertedStops, stops(try screen(original.stdout)))
        // The identifier, with its line break, names the stop.
        XCTAssertTrue(convertedStops.contains { $0.hasPrefix("#" + Self.payloads[1].raw + " ") }, "\(convertedStops)")
    }

    /// Lines a11ylint writes about the user's own arguments: a report or a converted dump
    /// that cannot be written, usage errors that quote an argument, `--print-config`.
    func testLinesQuotingArgumentsAreSafe() throws {
        let folder = try TemporaryFolder()
        try folder.write("screen.yml", "platform: ios\nroot: {class: UIWindow}\n")
        try folder.write("blocker", "a file, so no folder can be made inside it\n")
        try folder.write("two\n::error::dumps/a.yml", "platform: ios\nroot: {class: UIWindow}\n")
        try folder.write("two\n::error::dumps/b.yml", "platform: ios\nroot: {class: UIWindow}\n")
        let payload = "x\n::error::arg\u{1B}[2J\u{202E}##[y]"
        let shown = #"x\n::error::arg\u{1B}[2J\u{202E}##\u{5B}y]"#
        let runs: [(arguments: [String], status: Int32, says: String)] = [
            (["lint", "--no-config", "--report", "json=blocker/\(payload).json", "screen.yml"], 2,
             #"blocker/\#(shown).json: error: cannot write the report: "#),
            (["lint", "--no-config", "--output", "blocker/\(payload)", "screen.yml"], 2,
             #"blocker/\#(shown): error: cannot write the report: "#),
            (["convert", "-o", "blocker/\(payload)", "screen.yml"], 2,
             #"blocker/\#(shown): error: cannot write the converted dump: "#),
            (["convert", "two\n::error::dumps"], 64, #"convert takes one file; 'two\n::error::dumps' is a directory"#),
            // ArgumentParser's own message quotes the argument as it is: each of its lines is made safe.
            (["lint", "--format", payload, "screen.yml"], 64,
             "Error: The value 'x\n" + #"\u{3A}:error::arg\u{1B}[2J\u{202E}##\u{5B}y]' is invalid for '--format"#),
            (["lint", "--base-path", payload, "screen.yml"], 64, "--base-path '\(shown)' is not a folder"),
            (["explain", payload], 64, "Unknown rule '\(shown)'"),
            (["lint", "--no-config", "--print-config", payload + ".yml"], 0, "# The configuration for \(shown).yml:"),
        ]
        for run in runs {
            let result = try CommandRunner.run(run.arguments, in: folder.url)
            let context = run.arguments.joined(separator: " ").debugDescription
            XCTAssertEqual(result.status, run.status, "\(context): \(result.stderr)")
            assertSafe(result.stdout, context + " stdout")
            assertSafe(result.stderr, context + " stderr")
            XCTAssertTrue((result.stdout + result.stderr).contains(run.says), "\(context): \(result.stdout)\(result.stderr)")
        }
        // Help is made safe line by line too, and has nothing to escape: it is as ArgumentParser wrote it.
        for arguments in [["--help"], ["lint", "--help"], ["lint", "--bogus"]] {
            let help = try CommandRunner.run(arguments, in: folder.url)
            XCTAssertTrue(help.stdout.contains("USAGE: a11ylint") || help.stderr.contains("Usage: a11ylint"), "\(arguments)")
            XCTAssertFalse((help.stdout + help.stderr).contains("\\u{"), "\(arguments): \(help.stdout)\(help.stderr)")
        }
    }
}
