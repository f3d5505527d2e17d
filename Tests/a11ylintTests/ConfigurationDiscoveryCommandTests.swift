import Foundation
import XCTest

/// Nested configuration files, `--print-config`, every configuration mistake at
/// once, unused suppressions and named files that are excluded, through the binary.
final class ConfigurationDiscoveryCommandTests: XCTestCase {
    let warningScreen = """
        platform: android
        screen: Settings
        root:
          class: android.widget.FrameLayout
          children:
            - {class: android.widget.Button, text: Save, contentDescription: Save button, clickable: true}
        """
    /// How the finding's line ends: its rule, then its element.
    let roleWord = "[name-no-role-word] Button \"Save button\" \"Save button, button\""

    /// Files under app/ use app/.a11ylint.yml, the others the one at the top; globs
    /// stay relative to their own file's folder; --config forces one file for all.
    func testTheNearestConfigurationWinsForEachFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", "version: 1\nrules:\n  name-no-role-word: error\n")
        try folder.write("app/.a11ylint.yml", """
            version: 1
            rules:
              name-no-role-word: note
            exclude: [dumps/old]
            """)
        try folder.write("top/w.yml", warningScreen)
        try folder.write("app/dumps/w.yml", warningScreen)
        try folder.write("app/dumps/old/w.yml", "not: [a dump")
        let result = try CommandRunner.run(["lint", "."], in: folder.url)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasSuffix(roleWord) }.map { $0.prefix(while: { $0 != "N" }) }
        XCTAssertEqual(lines, ["./app/dumps/w.yml:6:70: note: ", "./top/w.yml:6:70: error: "])
        XCTAssertEqual(result.stderr, "Linted 2 files (2 screens): 1 error, 0 warnings, 1 note\n")

        // From inside app/, the file is found upward as before, and the top file is not used.
        let inside = try CommandRunner.run(["lint", "dumps"], in: folder.url.appendingPathComponent("app"))
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertTrue(inside.stdout.contains("dumps/w.yml:6:70: note:"), inside.stdout)

        let forced = try CommandRunner.run(["lint", "--config", ".a11ylint.yml", "top", "app/dumps/w.yml"], in: folder.url)
        XCTAssertEqual(forced.stdout.split(separator: "\n").filter { $0.hasSuffix(roleWord) }.count, 2)
        XCTAssertEqual(forced.stderr, "Linted 2 files (2 screens): 2 errors, 0 warnings\n")

        let none = try CommandRunner.run(["lint", "--no-config", "--all-rules", "top", "app/dumps/w.yml"], in: folder.url)
        XCTAssertEqual(none.stderr, "Linted 2 files (2 screens): 0 errors, 2 warnings\n")
    }

    func testPrintConfigShowsTheEffectiveConfigurationAndItsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", "version: 1\n")
        try folder.write("app/.a11ylint.yml", """
            version: 1
            package: com.example.shop
            rules:
              name-no-role-word: {severity: note, allowed-words: [Tab]}
            overrides:
              - files: dumps/tablet/**
                rules: {control-name: off}
                density: 2
            exclude: [dumps/old]
            suppressions:
              - {rules: [control-name], identifier: promo, reason: "Checked with VoiceOver: it reads \\"Promo\\""}
              - {rules: ['*'], identifier: other, files: elsewhere/*, reason: not for this file}
            """)
        let result = try CommandRunner.run(["lint", "--print-config", "app/dumps/tablet/a.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "# The configuration for app/dumps/tablet/a.yml, from app/.a11ylint.yml")
        XCTAssertTrue(lines.contains("package: com.example.shop"), result.stdout)
        XCTAssertTrue(lines.contains("density: 2.0"), result.stdout)
        XCTAssertTrue(lines.contains("  control-name: off"), result.stdout)
        XCTAssertTrue(lines.contains("  name-no-role-word: {severity: note, allowed-words: [Tab]}"), result.stdout)
        XCTAssertTrue(lines.contains("  table-row-name: warning") || lines.contains { $0.hasPrefix("  table-row-name: ") }, result.stdout)
        XCTAssertTrue(lines.contains("    identifier: promo"), result.stdout)
        XCTAssertFalse(lines.contains("    identifier: other"), "a suppression for other files is left out")

        // What it prints reads back as a configuration that gives the same.
        try folder.write("printed/.a11ylint.yml", result.stdout)
        let again = try CommandRunner.run(["lint", "--print-config", "printed/a.yml"], in: folder.url)
        XCTAssertEqual(again.status, 0, again.stderr)
        let printedAgain = again.stdout.split(separator: "\n").map(String.init).dropFirst().filter { !$0.hasPrefix("  #") }
        XCTAssertEqual(printedAgain, lines.dropFirst().filter { !$0.hasPrefix("  #") })

        let excluded = try CommandRunner.run(["lint", "--print-config", "app/dumps/old/a.yml"], in: folder.url)
        XCTAssertTrue(excluded.stdout.contains("# app/dumps/old/a.yml is excluded (exclude: dumps/old)"), excluded.stdout)
        let top = try CommandRunner.run(["lint", "--print-config", "b.yml"], in: folder.url)
        XCTAssertTrue(top.stdout.hasPrefix("# The configuration for b.yml, from .a11ylint.yml\nversion: 1\nrules:\n"), top.stdout)
        let defaults = try CommandRunner.run(["lint", "--no-config", "--print-config", "b.yml"], in: folder.url)
        XCTAssertTrue(defaults.stdout.hasPrefix("# The configuration for b.yml: no configuration file applies, so the defaults\n"),
                      defaults.stdout)
    }

    func testEveryMistakeInAConfigurationIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", """
            version: 1
            rules:
              contrl-name: off
              name-no-role-word: loud
            exclud: [a]
            components:
              QuantityView: spinner
            suppressions:
              - {rules: [control-name], reason: legacy}
            """)
        try folder.write("app/.a11ylint.yml", "rules: {}\n")
        try folder.write("app/w.yml", warningScreen)
        let result = try CommandRunner.run(["lint", "."], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        let lines = result.stderr.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) }
        XCTAssertEqual(lines, [".a11ylint.yml:3:3:", ".a11ylint.yml:4:22:", ".a11ylint.yml:5:1:", ".a11ylint.yml:7:17:",
                               ".a11ylint.yml:9:5:", "app/.a11ylint.yml:1:1:"], result.stderr)
    }

    /// A folder named .a11ylint.yml has always been an error; a link by that name that
    /// leads nowhere, or round in a loop, was passed over as if there were no file, and
    /// the run went on with the defaults.
    func testAConfigurationLinkThatLeadsToNoFileIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/w.yml", warningScreen)
        let link = folder.url.appendingPathComponent("app/.a11ylint.yml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/a11ylint.yml")
        let dangling = try CommandRunner.run(["lint", "app"], in: folder.url)
        XCTAssertEqual(dangling.status, 2)
        XCTAssertEqual(dangling.stdout, "")
        XCTAssertEqual(dangling.stderr, "app/.a11ylint.yml:1:1: error: cannot read this file: it is a symbolic link to nothing\n")

        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ".a11ylint.yml")
        let loop = try CommandRunner.run(["lint", "app"], in: folder.url)
        XCTAssertEqual(loop.status, 2)
        XCTAssertTrue(loop.stderr.hasPrefix("app/.a11ylint.yml:1:1: error: cannot read this file: it is a symbolic link loop"),
                      loop.stderr)

        try FileManager.default.removeItem(atPath: link)
        try folder.write("app/shared/a11ylint.yml", "version: 1\nrules:\n  name-no-role-word: error\n")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared/a11ylint.yml")
        let followed = try CommandRunner.run(["lint", "app/w.yml"], in: folder.url)
        XCTAssertEqual(followed.status, 1, "a link to a file is read as the file: \(followed.stderr)")
        XCTAssertTrue(followed.stdout.contains("error: "), followed.stdout)
    }

    func testUnusedSuppressionsAreNotes() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", """
            version: 1
            suppressions:
              - rules: [name-no-role-word]
                nodePath: "**"
                reason: the design team chose the wording
              - rules: [control-name]
                identifier: promo
                reason: fixed long ago
            """)
        try folder.write("w.yml", warningScreen)
        let result = try CommandRunner.run(["lint", "--all-rules", "w.yml"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, """
            .a11ylint.yml:6:5: note: suppression matched no finding in this run: identifier promo [control-name]
            Linted 1 file (1 screen): 0 errors, 0 warnings, 1 suppressed

            """)
        let quiet = try CommandRunner.run(["lint", "--all-rules", "--quiet", "w.yml"], in: folder.url)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testANamedFileThatIsExcludedSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11ylint.yml", "version: 1\nexclude: [legacy/, generated.yml]\n")
        try folder.write("legacy/x.yml", warningScreen)
        try folder.write("generated.yml", warningScreen)
        let named = try CommandRunner.run(["lint", "legacy/x.yml", "generated.yml"], in: folder.url)
        XCTAssertEqual(named.status, 0)
        XCTAssertEqual(named.stderr, """
            note: legacy/x.yml is excluded by .a11ylint.yml (exclude: legacy/)
            note: generated.yml is excluded by .a11ylint.yml (exclude: generated.yml)
            Linted 0 files (0 screens): 0 errors, 0 warnings

            """)
        // A folder walk leaves them out without a word, as does a hook run.
        let walked = try CommandRunner.run(["lint", "."], in: folder.url)
        XCTAssertEqual(walked.stderr, "Linted 0 files (0 screens): 0 errors, 0 warnings\n")
        let hook = try CommandRunner.run(["lint", "--skip-non-dumps", "legacy/x.yml"], in: folder.url)
        XCTAssertEqual(hook.stderr, "Linted 0 files (0 screens): 0 errors, 0 warnings\n")
    }
}
