@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
import XCTest

/// Runs every example of every rule in the catalog: valid examples give no
/// finding of their rule, invalid ones give exactly the findings marked with ↓.
/// Invalid examples run again after a line of multibyte text, so positions
/// do not depend on byte offsets.
final class RuleExamplesTests: XCTestCase {
    func testEveryExampleOfEveryRule() throws {
        let linter = Linter(configuration: .everyRule())
        for rule in RuleCatalog.builtIn.rules {
            XCTAssertGreaterThanOrEqual(rule.validExamples.count, 2, "\(rule.file): needs two valid examples")
            XCTAssertGreaterThanOrEqual(rule.invalidExamples.count, 2, "\(rule.file): needs two invalid examples")
            for example in rule.validExamples {
                let (text, marks) = example.stripped
                XCTAssertEqual(marks, [], "\(rule.file):\(example.mark): a valid example has no markers")
                let found = findings(of: rule.id, in: text, linter: linter)
                XCTAssertEqual(found.map(\.description), [],
                               "\(rule.file):\(example.mark): valid example gives findings")
            }
            for example in rule.invalidExamples {
                let (text, marks) = example.stripped
                XCTAssertFalse(marks.isEmpty, "\(rule.file):\(example.mark): an invalid example marks its findings with ↓")
                let found = findings(of: rule.id, in: text, linter: linter)
                XCTAssertEqual(found.map(\.mark), marks.sorted(),
                               "\(rule.file):\(example.mark): findings \(found.map(\.description))")
                // A rule whose findings differ in weight says so in the example: `# severity: error`.
                let severity = example.text.split(separator: "\n").lazy
                    .compactMap { $0.trimmingCharacters(in: .whitespaces).split(separator: ":").map(String.init) }
                    .first { $0.count == 2 && $0[0] == "# severity" }
                    .flatMap { Severity(rawValue: $0[1].trimmingCharacters(in: .whitespaces)) } ?? rule.severity
                XCTAssertTrue(found.allSatisfy { $0.severity == severity },
                              "\(rule.file):\(example.mark): findings should be \(severity.rawValue)")
            }
        }
    }

    func testInvalidExamplesAfterAMultibyteLine() throws {
        let linter = Linter(configuration: .everyRule())
        for rule in RuleCatalog.builtIn.rules {
            for example in rule.invalidExamples {
                let (text, marks) = example.stripped
                let shifted = "screen: \"Größe 😀 – Übersicht\"\n" + text
                let found = findings(of: rule.id, in: shifted, linter: linter)
                XCTAssertEqual(found.map(\.mark), marks.sorted().map { Mark(line: $0.line + 1, column: $0.column) },
                               "\(rule.file):\(example.mark)")
            }
        }
    }

    func testEveryRuleInCodeHasACatalogFileAndEveryFileARule() {
        let catalogIDs = RuleCatalog.builtIn.rules.map(\.id).sorted()
        XCTAssertEqual(RuleRegistry.allIDs, catalogIDs, "run `make generate`")
        XCTAssertEqual(Set(RuleRegistry.rules.map(\.id)).count, RuleRegistry.rules.count, "ids are unique")
        // The registry lists the dump-* rules by convention; the loader names them in its own code.
        XCTAssertEqual(RuleRegistry.loaderRuleIDs.sorted(),
                       [DumpProblem.invalidValueRule, DumpProblem.missingClassRule, DumpProblem.unknownKeyRule].sorted())
    }

    private func findings(of id: String, in text: String, linter: Linter) -> [Finding] {
        let loaded = DumpLoader().load(bytes: Array(text.utf8), path: "example.yml")
        XCTAssertEqual(loaded.errors, [], "example does not load: \(loaded.errors)\n\(text)")
        let dumpFindings = loaded.findings.filter { $0.ruleID == id }
        let ruleFindings = loaded.screens.flatMap { linter.check($0) }.filter { $0.ruleID == id }
        if !id.hasPrefix("dump-") {
            XCTAssertEqual(loaded.findings.map(\.description), [], "example of \(id) has dump problems")
        }
        return (dumpFindings + ruleFindings).sorted(by: Finding.precedes)
    }
}
