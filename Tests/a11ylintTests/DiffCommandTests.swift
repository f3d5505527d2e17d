import Foundation
import XCTest

/// `a11ylint diff`: what it prints, its exit codes, its errors and snapshots.
final class DiffCommandTests: XCTestCase {
    private var cart: String {
        get throws { try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("samples/ios/cart-clean.yml"), encoding: .utf8) }
    }

    /// A folder with old/ and new/, each holding cart.yml: new/ edited by `edit`.
    private func pair(_ edit: (String) -> String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let text = try cart
        try folder.write("old/cart.yml", text)
        try folder.write("new/cart.yml", edit(text))
        return folder
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CommandResult {
        try CommandRunner.run(["diff"] + arguments, in: folder.url)
    }

    func testARelabelledButtonPrintsAsAUnifiedDiffAndExitsOne() throws {
        let folder = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Checkout") }
        let result = try run(["old", "new"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, """
            --- old/cart.yml: 'Cart' (ios, 10 stops)
            +++ new/cart.yml: 'Cart' (ios, 10 stops)
            @@ 1 changed @@
            - 10. "Check out, button"
            + 10. "Checkout, button"
                name: "Check out" → "Checkout"

            """)
        XCTAssertEqual(result.stderr, "1 screen changed, 0 added, 0 removed, 0 the same; "
                       + "stops: 0 added, 0 removed, 1 changed, 0 moved\n")
    }

    func testTheSameScreensPrintNothingAndExitZero() throws {
        let folder = try pair { $0 }
        let result = try run(["old/cart.yml", "new/cart.yml"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    /// A file that cannot be read is an error with its position; the other files are still compared.
    func testAnUnreadableFileExitsTwoAndTheOthersAreStillCompared() throws {
        let folder = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Pay") }
        try folder.write("old/broken.yml", "platform: ios\nroot: [\n")
        try folder.write("new/broken.yml", "platform: ios\nroot: [\n")
        let result = try run(["old", "new"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("old/broken.yml:3:1: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("new/broken.yml:3:1: error: "), result.stderr)
        XCTAssertTrue(result.stdout.contains("+ 10. \"Pay, button\""), result.stdout)
    }

    func testFilesOnlyOneSideHasAreAddedOrRemoved() throws {
        let folder = try pair { $0 }
        try folder.write("old/gone.yml", try cart.replacingOccurrences(of: "screen: Cart", with: "screen: Basket"))
        try folder.write("new/sub/fresh.yml", "platform: android\nscreen: Fresh\nroot:\n  class: android.widget.Button\n  text: Go\n  clickable: true\n")
        let result = try run(["old", "new", "--format", "json"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(document["screens"] as? [[String: Any]])
        // In the order of the paths files pair by: cart.yml, gone.yml, sub/fresh.yml.
        XCTAssertEqual(screens.map { $0["status"] as? String }, ["unchanged", "removed", "added"])
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary["screensAdded"], 1)
        XCTAssertEqual(summary["screensRemoved"], 1)
        XCTAssertEqual(summary["stopsAdded"], 1)
        XCTAssertEqual(summary["stopsRemoved"], 10)
    }

    /// A renamed file pairs with its old self by what its screen holds.
    func testARenamedFilePairsByItsStops() throws {
        let folder = try TemporaryFolder()
        try folder.write("old/cart.yml", try cart)
        try folder.write("new/basket.yml", try cart.replacingOccurrences(of: "title: Check out", with: "title: Pay"))
        let result = try run(["old", "new"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("--- old/cart.yml: 'Cart' (ios, 10 stops)\n+++ new/basket.yml: 'Cart' (ios, 10 stops)\n@@ 1 changed @@\n"),
                      result.stdout)
    }

    func testFailOnRemovedNameIgnoresOtherChanges() throws {
        let relabelled = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Pay") }
        XCTAssertEqual(try run(["old", "new", "--fail-on", "removed-name"], in: relabelled).status, 0)
        let unnamed = try pair { $0.replacingOccurrences(of: "      title: Check out\n", with: "") }
        let result = try run(["old", "new", "--fail-on", "removed-name"], in: unnamed)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("    name: \"Check out\" → \"\""), result.stdout)
    }

    /// The stepper that stops saying its count has lost a state.
    func testFailOnLostState() throws {
        let folder = try pair { $0.replacingOccurrences(of: "          value: 3\n", with: "") }
        let result = try run(["old", "new", "--fail-on", "lost-state,removed-name"], in: folder)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("    value: \"3\" → \"\""), result.stdout)
        XCTAssertEqual(try run(["old", "new", "--fail-on", "removed-name"], in: folder).status, 0)
    }

    func testLintListsNewAndFixedFindingsAndFailsOnNewErrors() throws {
        let folder = try pair { $0.replacingOccurrences(of: "      title: Check out\n", with: "") }
        let result = try run(["old", "new", "--lint", "--no-config", "--fail-on", "finding:error"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("+ finding new: "), result.stdout)
        XCTAssertTrue(result.stderr.contains("findings: "), result.stderr)
        // The other way round, the finding is fixed, and nothing new fails the run.
        let back = try run(["new", "old", "--lint", "--no-config", "--fail-on", "finding:error"], in: folder)
        XCTAssertEqual(back.status, 0, back.stderr)
        XCTAssertTrue(back.stdout.contains("- finding fixed: "), back.stdout)
    }

    func testUsageErrors() throws {
        let folder = try pair { $0 }
        let unknown = try run(["old", "new", "--fail-on", "removed-names"], in: folder)
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("'removed-names' is not one of any, removed-name"), unknown.stderr)
        let withoutLint = try run(["old", "new", "--fail-on", "finding:error"], in: folder)
        XCTAssertEqual(withoutLint.status, 64)
        XCTAssertTrue(withoutLint.stderr.contains("needs --lint"), withoutLint.stderr)
        XCTAssertEqual(try run(["old", "new", "--write"], in: folder).status, 64, "--write needs OLD to be a file")
    }

    /// The golden-file workflow: announce writes a snapshot, diff compares captures
    /// with it, and --write accepts the changes.
    func testSnapshotWorkflow() throws {
        let folder = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Checkout") }
        let announced = try CommandRunner.run(["announce", "--format", "json", "old"], in: folder.url)
        XCTAssertEqual(announced.status, 0)
        try folder.write("golden.json", announced.stdout)

        let compared = try run(["golden.json", "new"], in: folder)
        XCTAssertEqual(compared.status, 1, compared.stderr)
        XCTAssertTrue(compared.stdout.hasPrefix("--- old/cart.yml: 'Cart' (ios, 10 stops)\n+++ new/cart.yml:"), compared.stdout)
        XCTAssertTrue(compared.stdout.contains("+ 10. \"Checkout, button\""), compared.stdout)
        XCTAssertEqual(try run(["golden.json", "old"], in: folder).status, 0, "the snapshot says what its dumps say")

        let written = try run(["golden.json", "new", "--write"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.contains("Wrote NEW's snapshot to golden.json."), written.stderr)
        let fresh = try CommandRunner.run(["announce", "--format", "json", "new"], in: folder.url)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("golden.json"), encoding: .utf8), fresh.stdout,
                       "--write stores what announce --format json prints")
        XCTAssertEqual(try run(["golden.json", "new"], in: folder).status, 0)

        // A first snapshot: OLD does not exist yet.
        let first = try run(["first.json", "new", "--write"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(try run(["first.json", "new"], in: folder).status, 0)
    }

    func testABrokenSnapshotIsAnInputError() throws {
        let folder = try pair { $0 }
        try folder.write("golden.json", ##"{"errors": [], "screens": [{"path": "a.yml", "screen": "#1", "platform": "ios", "stops": [{"name": "x"}]}]}"##)
        let result = try run(["golden.json", "new"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("golden.json:1:1: error: this announcement snapshot cannot be read: "
                                             + "screens[0].stops[0] has no 'identity'"), result.stderr)
        let lint = try run(["--lint", "old", "golden.json"], in: folder)
        XCTAssertEqual(lint.status, 2)
    }

    func testMarkdownHasASummaryTableAndASectionPerScreen() throws {
        let folder = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Checkout") }
        let result = try run(["old", "new", "--format", "markdown"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("| Screen | Stops | Added | Removed | Changed | Moved |\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("| <code>new/cart.yml</code> 'Cart' | 10 → 10 | 0 | 0 | 1 | 0 |\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("<details><summary><code>new/cart.yml</code> 'Cart': 1 changed</summary>\n\n```diff\n"
                                             + "- 10. \"Check out, button\"\n+ 10. \"Checkout, button\"\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Cut to fit"))
    }

    /// The HTML page goes to --output, draws both sides, and exits as the other formats do.
    func testHTMLPageIsWrittenWithBothSides() throws {
        let folder = try pair { $0.replacingOccurrences(of: "title: Check out", with: "title: Checkout") }
        let result = try run(["old", "new", "--format", "html", "--output", "diff.html"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let page = try String(contentsOf: folder.url.appendingPathComponent("diff.html"), encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("id=\"s1-o\"") && page.contains("id=\"s1-n\""), "OLD's side and NEW's")
        XCTAssertTrue(page.contains("name: <del><q>Check out</q></del> → <ins><q>Checkout</q></ins>"), page)
        // The sample's window has a frame: both sides carry it, for their maps.
        XCTAssertEqual(page.components(separatedBy: "\"fr\":[0,0,390,844]").count - 1, 2)
        let same = try run(["old", "old", "--format", "html"], in: folder)
        XCTAssertEqual(same.status, 0)
        XCTAssertTrue(same.stdout.contains("No screen differs"), same.stdout)
    }

    /// The JSON of every kind of difference, and of an input error, against docs/diff-report.schema.json.
    func testJSONMatchesItsSchema() throws {
        try XCTSkipUnless(ReportCommandTests.pythonHasJSONSchema(), "python3 with jsonschema is not installed")
        let schema = CommandRunner.packageRoot.appendingPathComponent("docs/diff-report.schema.json")
        let folder = try pair {
            $0.replacingOccurrences(of: "title: Check out", with: "title: Pay")
                .replacingOccurrences(of: "          value: 3\n", with: "")
                .replacingOccurrences(of: "          accessibilityLabel: \"Express delivery\"\n", with: "")
        }
        try folder.write("old/gone.yml", try cart.replacingOccurrences(of: "screen: Cart", with: "screen: Basket"))
        try folder.write("new/fresh.yml", "platform: android\nscreen: Fresh\nroot:\n  class: android.widget.Button\n  text: Go\n  clickable: true\n")
        try folder.write("new/broken.yml", "platform: ios\nroot: [\n")
        try folder.write("old/same.yml", try cart.replacingOccurrences(of: "screen: Cart", with: "screen: Same"))
        try folder.write("new/same.yml", try cart.replacingOccurrences(of: "screen: Cart", with: "screen: Same"))
        let result = try run(["old", "new", "--lint", "--no-config", "--format", "json", "--output", "diff.json"], in: folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        let document = folder.url.appendingPathComponent("diff.json")
        let text = try String(contentsOf: document, encoding: .utf8)
        for kind in ["\"added\"", "\"removed\"", "\"changed\"", "\"new\"", "\"unchanged\""] {
            XCTAssertTrue(text.contains(kind), "the document shows \(kind)")
        }
        XCTAssertEqual(try ReportCommandTests.schemaProblems(document, schema: schema), "")
    }
}
