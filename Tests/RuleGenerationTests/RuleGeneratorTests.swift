import A11yCatalog
@testable import RuleGeneration
import XCTest

/// What the generator writes for small catalogs: names by convention, typed
/// options with the catalog's defaults, loader rules kept apart, and its errors.
final class RuleGeneratorTests: XCTestCase {
    private func rule(_ id: String, extra: String = "") -> (name: String, text: String) {
        ("\(id).yml", """
        id: \(id)
        title: Sample
        summary: A sample rule
        severity: warning
        platforms: [ios]
        aspect: name
        wcag: ["4.1.2"]
        rationale: Why.
        \(extra)examples:
          valid: ["platform: ios"]
          invalid: ["platform: ios"]
        """)
    }

    private let readme = "# Tool\n\n<!-- BEGIN RULE TABLE: written by `make generate` from Rules/*.yml -->\nold\n"
        + "<!-- END RULE TABLE -->\n\nMore text.\n"

    private func generated(_ files: [(name: String, text: String)]) throws -> [String: String] {
        let output = try RuleGenerator.files(ruleFiles: files, readme: readme)
        return Dictionary(uniqueKeysWithValues: output.map { ($0.path, $0.text) })
    }

    func testTypesAndOptionsFollowTheNamingConvention() throws {
        let options = """
        options:
          - {name: max-stops, type: integer, minimum: 1, default: 3, summary: How many.}
          - {name: ignore-hidden, type: boolean, default: true, summary: "Whether hidden nodes count.\\nAlways."}
          - {name: words, type: strings, default: ["Tab", "say \\"hi\\""], summary: Words.}

        """
        let files = try generated([rule("switch-state-name", extra: options), rule("plain-check")])
        let types = try XCTUnwrap(files["Sources/A11yRules/Generated/Rules+Catalog.swift"])
        XCTAssertTrue(types.contains("""
            extension PlainCheckRule {
                static let id = "plain-check"
                typealias Options = NoOptions
            }
            """), types)
        XCTAssertTrue(types.contains("""
            extension SwitchStateNameRule {
                static let id = "switch-state-name"

                /// The options of switch-state-name, as Rules/switch-state-name.yml declares them.
                struct Options: TypedRuleOptions, Equatable {
                    /// How many.
                    var maxStops: Int
                    /// Whether hidden nodes count. Always.
                    var ignoreHidden: Bool
                    /// Words.
                    var words: [String]

                    init(maxStops: Int = 3, ignoreHidden: Bool = true, words: [String] = ["Tab", "say \\"hi\\""]) {
            """), types)
        XCTAssertTrue(types.contains("""
                        if case .integer(let value)? = options.values["max-stops"] { maxStops = value }
                        if case .boolean(let value)? = options.values["ignore-hidden"] { ignoreHidden = value }
                        if case .strings(let value)? = options.values["words"] { words = value }
            """), types)
        let registry = try XCTUnwrap(files["Sources/A11yRules/Generated/RuleRegistry.swift"])
        XCTAssertTrue(registry.contains("        PlainCheckRule(),\n        SwitchStateNameRule(),\n    ]"), registry)
    }

    func testARuleNamesItsComponentOnce() throws {
        let files = try generated([rule("switch-state", extra: "component: toggle-switch\n")])
        let types = try XCTUnwrap(files["Sources/A11yRules/Generated/Rules+Catalog.swift"])
        XCTAssertTrue(types.contains("""
            extension SwitchStateRule {
                static let id = "switch-state"
                /// The component the rule judges.
                static let component = ToggleSwitch.self
            """), types)
    }

    func testLoaderRulesHaveNoType() throws {
        let files = try generated([rule("dump-odd-key"), rule("plain-check")])
        let registry = try XCTUnwrap(files["Sources/A11yRules/Generated/RuleRegistry.swift"])
        XCTAssertTrue(registry.contains("    public static let rules: [any Rule] = [\n        PlainCheckRule(),\n    ]"))
        XCTAssertTrue(registry.contains("    public static let loaderRuleIDs = [\n        \"dump-odd-key\",\n    ]"))
        XCTAssertFalse(try XCTUnwrap(files["Sources/A11yRules/Generated/Rules+Catalog.swift"]).contains("DumpOddKey"))
        XCTAssertNotNil(files["docs/rules/dump-odd-key.md"], "loader rules have docs like any rule")
    }

    func testTheReadmeTableIsReplacedBetweenItsMarkers() throws {
        let files = try generated([rule("plain-check")])
        XCTAssertEqual(files["README.md"], """
            # Tool

            <!-- BEGIN RULE TABLE: written by `make generate` from Rules/*.yml -->
            | rule | severity | component | what it checks |
            |---|---|---|---|
            | [`plain-check`](docs/rules/plain-check.md) | warning | any | A sample rule. |
            <!-- END RULE TABLE -->

            More text.

            """)
        XCTAssertThrowsError(try RuleGenerator.files(ruleFiles: [rule("plain-check")], readme: "# Tool\n")) { error in
            XCTAssertEqual(error as? RuleGenerationError, .missingTableMarkers(file: "README.md"))
        }
    }

    func testEmbeddedFilesKeepTheirTextWhateverItHolds() throws {
        let tricky = rule("plain-check", extra: "notes: 'a \"\"\"# and a \\\\#( in the text'\n")
        let files = try generated([tricky])
        let embedded = try XCTUnwrap(files["Sources/A11yRules/Generated/EmbeddedRules.swift"])
        XCTAssertTrue(embedded.contains("(\"plain-check.yml\", ##\"\"\"\n"), embedded)
        XCTAssertTrue(embedded.contains("\n\"\"\"##),\n"), embedded)
        XCTAssertEqual(EmbeddedCatalogSource.rawStringHashes(for: "plain text"), 1)
    }

    func testNamesThatMakeNoSwiftNameAreErrors() {
        let bad = "options:\n  - {name: Max_Stops, type: integer, default: 1, summary: How many.}\n"
        XCTAssertThrowsError(try RuleGenerator.files(ruleFiles: [rule("plain-check", extra: bad)], readme: readme)) { error in
            XCTAssertEqual((error as? RuleGenerationError)?.description,
                           "Rules/plain-check.yml: error: 'Max_Stops' must be lowercase words joined by hyphens "
                           + "(such as max-actions), so that it makes a Swift name")
        }
        XCTAssertThrowsError(try RuleGenerator.files(ruleFiles: [("x.yml", "id: y\n")], readme: readme)) { error in
            guard case .catalog(let inner)? = error as? RuleGenerationError else { return XCTFail("\(error)") }
            XCTAssertEqual(inner.file, "x.yml")
            XCTAssertEqual((error as? RuleGenerationError)?.description,
                           "Rules/x.yml:1:5: error: the rule's id 'y' does not match its file name 'x.yml'")
        }
    }
}
