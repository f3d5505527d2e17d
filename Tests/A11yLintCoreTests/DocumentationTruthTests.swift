import A11yCatalog
import A11yDump
import A11yLintCore
import A11yRules
import A11ySemantics
import Foundation
import XCTest

/// Claims the README and docs/ make that the code can check: a doc that no
/// longer matches behaviour is a bug, and these are the ones that went stale before.
final class DocumentationTruthTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every Markdown file a user reads: the README and docs/ (rule pages are generated and checked elsewhere).
    static func userDocs() throws -> [(name: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map { ($0, try text($0)) }
    }

    /// The fenced blocks of one language in a Markdown text.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.components(separatedBy: "```" + language + "\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
    }

    func testTheConfigurationReferenceNamesEveryComponentAClassCanBeMappedTo() throws {
        let reference = try Self.text("docs/configuration.md")
        for name in Components.names {
            XCTAssertTrue(reference.contains("`\(name)`"), "docs/configuration.md does not list the component \(name)")
        }
        XCTAssertFalse(reference.contains("No rule measures sizes yet"))
    }

    /// The README's catalog table names real rules and components, lists every
    /// component a11ylint detects, and has one row per catalog entry.
    func testTheCatalogTableNamesRealRulesAndEveryComponent() throws {
        let readme = try Self.text("README.md")
        let table = try XCTUnwrap(readme.components(separatedBy: "<!-- BEGIN CATALOG TABLE -->").dropFirst().first?
            .components(separatedBy: "<!-- END CATALOG TABLE -->").first)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| catalog entry") }
        XCTAssertEqual(rows.count, 42, "one row per native entry of the catalog")
        let ruleIDs = Set(RuleCatalog.builtIn.rules.map(\.id))
        let components = Set(Components.names)
        var named: Set<String> = []
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { return XCTFail("malformed row: \(row)") }
            for cell in cells[1...2] {
                for (index, part) in cell.components(separatedBy: "`").enumerated() where index % 2 == 1 {
                    named.insert(part)
                    XCTAssertTrue(ruleIDs.contains(part) || components.contains(part) || part.contains(where: { $0.isUppercase }),
                                  "'\(part)' in the catalog table is neither a rule nor a component")
                }
            }
        }
        for component in components {
            XCTAssertTrue(named.contains(component), "the catalog table does not show the component \(component)")
        }
    }

    /// The repository has no release tags (tags do not travel with main), so a doc
    /// that pins a version cannot be followed: pins are commits of main.
    func testNoDocPinsAReleaseThatDoesNotExist() throws {
        let tagPins = try NSRegularExpression(pattern: #"rev:\s*v?\d+\.\d+|from:\s*"\d|exact:\s*"\d|@v\d+\.\d+\.\d+ *# *a11ylint"#)
        for (name, text) in try Self.userDocs() {
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertNil(tagPins.firstMatch(in: text, range: range), "\(name) pins a11ylint to a release tag")
        }
    }

    /// Every commit the docs pin is one commit, and (in a git checkout) a commit of
    /// this repository that ships both pre-commit hooks the docs use.
    func testPinnedCommitsExistAndShipTheHooks() throws {
        let hash = try NSRegularExpression(pattern: #"(?:A11YLINT_COMMIT:|rev:|revision:)\s*"?([0-9a-f]{40})"#)
        var pinned = Set<String>()
        for (_, text) in try Self.userDocs() {
            for match in hash.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                pinned.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertEqual(pinned.count, 1, "the docs pin different commits: \(pinned.sorted())")
        let commit = try XCTUnwrap(pinned.first)
        guard let hooks = git(["show", "\(commit):.pre-commit-hooks.yaml"]) else {
            throw XCTSkip("not a git checkout with history, so the pinned commit cannot be looked up")
        }
        XCTAssertTrue(hooks.contains("- id: a11ylint\n"), "the pinned commit has no a11ylint hook")
        XCTAssertTrue(hooks.contains("- id: a11ylint-format\n"), "the pinned commit has no a11ylint-format hook")
        XCTAssertNotNil(git(["merge-base", "--is-ancestor", commit, "HEAD"]), "the pinned commit is not in main's history")
        // The recipes run `format`, `lint` and `diff`: the pinned commit has each command.
        for command in ["Format", "Lint", "Diff"] {
            XCTAssertNotNil(git(["cat-file", "-e", "\(commit):Sources/a11ylint/\(command).swift"]),
                            "the pinned commit has no \(command.lowercased()) command")
        }
    }

    /// The CI recipes: every package install updates the package lists first, a
    /// workflow that lints installs a11ylint, and the lint and upload steps after a
    /// UI test run even when the test failed.
    func testCIRecipesInstallA11ylintAndLintEvenWhenATestFailed() throws {
        var workflows = 0
        for (name, text) in try Self.userDocs() {
            for block in Self.blocks("yaml", in: text) {
                for line in block.split(separator: "\n") where line.contains("apt-get install") {
                    XCTAssertTrue(line.contains("apt-get update"), "\(name): apt-get install without apt-get update: \(line)")
                }
                guard block.contains("steps:"), block.contains("a11ylint lint") || block.contains("a11ylint diff") else { continue }
                workflows += 1
                XCTAssertTrue(block.contains("make -C /tmp/a11ylint install"), "\(name): a workflow that never installs a11ylint")
                XCTAssertTrue(block.contains("actions/cache@"), "\(name): a workflow that builds a11ylint on every run")
                let steps = block.components(separatedBy: "\n      - ")
                guard let test = steps.firstIndex(where: { $0.contains("xcodebuild test") || $0.contains("gradlew")
                    || $0.contains("Capture the screens") }) else { continue }
                for step in steps[test...].dropFirst()
                where step.contains("a11ylint lint") || step.contains("a11ylint diff") || step.contains("upload-sarif") {
                    XCTAssertTrue(step.contains("if: ${{ !cancelled()"), "\(name): a step after the UI tests that a failing test skips:\n\(step)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(workflows, 4, "the README's workflow, the two capture recipes and the diff's")
    }

    /// The library's `format:` cases are each documented, and a format that does
    /// not match the text is an input error, as the docs say.
    func testEveryLibraryFormatIsDocumentedAndAMismatchIsAnError() throws {
        let capturing = try Self.text("docs/capturing-dumps.md")
        let yaml = "platform: ios\nroot:\n  class: UIWindow\n"
        for format in [DumpFormat.yaml, .xml, .maestro, .json, .quotedXML, .xcuiDescription, .idb] {
            XCTAssertTrue(capturing.contains("| `.\(format.rawValue)` |"), "docs/capturing-dumps.md does not document .\(format.rawValue)")
            // JSON is a kind of YAML, so our YAML given as JSON is read, as the docs say.
            guard format != .yaml, format != .json else { continue }
            let result = DumpLinter().lint(text: yaml, format: format, name: "screen")
            XCTAssertFalse(result.errors.isEmpty, "YAML read as .\(format.rawValue) gave no input error")
            XCTAssertEqual(result.screens.count, 0)
        }
    }

    private func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", Self.root.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
