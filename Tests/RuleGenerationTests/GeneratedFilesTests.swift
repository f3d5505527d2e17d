import Foundation
import RuleGeneration
import XCTest

/// Everything `make generate` writes is committed; this fails when any of it is
/// stale: the embedded catalog, the registry, the rule types' ids and options,
/// docs/rules and README's rule table.
final class GeneratedFilesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testGeneratedFilesAreCurrent() throws {
        let generated = try RuleGenerator.files(ruleFiles: try Self.ruleFiles(), readme: try Self.read("README.md"))
        XCTAssertGreaterThan(generated.count, 6)
        for file in generated {
            XCTAssertEqual(try? Self.read(file.path), file.text, "\(file.path) is stale: run `make generate`")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs/rules").path)
            .map { "docs/rules/\($0)" }
        XCTAssertEqual(Set(pages), Set(generated.map(\.path).filter { $0.hasPrefix("docs/rules/") }),
                       "docs/rules has pages of removed rules: run `make generate`")
    }

    static func ruleFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Rules").path)
        return try names.filter { $0.hasSuffix(".yml") }.sorted().map { (name: $0, text: try read("Rules/" + $0)) }
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
