import Foundation
import XCTest

/// Every report format against a golden file, from one fixture folder with a
/// configuration, a suppression, findings of each severity and a broken file.
/// Run with UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change.
///
/// The binary runs on a small fixed catalog (Fixtures/catalog, named by a
/// variable only tests set), so adding or editing a rule in Rules/ changes no
/// golden file. The real catalog is checked elsewhere: every example runs
/// (RuleExamplesTests) and a real SARIF report is validated against the schema
/// (ReportCommandTests).
final class ReportGoldenTests: XCTestCase {
    static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Fixtures/reports")
    static let golden = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Golden")
    static let catalog = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Fixtures/catalog")
    static let testCatalog = ["A11YLINT_TEST_CATALOG": catalog.path]

    func testTheRunsUseTheTestCatalog() throws {
        let result = try CommandRunner.run(["rules"], environment: Self.testCatalog)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["control-name", "dump-unknown-key", "name-no-role-word", "table-row-role"])
    }

    func testText() throws {
        let result = try CommandRunner.run(["lint", "screens"], environment: Self.testCatalog, in: Self.fixture)
        XCTAssertEqual(result.status, 2, "the broken file makes the run exit 2")
        try assertGolden(result.stdout + "--- stderr ---\n" + result.stderr, "report.txt")
    }

    func testJSON() throws {
        try assertGolden(try render("json"), "report.json")
    }

    func testSARIF() throws {
        try assertGolden(try render("sarif"), "report.sarif")
    }

    func testTheSARIFGoldenMatchesTheSchema() throws {
        let schema = CommandRunner.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: schema.path), "../shared/schemas is not present")
        try XCTSkipUnless(ReportCommandTests.pythonHasJSONSchema(), "python3 with jsonschema is not installed")
        let golden = Self.golden.appendingPathComponent("report.sarif")
        XCTAssertEqual(try ReportCommandTests.schemaProblems(golden, schema: schema), "")
    }

    func testGitHub() throws {
        try assertGolden(try render("github"), "report.github.txt")
    }

    func testJUnit() throws {
        try assertGolden(try render("junit"), "report.junit.xml")
    }

    /// The report a format writes to standard output, with the machine's folder
    /// replaced so the golden file is the same everywhere.
    private func render(_ format: String) throws -> String {
        let result = try CommandRunner.run(["lint", "--format", format, "screens"], environment: Self.testCatalog,
                                           in: Self.fixture)
        XCTAssertEqual(result.status, 2)
        let folder = Self.fixture.standardizedFileURL.path
        return result.stdout.replacingOccurrences(of: folder, with: "/FIXTURE")
    }

    private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(name) differs; if the change is intended, run UPDATE_GOLDEN=1 make test",
                       file: file, line: line)
    }
}
