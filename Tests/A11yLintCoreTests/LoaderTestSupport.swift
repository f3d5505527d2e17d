@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Loads YAML text as a dump named `test.yml`.
func load(_ yaml: String, limits: LoadLimits = LoadLimits()) -> LoadResult {
    DumpLoader(limits: limits).load(bytes: Array(yaml.utf8), path: "test.yml")
}

/// The findings as `line:col rule` strings, sorted, for compact assertions.
func positions(_ findings: [Finding]) -> [String] {
    findings.sorted(by: Finding.precedes).map { "\($0.mark) \($0.ruleID)" }
}

/// The single input error of a result, failing the test when there is not exactly one.
func onlyError(_ result: LoadResult, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
    XCTAssertEqual(result.errors.count, 1, "errors: \(result.errors)", file: file, line: line)
    return result.errors.first
}
