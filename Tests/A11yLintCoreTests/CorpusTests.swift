@testable import A11yLintCore
import XCTest

/// Real dumps from public repositories (../shared/corpus, listed in MANIFEST.tsv).
/// Skipped when the corpus is not beside the project.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Formats this version reads; Maestro hierarchies and Appium's universal XML are not read yet.
    static let readable: Set<String> = ["uiautomator-xml", "appium-android-xml", "appium-ios-xml"]

    func testEveryXMLDumpLoadsAndLints() throws {
        let manifest = Self.corpus.appendingPathComponent("MANIFEST.tsv")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: manifest.path), "../shared/corpus is not present")
        let rows = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        var linted = 0
        for row in rows where row.count > 4 && Self.readable.contains(row[4]) {
            let path = Self.corpus.appendingPathComponent(row[0]).path
            let result = linter.lint(Input(path: path, source: .file(path)))
            if row[0].contains("malformed") {
                XCTAssertEqual(result.errors.map(\.problem), [.quotedXML], row[0])
                XCTAssertEqual(result.errors.first?.mark, Mark(line: 1, column: 1), row[0])
            } else {
                XCTAssertEqual(result.errors.map(\.description), [], row[0])
                XCTAssertEqual(result.screenCount, 1, row[0])
            }
            linted += 1
        }
        XCTAssertGreaterThanOrEqual(linted, 14)
    }

    func testLocalizedPageIndicesAreUnderstood() throws {
        let vivo = Self.corpus.appendingPathComponent("and-vivo-launcher-page-indicator-zh.xml").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: vivo), "../shared/corpus is not present")
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        for name in ["and-vivo-launcher-page-indicator-zh.xml", "ios-sioeye-home-pageindicator-zh.xml"] {
            let path = Self.corpus.appendingPathComponent(name).path
            let findings = linter.lint(Input(path: path, source: .file(path))).findings
            XCTAssertFalse(findings.contains { $0.ruleID == "page-control-index" }, "\(name): \(findings.map(\.description))")
        }
    }
}
