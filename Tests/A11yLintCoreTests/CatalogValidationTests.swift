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

    /// An opt-in rule runs only where a configuration turns it on; its facts are listed.
    func testAnOptInRuleIsOffUntilTurnedOn() throws {
        let text = valid.replacingOccurrences(of: "severity: warning", with: "severity: warning\nopt-in: true\nfacts: [density]")
        let catalog = try RuleCatalog(files: [("sample-rule.yml", text)])
        XCTAssertEqual(catalog.rules.first?.optIn, true)
        XCTAssertEqual(catalog.rules.first?.facts, [.density])
        XCTAssertNil(RulePlan(catalog: catalog).run("sample-rule"))
        XCTAssertNotNil(RulePlan(catalog: catalog, settings: ["sample-rule": .init(enabled: true)]).run("sample-rule"))
        XCTAssertTrue(RuleDocumentation.markdown(catalog.rules[0]).contains("| On by default | no: opt-in"))
        XCTAssertNotNil(RulePlan(catalog: try RuleCatalog(files: [("sample-rule.yml", valid)])).run("sample-rule"))
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
            ("sample-rule.yml", valid.replacingOccurrences(of: "severity: warning", with: "severity: warning\nopt-in: maybe"),
             "sample-rule.yml:5:9: error: 'opt-in' must be true or false"),
            ("sample-rule.yml", valid.replacingOccurrences(of: "severity: warning", with: "severity: warning\nfacts: [density, luck]"),
             "sample-rule.yml:5:18: error: 'facts' must be a list of density, drawing-order, colours, action-target, headings, custom-actions"),
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
