@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import Foundation
import XCTest

/// docs/rules is generated from Rules/; this fails when someone forgets `make docs`.
final class RuleDocsTests: XCTestCase {
    func testGeneratedDocsAreCurrent() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules")
        let rules = RuleCatalog.builtIn.rules
        for rule in rules {
            let file = folder.appendingPathComponent("\(rule.id).md")
            let onDisk = try? String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(onDisk, RuleDocumentation.markdown(rule), "docs/rules/\(rule.id).md is stale: run `make docs`")
        }
        XCTAssertEqual(try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8),
                       RuleDocumentation.index(rules), "docs/rules/README.md is stale: run `make docs`")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }
        XCTAssertEqual(files.sorted(), rules.map { "\($0.id).md" }.sorted(), "docs/rules has files of removed rules")
    }
}
