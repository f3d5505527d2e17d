@testable import A11yFindings
@testable import A11yDump
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Which configuration each file of a run gets, and what the run says about its configuration.
final class ConfigurationSetTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private var workingDirectory: String { root.standardizedFileURL.path }

    let screen = """
        platform: android
        root:
          class: android.widget.FrameLayout
          children:
            - {class: android.widget.Button, text: Save, contentDescription: Save button, clickable: true}
        """

    func testEachFileGetsItsNearestConfigurationFile() throws {
        try write(".a11ylint.yml", "version: 1\ndensity: 2\n")
        try write("app/.a11ylint.yaml", "version: 1\ndensity: 3\nexclude: [dumps/old]\n")
        let paths = ["top.yml", "app/dumps/a.yml", "app/dumps/old/b.yml", "app/dumps/deeper/c.yml", "-"]
        let (set, errors) = ConfigurationSet.discover(for: paths, workingDirectory: workingDirectory)
        XCTAssertEqual(errors, [])
        let linter = Linter(configurations: set, workingDirectory: workingDirectory)
        func source(_ path: String) -> String? { linter.configuration(for: path).configuration.path }
        XCTAssertEqual(source("top.yml"), ".a11ylint.yml")
        XCTAssertEqual(source("app/dumps/a.yml"), "app/.a11ylint.yaml", "nearest wins, .yaml too")
        XCTAssertEqual(source("app/dumps/deeper/c.yml"), "app/.a11ylint.yaml")
        XCTAssertEqual(source("-"), ".a11ylint.yml", "standard input gets the run's own")
        XCTAssertEqual(source("./app/dumps/a.yml"), "app/.a11ylint.yaml", "spelled otherwise, the folder is the same")
        XCTAssertEqual(source(root.appendingPathComponent("app/dumps/a.yml").path), "app/.a11ylint.yaml")
        XCTAssertEqual(linter.configuration.path, ".a11ylint.yml")
        XCTAssertEqual(linter.configuration(for: "app/dumps/a.yml").relativePath, "dumps/a.yml",
                       "globs are relative to their own file's folder")
        XCTAssertEqual(linter.exclusion(of: "app/dumps/old/b.yml")?.glob.pattern, "dumps/old")
        XCTAssertNil(linter.exclusion(of: "app/dumps/a.yml"))
        XCTAssertEqual(set.all.compactMap(\.path), [".a11ylint.yml", "app/.a11ylint.yaml"])
    }

    /// A run makes the plan of a configuration without overrides once for all its
    /// files (`SharedPlans`); each file must still get what it gets when linted alone.
    func testARunGivesEachFileTheRulesOfItsOwnConfiguration() throws {
        try write("app/.a11ylint.yml", "version: 1\nrules: {label-in-name: off}\n")
        try write("app/legacy/.a11ylint.yml", """
            version: 1
            rules: {label-in-name: note}
            overrides:
              - {files: ["old/**"], rules: {label-in-name: off}}
            """)
        try write("app/other/.a11ylint.yml", "version: 1\nrules: {label-in-name: error}\n")
        // The button's name does not hold the text it shows: a `label-in-name` finding where the rule is on.
        let mislabelled = screen.replacingOccurrences(of: "contentDescription: Save button", with: "contentDescription: Store")
        // The run's own configuration is app/'s; elsewhere/ has none above it and gets the defaults.
        let paths = ["app/a.yml", "app/legacy/b.yml", "app/legacy/old/c.yml", "app/other/d.yml", "elsewhere/e.yml"]
        for path in paths { try write(path, mislabelled) }
        let app = root.appendingPathComponent("app").standardizedFileURL.path
        let (set, errors) = ConfigurationSet.discover(for: paths.map { "../" + $0 }, workingDirectory: app)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(set.root.path, ".a11ylint.yml")
        let linter = Linter(configurations: set, workingDirectory: app)
        let inputs = paths.map { "../" + $0 }.map { Input(path: $0, source: .file(app + "/" + $0)) }
        let run = linter.lint(inputs)
        XCTAssertEqual(run.files.count, paths.count)
        func ruleIDs(_ file: FileResult) -> [String] { file.findings.map(\.ruleID) }
        for (input, file) in zip(inputs, run.files) {
            let alone = linter.lint(input)
            XCTAssertEqual(ruleIDs(file), ruleIDs(alone), input.path)
            XCTAssertEqual(file.checkedRules, alone.checkedRules, input.path)
            XCTAssertEqual(file.findings.map(\.severity), alone.findings.map(\.severity), input.path)
        }
        let labelInName = run.files.map { $0.findings.filter { $0.ruleID == "label-in-name" }.map(\.severity) }
        XCTAssertEqual(labelInName, [[], [.note], [], [.error], [.warning]],
                       "off in app/, a note in legacy/ but off in legacy/old/, an error in other/, its default elsewhere")
        // Made once for the run: every configuration without overrides, the defaults included.
        let plans = SharedPlans(linter: linter)
        for path in ["../app/a.yml", "../app/other/d.yml", "../elsewhere/e.yml"] {
            XCTAssertNotNil(plans.plan(of: linter.configuration(for: path).configuration), path)
        }
        XCTAssertNil(plans.plan(of: linter.configuration(for: "../app/legacy/b.yml").configuration))
        XCTAssertFalse(run.files[0].checkedRules.contains("label-in-name"))
        XCTAssertTrue(run.files[1].checkedRules.contains("label-in-name"))
        XCTAssertEqual(run.files[1].checkedRules, run.files[1].checkedRules.sorted())
    }

    func testAFileWithNoConfigurationAboveItGetsTheDefaults() throws {
        try write("project/.a11ylint.yml", "version: 1\ndensity: 2\n")
        let outside = root.appendingPathComponent("elsewhere/a.yml").path
        let working = root.appendingPathComponent("project").path
        let (set, errors) = ConfigurationSet.discover(for: [outside, "a.yml"], workingDirectory: working)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(set.configuration(for: "a.yml", workingDirectory: working).density, 2)
        // (Unless the temporary folder itself lies under a configuration file.)
        let found = set.configuration(for: outside, workingDirectory: working)
        XCTAssertTrue(found.path == nil || !found.path!.hasSuffix("project/.a11ylint.yml"), "\(found.path ?? "")")
    }

    func testMistakesOfEveryFileAreReturnedTogether() throws {
        try write(".a11ylint.yml", "version: 2\ndensty: 1\n")
        try write("app/.a11ylint.yml", "rules: {nope: off}\n")
        let (_, errors) = ConfigurationSet.discover(for: ["app/a.yml", "b.yml"], workingDirectory: workingDirectory)
        XCTAssertEqual(errors.map { "\($0.path):\($0.mark.line):\($0.mark.column)" },
                       [".a11ylint.yml:1:10", ".a11ylint.yml:2:1", "app/.a11ylint.yml:1:1", "app/.a11ylint.yml:1:9"])
    }

    func testPackageIsSetInEveryConfiguration() throws {
        try write("app/.a11ylint.yml", "version: 1\npackage: com.a\n")
        var (set, _) = ConfigurationSet.discover(for: ["app/a.yml", "b.yml"], workingDirectory: workingDirectory)
        set.setPackage("com.b")
        XCTAssertEqual(set.configuration(for: "app/a.yml", workingDirectory: workingDirectory).package, "com.b")
        XCTAssertEqual(set.configuration(for: "b.yml", workingDirectory: workingDirectory).package, "com.b")
    }

    func testAllMistakesOfAFileAreReadInOnePass() {
        let text = """
            version: 1
            rules:
              contrl-name: off
              name-no-role-word: {severity: loud, allowed-words: 3, colour: red}
            overrides:
              - {files: a, rules: {nope: off}, density: 99}
              - {rules: {}}
            components: {A: spinner, B: stepper}
            suppressions:
              - {rules: [x, y], identifier: i, reason: r}
              - {rules: [control-name], identifier: i, reason: r}
            package: ''
            """
        XCTAssertThrowsError(try ConfigurationReader().parse(Array(text.utf8), path: "c.yml", directory: "/")) { error in
            let errors = (error as? ConfigurationErrors)?.errors ?? []
            XCTAssertEqual(errors.map { "\($0.mark.line):\($0.mark.column)" },
                           ["3:3", "4:33", "4:54", "4:57", "6:24", "6:45", "7:5", "8:17", "10:14", "10:17", "12:10"])
        }
    }

    func testPrintedConfigurationReadsBackTheSame() throws {
        let text = """
            version: 1
            package: com.example.shop
            rules:
              name-no-role-word: {severity: note, allowed-words: [Tab, "yes"]}
            overrides:
              - {files: tablet/**, rules: {control-name: off}, density: 2}
            components: {com.shop.Stepper: stepper}
            exclude: [old]
            suppressions:
              - {rules: ['*'], nodePath: "Cell[2]/**", reason: "said: \\"fine\\""}
            """
        let configuration = try ConfigurationReader().parse(Array(text.utf8), path: "c.yml", directory: "/p")
        let printed = ConfigurationPrinter().yaml(configuration, for: "tablet/a.yml", relativePath: "tablet/a.yml")
        let again = try ConfigurationReader().parse(Array(printed.utf8), path: "printed.yml", directory: "/p")
        XCTAssertEqual(ConfigurationPrinter().yaml(again, for: "tablet/a.yml", relativePath: "tablet/a.yml")
            .split(separator: "\n").dropFirst().filter { !$0.hasPrefix("  #") },
                       printed.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("  #") })
        XCTAssertEqual(again.rules["control-name"]?.enabled, false)
        XCTAssertEqual(again.density, 2)
        XCTAssertEqual(again.suppressions.first?.reason, "said: \"fine\"")
        XCTAssertEqual(again.rules["name-no-role-word"]?.options["allowed-words"], .strings(["Tab", "yes"]))
    }

    /// `--print-config` goes to a terminal: the path in its comments is shown as a terminal
    /// shows it, and values are written with YAML's escapes, so the printed text reads
    /// back the same and no line of it is one a terminal or a CI log would act on.
    func testPrintedConfigurationIsSafeForATerminal() throws {
        let text = #"""
            version: 1
            package: "com.example\n::error::package\x7F"
            suppressions:
              - {rules: ['*'], identifier: "id\u202E\x85\u2066##[add-mask]x", reason: "tab\tbell\a\e[2J\u2028end"}
            """#
        let configuration = try ConfigurationReader().parse(Array(text.utf8), path: "c\n::error::config.yml", directory: "/p")
        let printed = ConfigurationPrinter().yaml(configuration, for: "a\n::error::path\u{1B}[2J.yml", relativePath: "a.yml")
        for line in printed.split(separator: "\n") {
            XCTAssertFalse(line.drop(while: \.isWhitespace).hasPrefix("::"), String(line))
            XCTAssertFalse(line.contains("##["), String(line))
            let raw = line.unicodeScalars.filter { TerminalText.escape($0) != nil }
            XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], String(line))
        }
        XCTAssertTrue(printed.hasPrefix(#"# The configuration for a\n::error::path\u{1B}[2J.yml, from c\n::error::config.yml"#),
                      printed)
        let again = try ConfigurationReader().parse(Array(printed.utf8), path: "printed.yml", directory: "/p")
        XCTAssertEqual(again.package, "com.example\n::error::package\u{7F}")
        XCTAssertEqual(again.suppressions.first?.identifier, "id\u{202E}\u{85}\u{2066}##[add-mask]x")
        XCTAssertEqual(again.suppressions.first?.reason, "tab\tbell\u{7}\u{1B}[2J\u{2028}end")
    }

    /// `--all-rules` turns on every rule a configuration leaves unset, the opt-in
    /// ones too; a rule the configuration turns off stays off.
    func testAllRulesTurnsOnWhatTheConfigurationLeavesUnset() throws {
        var configuration = Configuration(directory: "/")
        configuration.rules["obscured-stop"] = Configuration.RuleSetting(enabled: false)
        configuration.rules["touch-target-size"] = Configuration.RuleSetting(severity: .error)
        var set = ConfigurationSet(configuration)
        XCTAssertNil(RulePlan(catalog: .builtIn, settings: set.root.rules).run("reading-order"), "opt-in")
        set.turnOnUnsetRules()
        let plan = RulePlan(catalog: .builtIn, settings: set.root.rules)
        XCTAssertNotNil(plan.run("reading-order"))
        XCTAssertNil(plan.run("obscured-stop"))
        XCTAssertEqual(plan.run("touch-target-size")?.severity, .error)
        XCTAssertEqual(plan.enabledRules.count, RuleCatalog.builtIn.rules.count - 1)
    }

    func testTheRunReportsUnusedSuppressionsAndExcludedNamedFiles() throws {
        try write(".a11ylint.yml", """
            version: 1
            rules: {name-no-role-word: on}
            exclude: [old]
            suppressions:
              - {rules: [name-no-role-word], nodePath: "**", reason: chosen}
              - {rules: [control-name], identifier: gone, reason: fixed}
            """)
        let inputs = [Input(path: "a.yml", source: .bytes(Array(screen.utf8))),
                      Input(path: "old/b.yml", source: .bytes(Array(screen.utf8))),
                      Input(path: "old/c.yml", source: .bytes(Array(screen.utf8)), isDiscovered: true)]
        let (set, _) = ConfigurationSet.discover(for: inputs.map(\.path), workingDirectory: workingDirectory)
        let run = ReportRun(linter: Linter(configurations: set, workingDirectory: workingDirectory),
                            paths: ReportPaths(base: workingDirectory, workingDirectory: workingDirectory))
        let summary = run.lint(inputs, reportingTo: []).summary
        XCTAssertEqual(summary.counts.suppressed, 1)
        XCTAssertEqual(summary.unusedSuppressions.map(\.suppression.identifier), ["gone"])
        XCTAssertEqual(summary.excludedNamedFiles,
                       [ExcludedFile(path: "old/b.yml", configurationPath: ".a11ylint.yml", pattern: "old")])
        XCTAssertEqual(TextReporter(colour: false).configurationNoteLines(summary), [
            "note: old/b.yml is excluded by .a11ylint.yml (exclude: old)",
            ".a11ylint.yml:6:5: note: suppression matched no finding in this run: identifier gone [control-name]",
        ])

        // A run whose files all lie elsewhere says nothing about this file's suppressions.
        let elsewhere = run.lint([Input(path: "-", source: .bytes(Array("not: [a dump".utf8)))], reportingTo: []).summary
        XCTAssertEqual(elsewhere.unusedSuppressions, [])
    }
}
