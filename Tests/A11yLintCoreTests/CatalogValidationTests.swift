@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// The catalog is checked when it loads; each problem is a positioned error.
final class CatalogValidationTests: XCTestCase {
    private let valid = """
    id: sample-rule
    title: Sample
    summary: A sample rule
    severity: warning
    platforms: [ios]
    aspect: name
    wcag: ["4.1.2"]
    rationale: Why.
    examples:
      valid: ["platform: ios"]
      invalid: ["platform: ios"]
    """

    func testAValidFileLoads() throws {
        let catalog = try RuleCatalog(files: [("sample-rule.yml", valid)])
        XCTAssertEqual(catalog.rules.map(\.pascalName), ["SampleRule"])
    }

    func testErrors() {
        let cases: [(String, String, String)] = [
            ("other.yml", valid, "other.yml:1:5: error: the rule's id 'sample-rule' does not match its file name 'other.yml'"),
            ("sample-rule.yml", valid.replacingOccurrences(of: "severity: warning", with: "severity: fatal"),
             "sample-rule.yml:4:11: error: 'severity' must be error, warning or note"),
            ("sample-rule.yml", valid.replacingOccurrences(of: "title: Sample\n", with: ""),
             "sample-rule.yml:1:1: error: the rule has no 'title'"),
            ("sample-rule.yml", valid.replacingOccurrences(of: "  invalid: [\"platform: ios\"]", with: "  invalid: []"),
             "sample-rule.yml:10:3: error: the rule needs at least one invalid example"),
            ("sample-rule.yml", valid.replacingOccurrences(of: "[\"4.1.2\"]", with: "[4.1]"),
             "sample-rule.yml:7:8: error: 'wcag' must be a list of success criteria such as 4.1.2"),
            ("sample-rule.yml", valid + "\ntitle: Again\n",
             "sample-rule.yml:12:1: error: duplicate key 'title'; it is already defined at line 2, column 1"),
        ]
        for (name, text, expected) in cases {
            XCTAssertThrowsError(try RuleCatalog(files: [(name, text)])) { error in
                XCTAssertEqual((error as? RuleCatalogError)?.description, expected)
            }
        }
    }

    func testDuplicateIDsAcrossFiles() {
        XCTAssertThrowsError(try RuleCatalog(files: [("sample-rule.yml", valid), ("sample-rule.yml", valid)])) { error in
            XCTAssertEqual((error as? RuleCatalogError)?.message, "the id 'sample-rule' is already used by sample-rule.yml")
        }
    }
}
