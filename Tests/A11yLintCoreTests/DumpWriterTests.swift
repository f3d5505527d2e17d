@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// `a11ylint convert`'s writer: what it writes reads back as the same tree.
final class DumpWriterTests: XCTestCase {
    func testTextThatLooksLikeAnotherTypeStaysText() throws {
        var root = Node(className: "UIWindow", mark: .start)
        for (index, text) in ["true", "3", "null", "~", "", "a: b", "- x", "# not a comment", "line\nbreak", "0x1F",
                              "  padded ", "'quoted'", "Größe 42 €", "\u{202A}isolated\u{202C}"].enumerated() {
            var label = Node(className: "UILabel", mark: .start)
            label.set(.accessibilityLabel, .string(text), at: .start)
            label.set(.accessibilityIdentifier, .string("label-\(index)"), at: .start)
            root.children.append(label)
        }
        let screen = Screen(path: "in.yml", documentIndex: 1, platform: .ios, name: "true", app: "1.0", root: root, mark: .start)
        let yaml = try DumpWriter().yaml(for: [screen], source: "in.xml")
        XCTAssertTrue(yaml.hasPrefix("# Converted by a11ylint from in.xml\nplatform: ios\n"), yaml)
        let loaded = load(yaml)
        XCTAssertEqual(loaded.errors, [])
        XCTAssertEqual(loaded.findings.map(\.message), [])
        let back = try XCTUnwrap(loaded.screens.first)
        XCTAssertEqual(back.name, "true")
        XCTAssertEqual(back.app, "1.0")
        XCTAssertEqual(back.root.children.map { $0.string(.accessibilityLabel) }, root.children.map { $0.string(.accessibilityLabel) })
    }

    /// `convert` often writes to a terminal or a CI log: a string with a line break, a
    /// control, a line separator, a bidirectional control or `##[` is double-quoted on one
    /// line with YAML's escapes, so no line of the YAML starts with a name, and it reads
    /// back as the same string.
    func testTextThatATerminalWouldActOnIsEscapedOnOneLine() throws {
        let texts = ["S\n::error::forged", "id\r\n  ::add-mask::secret", "tab\there", "clear\u{1B}[2J", "bell\u{7}",
                     "nul\u{0}end", "del\u{7F}", "csi\u{9B}31m", "next\u{85}line", "abc\u{202E}fed",
                     "\u{2066}isolated\u{2069}", "line\u{2028}para\u{2029}", "##[add-mask]legacy", "a \\n \"q\" '##[' \u{202A}"]
        var root = Node(className: "UIWindow\n::error::class", mark: .start)
        for text in texts {
            var label = Node(className: "UILabel", mark: .start)
            label.set(.accessibilityLabel, .string(text), at: .start)
            label.set(.accessibilityCustomActions, .strings([text, "plain"]), at: .start)
            root.children.append(label)
        }
        let screen = Screen(path: "in.yml", documentIndex: 1, platform: .ios, name: texts[0], app: texts[9], root: root,
                            mark: .start)
        let yaml = try DumpWriter().yaml(for: [screen], source: "in\n::error::source\u{1B}.xml")
        XCTAssertTrue(yaml.hasPrefix(#"# Converted by a11ylint from in\n::error::source\u{1B}.xml"# + "\nplatform: ios\n"), yaml)
        XCTAssertTrue(yaml.contains(#"screen: "S\n::error::forged""# + "\n"), yaml)
        XCTAssertTrue(yaml.contains(#"accessibilityLabel: "abc\u202efed""# + "\n"), yaml)
        XCTAssertTrue(yaml.contains(###"accessibilityLabel: "##\u005badd-mask]legacy""### + "\n"), yaml)
        for line in yaml.split(separator: "\n") {
            XCTAssertFalse(line.drop(while: \.isWhitespace).hasPrefix("::"), String(line))
            XCTAssertFalse(line.contains("##["), String(line))
            let raw = line.unicodeScalars.filter { TerminalText.escape($0) != nil }
            XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], String(line))
        }
        let loaded = load(yaml)
        XCTAssertEqual(loaded.errors, [])
        let back = try XCTUnwrap(loaded.screens.first)
        XCTAssertEqual(back.name, texts[0])
        XCTAssertEqual(back.app, texts[9])
        XCTAssertEqual(back.root.className, "UIWindow\n::error::class")
        XCTAssertEqual(back.root.children.map { $0.string(.accessibilityLabel) }, texts)
        XCTAssertEqual(back.root.children.map { $0.strings(.accessibilityCustomActions) }, texts.map { [$0, "plain"] })
    }

    func testEveryValueKindRoundTrips() throws {
        var node = Node(className: "android.widget.SeekBar", mark: .start)
        node.set(.bounds, .rect(Rect(x: 0, y: 10, width: 1080, height: 96.5)), at: .start)
        node.set(.clickable, .bool(true), at: .start)
        node.set(.actions, .strings(["scrollForward", "Show more"]), at: .start)
        node.set(.rangeInfo, .record(["min": .number(0), "max": .integer(10), "current": .number(2.5)]), at: .start)
        node.set(.collectionItemInfo, .record(["rowIndex": .integer(1), "columnIndex": .integer(0), "heading": .bool(false)]),
                 at: .start)
        let screen = Screen(path: "in", documentIndex: 1, platform: .android, density: 2.75, root: node, mark: .start)
        let back = try XCTUnwrap(load(try DumpWriter().yaml(for: [screen, screen])).screens.last)
        XCTAssertEqual(back.density, 2.75)
        XCTAssertEqual(back.root.rect, Rect(x: 0, y: 10, width: 1080, height: 96.5))
        XCTAssertEqual(back.root.bool(.clickable), true)
        XCTAssertEqual(back.root.strings(.actions), ["scrollForward", "Show more"])
        XCTAssertEqual(back.root.record(.rangeInfo)?["current"]?.doubleValue, 2.5)
        XCTAssertEqual(back.root.record(.rangeInfo)?["max"]?.doubleValue, 10)
        XCTAssertEqual(back.root.record(.collectionItemInfo)?["rowIndex"], .integer(1))
        XCTAssertEqual(back.documentIndex, 2, "one YAML document per screen")
    }

    func testSamplesConvertToTheSameFindings() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        let inputs = InputCollector().collect([samples.path]).inputs.filter { !$0.path.hasSuffix("dump-problems.yml") }
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs {
            let screens = linter.load(input).screens
            let converted = Input(path: input.path, source: .bytes(Array(try DumpWriter().yaml(for: screens).utf8)))
            let summary = { (finding: Finding) in "\(finding.screen ?? "-") \(finding.ruleID) \(finding.nodePath ?? "-") \(finding.message)" }
            let original = linter.lint(input).findings.map(summary)
            XCTAssertEqual(linter.lint(converted).findings.map(summary), original, input.path)
        }
    }
}

/// The key table: every key has exactly one row.
final class DumpKeyTableTests: XCTestCase {
    func testEveryKeyHasOneRow() {
        XCTAssertEqual(DumpKeySpec.table.map(\.key), DumpKey.allCases)
        XCTAssertEqual(DumpKeySpec.byKey.count, DumpKey.allCases.count)
        for spec in DumpKeySpec.table {
            XCTAssertFalse(spec.platforms.isEmpty, spec.key.rawValue)
            if let counterpart = spec.key.counterpart {
                XCTAssertNotEqual(counterpart.isValid(on: .ios), spec.key.isValid(on: .ios),
                                  "\(spec.key) and \(counterpart) belong to different platforms")
            }
        }
        XCTAssertEqual(DumpKey.isOn.counterpart, .checked)
        XCTAssertTrue(DumpKey.text.isValid(on: .ios) && DumpKey.text.isValid(on: .android))
        XCTAssertFalse(DumpKey.heading.isValid(on: .ios))
    }
}
