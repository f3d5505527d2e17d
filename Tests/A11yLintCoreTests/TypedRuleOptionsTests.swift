@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Rules read their options as the structs `make generate` writes from the
/// catalog: the catalog's defaults, with the configuration's choices on top.
final class TypedRuleOptionsTests: XCTestCase {
    private func options(of id: String, setting: Configuration.RuleSetting? = nil) throws -> RuleOptions {
        let plan = RulePlan(catalog: .builtIn, settings: setting.map { [id: $0] } ?? [:])
        return try XCTUnwrap(plan.entries[id]).options
    }

    func testDefaultsComeFromTheCatalog() throws {
        XCTAssertEqual(TableRowSingleActionRule.Options(try options(of: "table-row-single-action")).maxActions, 1)
        XCTAssertEqual(NameNoRoleWordRule.Options(try options(of: "name-no-role-word")).allowedWords, [])
        // The struct's own defaults are the catalog's, so an empty set of values gives the same options.
        XCTAssertEqual(TableRowSingleActionRule.Options(RuleOptions()),
                       TableRowSingleActionRule.Options(try options(of: "table-row-single-action")))
    }

    func testTheConfigurationsChoicesWin() throws {
        let rows = try options(of: "table-row-single-action",
                               setting: .init(options: ["max-actions": .integer(3)]))
        XCTAssertEqual(TableRowSingleActionRule.Options(rows), .init(maxActions: 3))
        let names = try options(of: "name-no-role-word", setting: .init(options: ["allowed-words": .strings(["Tab"])]))
        XCTAssertEqual(NameNoRoleWordRule.Options(names).allowedWords, ["Tab"])
    }

    func testEveryRuleTypeHasTheIdOfItsCatalogFile() {
        // Rule types get their id from the generated code; the registry lists each type once.
        XCTAssertEqual(RuleRegistry.rules.map(\.id), RuleRegistry.rules.map { type(of: $0).id })
        XCTAssertEqual(StepperValueRule.id, "stepper-value")
        XCTAssertEqual(RuleRegistry.rules.map(\.id),
                       RuleCatalog.builtIn.rules.map(\.id).filter { !RuleRegistry.loaderRuleIDs.contains($0) })
    }
}
