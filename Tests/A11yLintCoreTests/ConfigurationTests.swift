@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Reading `.a11ylint.yml` and what it changes in a run.
final class ConfigurationTests: XCTestCase {
    /// Throws the first mistake, for tests about one mistake at a time.
    private func parse(_ text: String) throws -> Configuration {
        do {
            return try ConfigurationReader().parse(Array(text.utf8), path: ".a11ylint.yml", directory: "/project")
        } catch {
            throw error.errors[0]
        }
    }

    private func linter(_ config: String) throws -> Linter {
        Linter(configuration: try parse(config), workingDirectory: "/project")
    }

    private func lint(_ linter: Linter, _ yaml: String, path: String = "screens/a.yml") -> FileResult {
        linter.lint(Input(path: path, source: .bytes(Array(yaml.utf8))))
    }

    let rowWithTwoActions = """
        platform: ios
        root:
          class: UITableView
          children:
            - class: UITableViewCell
              accessibilityLabel: Phone case
              accessibilityTraits: [button]
              children:
                - {class: UILabel, text: Phone case}
                - {class: UIButton, title: Remove}
        """

    func testAllowedWordsMayRepeatTheRole() throws {
        let screen = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIButton, accessibilityLabel: Tab Button bar, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: Terms link, accessibilityTraits: [button, link]}
            """
        func repeated(_ config: String) throws -> [String] {
            lint(try linter(config), screen).findings.filter { $0.ruleID == "name-no-role-word" }.map(\.message)
        }
        XCTAssertEqual(try repeated("version: 1\n").count, 2, "on by default")
        XCTAssertEqual(try repeated("version: 1\nrules:\n  name-no-role-word: off\n").count, 0)
        let allowed = try repeated("version: 1\nrules:\n  name-no-role-word: {allowed-words: [BUTTON]}\n")
        XCTAssertEqual(allowed.count, 1, "allowed words ignore case")
        XCTAssertTrue(allowed[0].contains("repeats the role 'link'"), "\(allowed)")
    }

    func testGlobsFollowGitignoreHabits() {
        XCTAssertTrue(Glob("*.yml").matches("a/b/c.yml"), "no slash: any depth")
        XCTAssertTrue(Glob("legacy").matches("legacy/screens/a.yml"), "a folder match covers its files")
        XCTAssertTrue(Glob("legacy/**").matches("legacy/a.yml"))
        XCTAssertTrue(Glob("legacy/").matches("legacy/deep/a.yml"))
        XCTAssertTrue(Glob("**/gen/*.yaml").matches("app/gen/x.yaml"))
        XCTAssertTrue(Glob("**/gen/*.yaml").matches("gen/x.yaml"), "** takes zero folders too")
        XCTAssertTrue(Glob("./screens/?.yml").matches("screens/a.yml"))
        XCTAssertFalse(Glob("screens/*.yml").matches("screens/deep/a.yml"), "* stays in one folder")
        XCTAssertFalse(Glob("legacy/**").matches("new/legacy.yml"))
        XCTAssertTrue(Glob("**/UITableViewCell[2]", literalBrackets: true).matches("UIWindow/UITableView/UITableViewCell[2]"))
        XCTAssertFalse(Glob("**/UITableViewCell[2]", literalBrackets: true).matches("UIWindow/UITableView/UITableViewCell[1]"))
        XCTAssertTrue(Glob("UIWindow/*/UITableViewCell[*]", literalBrackets: true).matches("UIWindow/UITableView/UITableViewCell[7]"))
    }

    func testRuleSettingsOverridesAndOptionsAreRead() throws {
        let config = try parse("""
            version: 1
            rules:
              table-row-grouped: off
              label-in-name: error
              table-row-single-action: {severity: note, max-actions: 2}
            overrides:
              - files: legacy/**
                rules: {label-in-name: off, table-row-single-action: {max-actions: 3}}
              - files: legacy/keep/**
                rules: {label-in-name: warning}
            """)
        XCTAssertEqual(config.rules["table-row-grouped"], .init(enabled: false))
        XCTAssertEqual(config.rules["label-in-name"], .init(enabled: true, severity: .error))
        XCTAssertEqual(config.rules["table-row-single-action"], .init(enabled: true, severity: .note, options: ["max-actions": .integer(2)]))
        let legacy = config.ruleSettings(for: "legacy/a.yml")
        XCTAssertEqual(legacy["label-in-name"]?.enabled, false)
        XCTAssertEqual(legacy["table-row-single-action"], .init(enabled: true, severity: .note, options: ["max-actions": .integer(3)]),
                       "an override changes only what it names")
        let kept = config.ruleSettings(for: "legacy/keep/a.yml")
        XCTAssertEqual(kept["label-in-name"], .init(enabled: true, severity: .warning), "the last match wins")
        XCTAssertEqual(config.ruleSettings(for: "new/a.yml")["label-in-name"], .init(enabled: true, severity: .error))
    }

    func testARuleOptionChangesWhatTheRuleReports() throws {
        let strict = lint(try linter("version: 1\nrules:\n  table-row-single-action: on\n"), rowWithTwoActions)
        XCTAssertEqual(strict.findings.map(\.ruleID), ["table-row-single-action"])
        let relaxed = lint(try linter("version: 1\nrules:\n  table-row-single-action: {max-actions: 2}\n"), rowWithTwoActions)
        XCTAssertEqual(relaxed.findings.map(\.ruleID), [])
    }

    func testSeverityOverridesApplyToRulesAndDumpFindings() throws {
        let linter = try linter("version: 1\nrules:\n  table-row-single-action: warning\n  dump-unknown-key: off\n")
        let result = lint(linter, rowWithTwoActions + "\n  colour: red\n")
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.severity)" }, ["table-row-single-action warning"])
    }

    func testExcludeAndConfigurationFilesAreLeftOut() throws {
        let linter = try linter("version: 1\nexclude: [generated, '*.tmp.yml']\n")
        let inputs = ["screens/a.yml", "generated/b.yml", "screens/c.tmp.yml", "screens/.a11ylint.yml", "/elsewhere/d.yml"]
            .map { Input(path: $0, source: .bytes([])) }
        XCTAssertEqual(linter.included(inputs).map(\.path), ["screens/a.yml", "/elsewhere/d.yml"])
    }

    func testSuppressionsMatchByIdentifierResourceIdAndNodePath() throws {
        let config = try parse("""
            version: 1
            suppressions:
              - {rules: [control-name], identifier: close, reason: Covered by the escape gesture}
              - {rules: '*', resourceId: help, reason: Legacy icon, files: screens/**}
              - {rules: [table-row-single-action], nodePath: '**/UITableViewCell[1]', reason: Removed next sprint}
            """)
        func finding(_ rule: String, identifier: String? = nil, nodePath: String? = nil) -> Finding {
            Finding(ruleID: rule, severity: .error, message: "m", path: "screens/a.yml", mark: .start,
                    nodePath: nodePath, identifier: identifier)
        }
        XCTAssertEqual(config.suppression(for: finding("control-name", identifier: "close"), relativePath: "x.yml")?.reason,
                       "Covered by the escape gesture")
        XCTAssertNil(config.suppression(for: finding("label-in-name", identifier: "close"), relativePath: "x.yml"))
        XCTAssertNotNil(config.suppression(for: finding("label-in-name", identifier: "com.shop:id/help"), relativePath: "screens/a.yml"))
        XCTAssertNil(config.suppression(for: finding("label-in-name", identifier: "com.shop:id/help"), relativePath: "other/a.yml"))
        XCTAssertNil(config.suppression(for: finding("label-in-name", identifier: "com.shop:id/helpful"), relativePath: "screens/a.yml"))
        XCTAssertNotNil(config.suppression(for: finding("table-row-single-action", nodePath: "UIWindow/UITableView/UITableViewCell[1]"),
                                           relativePath: "x.yml"))
        XCTAssertNil(config.suppression(for: finding("table-row-single-action", nodePath: "UIWindow/UITableView/UITableViewCell[2]"),
                                        relativePath: "x.yml"))
    }

    /// `node:` names a node by its identity, which a sibling added before it does
    /// not change, and covers the nodes whose identity ends in it.
    func testSuppressionsMatchByNodeIdentity() throws {
        let config = try parse("""
            version: 1
            suppressions:
              - {rules: [control-name], node: 'ImageButton[2] in #toolbar', reason: Icon replaced in DESIGN-51}
              - {rules: [label-in-name], node: '#card', reason: Third-party card}
            """)
        func finding(_ rule: String, identity: String) -> Finding {
            Finding(ruleID: rule, severity: .error, message: "m", path: "a.yml", mark: .start, identity: identity)
        }
        XCTAssertNotNil(config.suppression(for: finding("control-name", identity: "ImageButton[2] in #toolbar"), relativePath: "a.yml"))
        XCTAssertNil(config.suppression(for: finding("control-name", identity: "ImageButton in #toolbar"), relativePath: "a.yml"))
        XCTAssertNil(config.suppression(for: finding("control-name", identity: "ImageButton[2] in #toolbar2"), relativePath: "a.yml"))
        XCTAssertNotNil(config.suppression(for: finding("label-in-name", identity: "#card"), relativePath: "a.yml"))
        XCTAssertNotNil(config.suppression(for: finding("label-in-name", identity: "TextView \"Promo\" in #card"), relativePath: "a.yml"))
        XCTAssertNil(config.suppression(for: finding("label-in-name", identity: "TextView \"Promo\" in #cards"), relativePath: "a.yml"))
    }

    func testSuppressedFindingsDoNotCountButStay() throws {
        let linter = try linter("""
            version: 1
            rules: {table-row-single-action: on}
            suppressions:
              - {rules: [table-row-single-action], nodePath: '**/UITableViewCell', reason: Tracked in SHOP-9}
            """)
        let report = LintReport(files: [lint(linter, rowWithTwoActions)])
        XCTAssertEqual(report.findings.map(\.status), [.suppressed(reason: "Tracked in SHOP-9")])
        XCTAssertEqual(report.count(of: .error), 0)
        XCTAssertEqual(report.suppressedCount, 1)
        XCTAssertEqual(report.exitStatus(failOn: .note), 0)
    }

    func testDensityIsReadGloballyAndPerFile() throws {
        let config = try parse("""
            version: 1
            density: 2.75
            overrides:
              - files: tablet/**
                density: 2
              - files: tablet/old/**
                rules: {label-in-name: off}
              - files: [tablet/old/**, ldpi/*.xml]
                density: 0.75
            """)
        XCTAssertEqual(config.density, 2.75)
        XCTAssertEqual(config.density(for: "phone/a.xml"), 2.75)
        XCTAssertEqual(config.density(for: "tablet/a.xml"), 2)
        XCTAssertEqual(config.density(for: "tablet/old/a.xml"), 0.75, "the last matching override that sets it wins")
        XCTAssertEqual(config.density(for: "ldpi/a.xml"), 0.75)
        XCTAssertEqual(config.density(for: nil), 2.75, "standard input gets the top-level value")
        XCTAssertEqual(config.ruleSettings(for: "tablet/old/a.xml")["label-in-name"]?.enabled, false, "rules in overrides still apply")
        XCTAssertNil(try parse("version: 1\n").density(for: "a.xml"))
        XCTAssertEqual(try parse("version: 1\ndensity: 3\n").density, 3, "a whole number")
        XCTAssertEqual(try parse("version: 1\noverrides:\n  - {files: a/**, density: 1.5}\n").density(for: "a/b.xml"), 1.5)
        XCTAssertNil(try parse("version: 1\noverrides:\n  - {files: a/**, density: 1.5}\n").density(for: "b.xml"))
    }

    func testDensityMustBePixelsPerDp() {
        let expected = "'density' must be a number of Android pixels per dp, above 0 and at most 10 (dots per inch / 160), such as 2.75"
        let cases: [(String, String)] = [
            ("version: 1\ndensity: 0\n", "2:10"),
            ("version: 1\ndensity: -2.75\n", "2:10"),
            ("version: 1\ndensity: 440\n", "2:10"),
            ("version: 1\ndensity: .nan\n", "2:10"),
            ("version: 1\ndensity: .inf\n", "2:10"),
            ("version: 1\ndensity: high\n", "2:10"),
            ("version: 1\ndensity: [2]\n", "2:10"),
            ("version: 1\noverrides:\n  - files: a\n    density: xxhdpi\n", "4:14"),
        ]
        for (text, position) in cases {
            XCTAssertThrowsError(try parse(text), text) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("\(error)") }
                XCTAssertEqual("\(error.mark.line):\(error.mark.column) \(error.message)", "\(position) \(expected)", text)
            }
        }
        XCTAssertEqual(try parse("version: 1\ndensity: 10\n").density, 10, "the bound itself is allowed")
    }

    func testErrorsCarryPositions() {
        let cases: [(String, String)] = [
            ("- a\n", "1:1 a configuration file must be a mapping of settings, found a list"),
            ("version: one\n", "1:10 unsupported configuration version 'one'; this a11ylint reads version 1"),
            ("version: 1\nrules:\n  table-row-single-action: {max-actions: two}\n", "3:42 option 'max-actions' of rule 'table-row-single-action' must be a whole number of at least 1"),
            ("version: 1\nrules:\n  name-no-role-word: {allowed-words: Tab}\n", "3:38 option 'allowed-words' of rule 'name-no-role-word' must be a list of texts"),
            ("version: 1\nrules:\n  table-row-name: {severity: fatal}\n", "3:30 'severity' must be off, error, warning or note"),
            ("version: 1\noverrides:\n  - rules: {}\n", "3:5 'files' must be given in every override"),
            ("version: 1\noverrides:\n  - files: a\n    rule: {}\n", "4:5 unknown key 'rule'; did you mean 'rules'?"),
            ("version: 1\ndensty: 3\n", "2:1 unknown key 'densty'; did you mean 'density'?"),
            ("version: 1\nsuppressions:\n  - {rules: [nope], identifier: x, reason: y}\n", "3:14 unknown rule 'nope'; 'a11ylint rules' lists them"),
            // "Did you mean": a rule id a few edits away, or the one rule whose id holds every word given;
            // an option of the rule, a component name.
            ("version: 1\nsuppressions:\n  - {rules: [controlName], identifier: x, reason: y}\n",
             "3:14 unknown rule 'controlName'; did you mean 'control-name'?"),
            ("version: 1\nrules:\n  contrast: off\n", "3:3 unknown rule 'contrast'; did you mean 'text-contrast'?"),
            ("version: 1\nrules:\n  touch-target-size: {min-size-io: 30}\n",
             "3:23 rule 'touch-target-size' has no option 'min-size-io'; did you mean 'min-size-ios'? "
                + "its options are: min-size-ios, min-size-android"),
            ("version: 1\ncomponents:\n  RatingView: swich\n",
             "3:15 unknown component 'swich'; did you mean 'switch'? expected one of: " + Components.names.joined(separator: ", ")),
            ("version: 1\nsuppressions:\n  - {rules: [control-name], identifier: x, reason: '  '}\n", "3:52 a suppression needs a 'reason' saying why the finding is accepted"),
            ("version: 1\nexclude: []\n", "2:10 'exclude' must be a text or a non-empty list of texts"),
            ("version: 1\nrules: {a: [\n", "3:1 YAML syntax error: did not find expected node content (while parsing a flow node at line 3, column 1)"),
            ("", "1:1 the configuration has no 'version'; start it with 'version: 1'"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try parse(text), text) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("\(error)") }
                XCTAssertEqual("\(error.mark.line):\(error.mark.column) \(error.message)", expected, text)
            }
        }
    }
}
