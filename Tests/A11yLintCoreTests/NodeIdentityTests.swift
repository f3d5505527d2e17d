@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// A node's identity, and so its baseline entry and SARIF fingerprint, survives
/// edits elsewhere in the dump: siblings added, removed or reordered, lines moved.
final class NodeIdentityTests: XCTestCase {
    let paths = ReportPaths(base: "/project", workingDirectory: "/project")
    private var linter: Linter { Linter(workingDirectory: "/project") }

    /// A toolbar (identified) holding an unnamed button and a named one, then an
    /// unnamed button at the top level: two control-name findings on nodes without
    /// identifiers, the kind this tool reports most.
    static let screen = """
        platform: ios
        screen: Home
        root:
          class: UIWindow
          children:
            - class: UIView
              accessibilityIdentifier: toolbar
              children:
                - {class: UIButton, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: Share, accessibilityTraits: [button]}
            - {class: UILabel, text: Basket}
            - {class: UIButton, accessibilityTraits: [button]}

        """

    private func input(_ text: String, path: String = "home.yml") -> Input {
        Input(path: path, source: .bytes(Array(text.utf8)), isDiscovered: false)
    }

    private func findings(_ text: String, path: String = "home.yml") -> [Finding] {
        linter.lint([input(text, path: path)]).files.flatMap(\.findings).filter { $0.ruleID == "control-name" }
    }

    /// Records a baseline of `before`, applies it to `after` and returns the report.
    private func rerun(_ before: String, _ after: String, afterPath: String = "home.yml") -> LintReport {
        let baseline = Baseline(report: linter.lint([input(before)]), paths: paths)
        var report = linter.lint([input(after, path: afterPath)])
        baseline.apply(to: &report, paths: paths)
        return report
    }

    private func assertStillBaselined(_ after: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = findings(Self.screen).map(\.identity)
        let now = findings(after).map(\.identity)
        XCTAssertEqual(Set(before.map { $0 ?? "-" }).subtracting(now.map { $0 ?? "-" }), [], "identities changed",
                       file: file, line: line)
        let report = rerun(Self.screen, after)
        XCTAssertEqual(report.staleBaselineEntries.map(\.message), [], file: file, line: line)
        let active = report.files.flatMap(\.findings).filter { $0.isActive && $0.ruleID == "control-name" }
        XCTAssertEqual(active.map(\.message), [], "baselined findings came back", file: file, line: line)
    }

    func testIdentitiesNameTheNodeByWhatItIs() {
        XCTAssertEqual(findings(Self.screen).map(\.identity), ["UIButton in #toolbar", "UIButton"])
    }

    func testAddingASiblingKeepsIdentities() {
        // A second unnamed button beside the first: the issue's example. The first keeps
        // its identity, the new one is told apart by an ordinal.
        let twin = Self.screen.replacingOccurrences(
            of: "        - {class: UIButton, accessibilityLabel: Share",
            with: "        - {class: UIButton, accessibilityTraits: [button]}\n        - {class: UIButton, accessibilityLabel: Share")
        XCTAssertEqual(findings(twin).map(\.identity), ["UIButton in #toolbar", "UIButton[2] in #toolbar", "UIButton"])
        let report = rerun(Self.screen, twin)
        XCTAssertEqual(report.files[0].findings.filter { $0.ruleID == "control-name" }.map(\.status),
                       [.baselined, .active, .baselined], "only the new button is new")
        XCTAssertEqual(report.staleBaselineEntries, [])

        // A named button before the unnamed one, and a label before the top-level button.
        assertStillBaselined(Self.screen
            .replacingOccurrences(of: "        - {class: UIButton, accessibilityTraits: [button]}",
                                  with: "        - {class: UIButton, accessibilityLabel: Back, accessibilityTraits: [button]}\n"
                                      + "        - {class: UIButton, accessibilityTraits: [button]}")
            .replacingOccurrences(of: "    - {class: UILabel, text: Basket}",
                                  with: "    - {class: UIButton, accessibilityLabel: Help, accessibilityTraits: [button]}\n"
                                      + "    - {class: UILabel, text: Basket}"))
    }

    func testRemovingASiblingKeepsIdentities() {
        assertStillBaselined(Self.screen
            .replacingOccurrences(of: "        - {class: UIButton, accessibilityLabel: Share, accessibilityTraits: [button]}\n",
                                  with: "")
            .replacingOccurrences(of: "    - {class: UILabel, text: Basket}\n", with: ""))
    }

    func testReorderingUnrelatedSiblingsKeepsIdentities() {
        assertStillBaselined("""
            platform: ios
            screen: Home
            root:
              class: UIWindow
              children:
                - {class: UIButton, accessibilityTraits: [button]}
                - {class: UILabel, text: Basket}
                - class: UIView
                  accessibilityIdentifier: toolbar
                  children:
                    - {class: UIButton, accessibilityLabel: Share, accessibilityTraits: [button]}
                    - {class: UIButton, accessibilityTraits: [button]}

            """)
    }

    func testMovingLinesKeepsIdentities() {
        let moved = "# Captured on an iPhone 15\n\n" + Self.screen
            .replacingOccurrences(of: "  children:\n", with: "  children:\n\n    # the toolbar\n")
        XCTAssertNotEqual(findings(moved).map(\.mark), findings(Self.screen).map(\.mark))
        assertStillBaselined(moved)
    }

    func testWrappingANodeInALayoutKeepsItsIdentity() {
        assertStillBaselined(Self.screen.replacingOccurrences(
            of: "        - {class: UIButton, accessibilityTraits: [button]}",
            with: "        - class: UIStackView\n          children:\n            - {class: UIButton, accessibilityTraits: [button]}"))
    }

    /// The file is part of the identity: a renamed dump is a new file, whose
    /// findings are new and whose old entries are for a file the run did not lint.
    func testRenamingTheFileIsANewIdentity() {
        let before = findings(Self.screen)
        let renamed = findings(Self.screen, path: "start.yml")
        XCTAssertEqual(before.map(\.identity), renamed.map(\.identity))
        XCTAssertNotEqual(before.map { Fingerprint.of($0, relativePath: "home.yml") },
                          renamed.map { Fingerprint.of($0, relativePath: "start.yml") })
        let baseline = Baseline(report: linter.lint([input(Self.screen)]), paths: paths)
        var matcher = Baseline.Matcher(baseline, paths: paths)
        var file = linter.lint([input(Self.screen, path: "start.yml")]).files[0]
        matcher.apply(to: &file)
        XCTAssertTrue(file.findings.allSatisfy(\.isActive))
        XCTAssertEqual(matcher.entriesForUnlintedFiles, baseline.findings.count)
    }

    func testRepeatedIdentifiersAreScopedAndToldApartByName() {
        let list = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: androidx.recyclerview.widget.RecyclerView
                  resourceId: com.shop:id/list
                  children:
                    - class: android.widget.LinearLayout
                      resourceId: com.shop:id/row
                      children:
                        - {class: android.widget.TextView, resourceId: com.shop:id/title, text: Amma}
                        - {class: android.widget.ImageView, contentDescription: Amma picture}
                    - class: android.widget.LinearLayout
                      resourceId: com.shop:id/row
                      children:
                        - {class: android.widget.TextView, resourceId: com.shop:id/title, text: Bert}
                        - {class: android.widget.ImageView}

            """
        guard case let loaded = load(list), let screen = loaded.screens.first else { return XCTFail("\(load(list).errors)") }
        let model = ScreenModel(screen: screen)
        var identities = NodeIdentities(model: model)
        // The rows are focus stops that TalkBack names by their children's texts; a
        // title whose identifier repeats is known by its text when no other has it.
        XCTAssertEqual(model.tree.nodes.map { identities.identity(of: $0) }, [
            "FrameLayout",
            "#list",
            "#row \"Amma, Amma picture, image\"",
            "#title \"Amma\"",
            "ImageView \"Amma picture\" in #row \"Amma, Amma picture, image\"",
            "#row \"Bert\"",
            "#title \"Bert\"",
            "ImageView in #row \"Bert\"",
        ])
        // Without the reader's names the rows do not stand on their own: they and
        // what they hold are named in the list, told apart by their order.
        var byTree = NodeIdentities(tree: model.tree)
        XCTAssertEqual(model.tree.nodes.map { byTree.identity(of: $0) }, [
            "FrameLayout",
            "#list",
            "#row in #list",
            "#title \"Amma\"",
            "ImageView \"Amma picture\" in #list",
            "#row[2] in #list",
            "#title \"Bert\"",
            "ImageView in #list",
        ])
    }

    func testLongNamesAreCutAndBreaksKeptOnOneLine() {
        let yaml = """
            platform: ios
            root:
              class: UIWindow
              children:
                - {class: UILabel, text: "Title\\nTab 1 of 4"}
                - {class: UILabel, text: "A very long text that goes on and on well past forty characters"}

            """
        let screen = load(yaml).screens[0]
        let model = ScreenModel(screen: screen)
        var identities = NodeIdentities(tree: model.tree)
        XCTAssertEqual(model.tree.nodes.dropFirst().map { identities.identity(of: $0) },
                       ["UILabel \"Title Tab 1 of 4\"", "UILabel \"A very long text that goes on and on we…\""])
    }

    /// Every node of every real dump has an identity of its own, short enough to
    /// print after a stop (a class path of these dumps runs to 730 characters;
    /// the longest identity holds a 150-character identifier of Safari).
    func testIdentitiesOfTheCorpusAreUniqueAndShort() throws {
        for name in try CorpusTests.files() where !name.contains("malformed") {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            for screen in CorpusTests.linter.load(Input(path: path, source: .file(path))).screens {
                let model = ScreenModel(screen: screen)
                var identities = NodeIdentities(model: model)
                let all = model.tree.nodes.map { identities.identity(of: $0) }
                let repeated = Dictionary(grouping: all, by: { $0 }).filter { $0.value.count > 1 }.keys
                XCTAssertEqual(Array(repeated), [], name)
                XCTAssertLessThanOrEqual(all.map(\.count).max() ?? 0, 200, "\(name): \(all.max { $0.count < $1.count } ?? "")")
            }
        }
    }

    /// Ordinals are counted directly near the start of a scope and once for the
    /// whole scope further on; the two agree.
    func testOrdinalsInALongScopeCountAlike() {
        var yaml = "platform: ios\nroot:\n  class: UIWindow\n  children:\n"
        for index in 0..<300 {
            yaml += index % 3 == 0 ? "    - {class: UIButton, title: Buy}\n" : "    - {class: UIButton}\n"
        }
        let model = ScreenModel(screen: load(yaml).screens[0])
        var identities = NodeIdentities(tree: model.tree)
        let buttons = model.tree.nodes.dropFirst()
        // Asked from the end first, so that the far ones are counted before the near ones.
        let fromTheEnd = buttons.reversed().map { identities.identity(of: $0) }.reversed()
        XCTAssertEqual(Array(fromTheEnd), buttons.indices.map { order in
            let index = order - 1
            let (key, ordinal) = index % 3 == 0 ? ("UIButton \"Buy\"", index / 3) : ("UIButton", index - index / 3 - 1)
            return ordinal == 0 ? key : "\(key)[\(ordinal + 1)]"
        })
    }
}
