@testable import A11yConcurrency
@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Findings come in report order, whatever order the rules found them in.
final class FindingOrderTests: XCTestCase {
    private func screen(_ platform: Platform, rows: Int) -> Screen {
        var rowNodes: [Node] = []
        for row in 0..<rows {
            var cell: Node
            switch platform {
            case .ios:
                cell = Node(className: "UITableViewCell", mark: Mark(line: row + 1, column: 1))
                cell.set(.accessibilityLabel, .string(row % 3 == 0 ? "Row \(row)" : "Item"), at: cell.mark)
                var stepper = Node(className: "UIStepper", mark: cell.mark)
                stepper.set(.value, .number(Double(row % 5)), at: cell.mark)
                var button = Node(className: "UIButton", mark: cell.mark)
                button.set(.accessibilityLabel, .string(row % 2 == 0 ? "Delete button" : ""), at: cell.mark)
                var text = Node(className: "UILabel", mark: cell.mark)
                text.set(.text, .string("Product \(row)"), at: cell.mark)
                cell.children = [text, stepper, button]
            case .android:
                cell = Node(className: "android.widget.LinearLayout", mark: Mark(line: row + 1, column: 1))
                cell.set(.clickable, .bool(true), at: cell.mark)
                var minus = Node(className: "android.widget.ImageButton", mark: cell.mark)
                minus.set(.clickable, .bool(true), at: cell.mark)
                var count = Node(className: "android.widget.TextView", mark: cell.mark)
                count.set(.text, .string("\(row % 7)"), at: cell.mark)
                var plus = Node(className: "android.widget.ImageButton", mark: cell.mark)
                plus.set(.clickable, .bool(true), at: cell.mark)
                plus.set(.contentDescription, .string(row % 2 == 0 ? "Add" : "Add button"), at: cell.mark)
                cell.children = [minus, count, plus]
            }
            rowNodes.append(cell)
        }
        let list = Node(className: platform == .ios ? "UITableView" : "androidx.recyclerview.widget.RecyclerView",
                        mark: .start, children: rowNodes)
        return Screen(path: "big", documentIndex: 1, platform: platform, root: list, mark: .start)
    }

    /// Rules run side by side, and findings are made from places sorted by position
    /// and rule, with paths and announcements remembered from one finding to the
    /// next; they must be what each rule finds in turn, made one by one and sorted
    /// stably.
    func testFindingsAreWhatEachRuleFoundInTurn() {
        let linter = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/")
        for platform in [Platform.ios, .android] {
            let big = screen(platform, rows: 1_500)
            let plan = linter.plan(for: big.path)
            let model = ScreenModel(screen: big)
            var found: [Finding] = []
            var identities = NodeIdentities(model: model)
            for rule in linter.rules {
                guard let entry = plan.active(rule.id), entry.definition.platforms.contains(platform) else { continue }
                for violation in rule.check(model, options: entry.options) {
                    let node = violation.node
                    var finding = Finding(ruleID: rule.id, severity: entry.severity,
                                          message: PrivateUseGlyphs.spelledOut(violation.message),
                                          path: big.path, mark: violation.mark ?? node.mark, nodePath: model.path(of: node),
                                          identifier: node.identifier, identity: identities.identity(of: node),
                                          screen: big.key,
                                          announcement: model.stop(on: node)?.announcement.utterance)
                    // The list whose items repeat the node, for the text report's groups.
                    finding.repetition = model.listTemplatePlace(of: node).map { place in
                        ListRepetition(key: "\(place.outermostList.order) \(place.pattern)",
                                       list: identities.identity(of: place.innermostList),
                                       outermostList: identities.identity(of: place.outermostList))
                    }
                    found.append(finding)
                }
            }
            let expected = found.enumerated().sorted { lhs, rhs in
                Finding.precedes(lhs.element, rhs.element)
                    || (!Finding.precedes(rhs.element, lhs.element) && lhs.offset < rhs.offset)
            }.map(\.element)
            XCTAssertGreaterThanOrEqual(Set(expected.map(\.ruleID)).count, 2, "\(platform): several rules fire")
            XCTAssertGreaterThan(expected.count, 1_500, "\(platform)")
            XCTAssertTrue(expected.contains { $0.announcement != nil }, "\(platform)")
            XCTAssertGreaterThanOrEqual(model.nodes.count, ScreenModel.nodesWorthTwoCores, "the model is built on two cores")
            for _ in 0..<3 {
                XCTAssertEqual(linter.check(big), expected, "\(platform)")
            }
            // Made in two runs, as a screen with tens of thousands of findings is.
            var splitting = linter
            splitting.findingsWorthTwoCores = 1_000
            XCTAssertEqual(splitting.check(big), expected, "\(platform), in two runs")
        }
    }

    func testConcurrentMapKeepsTheOrder() {
        let numbers = Array(0..<1_000)
        XCTAssertEqual(numbers.concurrentMap { $0 * 3 + 1 }, numbers.map { $0 * 3 + 1 })
        XCTAssertEqual([Int]().concurrentMap { $0 }, [])
    }

    /// Families of a thousand nodes and more are built on all cores, in order.
    func testLargeFamiliesKeepTheirOrder() {
        let rows = 3_077
        let model = ScreenModel(screen: screen(.ios, rows: rows))
        let list = model.root
        XCTAssertEqual(list.children.count, rows)
        XCTAssertEqual(model.nodes.count, 1 + rows * 4)
        for (index, row) in list.children.enumerated() {
            XCTAssertTrue(model.parent(of: row) === list)
            XCTAssertEqual(row.mark.line, index + 1)
            XCTAssertEqual(model.path(of: row), "UITableView/UITableViewCell[\(index)]")
            XCTAssertEqual(row.children.map(\.simpleClassName), ["UILabel", "UIStepper", "UIButton"])
            XCTAssertTrue(row.children.allSatisfy { model.parent(of: $0) === row })
        }
        XCTAssertEqual(model.nodes.map(\.order), Array(0..<model.nodes.count))
    }

    /// Findings are built in report order rather than sorted afterwards: position,
    /// then rule id, then the rule's own order, as a stable sort would leave them.
    func testFindingsComeInReportOrder() {
        let linter = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/")
        for platform in [Platform.ios, .android] {
            let findings = linter.check(screen(platform, rows: 40))
            XCTAssertGreaterThan(findings.count, 40)
            let resorted = findings.enumerated().sorted { lhs, rhs in
                Finding.precedes(lhs.element, rhs.element)
                    || (!Finding.precedes(rhs.element, lhs.element) && lhs.offset < rhs.offset)
            }.map(\.element)
            XCTAssertEqual(findings.map(\.description), resorted.map(\.description), "\(platform)")
            XCTAssertTrue(zip(findings, findings.dropFirst()).contains { $0.mark == $1.mark && $0.ruleID < $1.ruleID },
                          "\(platform): some position holds findings of several rules")
        }
    }
}
