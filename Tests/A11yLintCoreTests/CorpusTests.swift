@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Real dumps from public repositories (../shared/corpus, listed in MANIFEST.tsv).
/// Skipped when the corpus is not beside the project.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var linter: Linter { Linter(configuration: .defaults(directory: "/"), workingDirectory: "/") }

    /// The corpus files, from the manifest's first column; skips when the corpus is absent.
    static func files() throws -> [String] {
        let manifest = corpus.appendingPathComponent("MANIFEST.tsv")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: manifest.path), "../shared/corpus is not present")
        return try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    static func lint(_ name: String) -> FileResult {
        let path = corpus.appendingPathComponent(name).path
        return linter.lint(Input(path: path, source: .file(path)))
    }

    func testEveryDumpIsDetectedAndLinted() throws {
        let files = try Self.files()
        XCTAssertGreaterThanOrEqual(files.count, 18)
        for name in files {
            let result = Self.lint(name)
            if name.contains("malformed") {
                XCTAssertEqual(result.errors.map(\.problem), [.quotedXML], name)
                XCTAssertEqual(result.errors.first?.mark, Mark(line: 1, column: 1), name)
            } else {
                XCTAssertEqual(result.errors.map(\.description), [], name)
                XCTAssertEqual(result.screenCount, 1, name)
            }
        }
    }

    /// Convert writes what was read; loading that gives the same findings and the same focus stops.
    func testConvertedDumpsGiveTheSameFindingsAndStops() throws {
        for name in try Self.files() where !name.contains("malformed") {
            let path = Self.corpus.appendingPathComponent(name).path
            let imported = Self.linter.load(Input(path: path, source: .file(path)))
            let yaml = try DumpWriter().yaml(for: imported.screens, source: path)
            let input = Input(path: "converted.yml", source: .bytes(Array(yaml.utf8)))
            let reloaded = Self.linter.load(input)
            XCTAssertEqual(reloaded.errors.map(\.description), [], name)
            XCTAssertEqual(reloaded.findings.map(\.description), [], name)
            let summary = { (finding: Finding) in "\(finding.ruleID) \(finding.nodePath ?? "-") \(finding.message)" }
            XCTAssertEqual(Self.linter.lint(input).findings.map(summary), Self.lint(name).findings.map(summary), name)
            let stops = { (screens: [Screen]) in
                screens.flatMap { screen in
                    let model = ScreenModel(screen: screen)
                    return model.stops.map { "\(model.path(of: $0)) \($0.announcement.utterance)" }
                }
            }
            XCTAssertEqual(stops(reloaded.screens), stops(imported.screens), name)
            XCTAssertFalse(stops(imported.screens).isEmpty, name)
        }
    }

    /// The Aena pager: its dots are Material tabs, which TalkBack reads with their
    /// place ("Tab, disabled, 2 of 4"), so they give the index without a name; a
    /// "Page 1 of 4" view beside them is not a second page control.
    func testAenaPagerDotsSayTheirPlace() throws {
        _ = try Self.files()
        let findings = Self.lint("and-aena-onboarding-pager.xml").findings
        XCTAssertEqual(findings.filter { $0.ruleID == "page-control-index" || $0.ruleID == "control-name" }.count, 0,
                       "\(findings.map(\.description))")
        let model = CorpusTests.linter.model(of: try XCTUnwrap(CorpusTests.linter.load(
            Input(path: Self.corpus.appendingPathComponent("and-aena-onboarding-pager.xml").path,
                  source: .file(Self.corpus.appendingPathComponent("and-aena-onboarding-pager.xml").path))).screens.first))
        XCTAssertTrue(model.stops.map(\.announcement.utterance).contains("tab, disabled, 2 of 4"))
        // The dots say "disabled" and only tell the page; the Next button turns it: an accepted design.
        XCTAssertEqual(findings.filter { $0.ruleID == "page-control-operable" }.count, 0)
        XCTAssertFalse(findings.contains { $0.identifier == "es.aena.mobile:id/view_fragment_welcoming_tab_layout" })
    }

    func testMaestroHierarchies() throws {
        _ = try Self.files()
        let path = Self.corpus.appendingPathComponent("maestro-ios-rn-hierarchy.json").path
        let ios = try XCTUnwrap(Self.linter.load(Input(path: path, source: .file(path))).screens.first)
        XCTAssertEqual(ios.platform, .ios)
        XCTAssertEqual(ios.app, "TestingMaestro")
        let iosStops = ScreenModel(screen: ios).stops
        // React Native repeats a text's label on its parent; the child is the text's element.
        XCTAssertEqual(iosStops.prefix(3).map(\.announcement.utterance), ["BOX 1", "Lorem ipsum 1", "BOX 2"])
        XCTAssertEqual(iosStops.count, Set(iosStops.map(\.node.mark)).count)
        XCTAssertEqual(iosStops.first?.node.mark, Mark(line: 160, column: 36))

        let androidPath = Self.corpus.appendingPathComponent("maestro-android-hierarchy.txt").path
        let android = try XCTUnwrap(Self.linter.load(Input(path: androidPath, source: .file(androidPath))).screens.first)
        XCTAssertEqual(android.platform, .android)
        let first = try XCTUnwrap(ScreenModel(screen: android).stops.first)
        XCTAssertEqual(first.announcement.utterance, "Edge panels")
        // The "Running on" line counts: the node's object opens on line 94 of the file.
        XCTAssertEqual(first.node.mark, Mark(line: 94, column: 16))
        XCTAssertEqual(first.node.className, "android.view.ViewGroup")
    }

    func testLocalizedPageIndicesAreUnderstood() throws {
        let vivo = Self.corpus.appendingPathComponent("and-vivo-launcher-page-indicator-zh.xml").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: vivo), "../shared/corpus is not present")
        let linter = Self.linter
        for name in ["and-vivo-launcher-page-indicator-zh.xml", "ios-sioeye-home-pageindicator-zh.xml"] {
            let path = Self.corpus.appendingPathComponent(name).path
            let findings = linter.lint(Input(path: path, source: .file(path))).findings
            XCTAssertFalse(findings.contains { $0.ruleID == "page-control-index" }, "\(name): \(findings.map(\.description))")
        }
    }

    /// An `xcodebuild test` log with one `print(app.debugDescription)` in it.
    func testXCUITestLogIsReadFromItsElementSubtree() throws {
        let path = Self.corpus.appendingPathComponent("xcui-payslipmax-settings.txt").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "../shared/corpus is not present")
        let loaded = Self.linter.load(Input(path: path, source: .file(path)))
        XCTAssertEqual(loaded.errors.map(\.description), [])
        let screen = try XCTUnwrap(loaded.screens.first)
        XCTAssertEqual(loaded.screens.count, 1)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "PayslipMax")
        // The tree starts on the line after "Element subtree:", at the type name after " →".
        XCTAssertEqual(screen.root.mark, Mark(line: 234, column: 3))
        XCTAssertEqual(screen.root.className, "XCUIElementTypeApplication")
        XCTAssertEqual(screen.root.children.map(\.className), ["XCUIElementTypeWindow", "XCUIElementTypeWindow"])
        // The tab bar's selected tab is read from its flag.
        let tree = ScreenTree(root: screen.root, platform: .ios)
        let settings = try XCTUnwrap(tree.nodes.first { $0.dumped.bool(.isSelected) == true })
        XCTAssertEqual(settings.mark, Mark(line: 376, column: 27))
        // The "Clear All Data" action sheet in a popover is presented: VoiceOver reads only it,
        // and the region around it that dismisses it.
        let stops = ScreenModel(screen: screen).stops
        XCTAssertEqual(stops.map(\.announcement.utterance), [
            "dismiss popup", "Clear All Data", "Are you sure you want to delete all payslips & relevant data from the app?", "Yes, button",
        ])
        XCTAssertFalse(stops.contains { $0.node.className == "XCUIElementTypeImage" })
    }
}
