@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// `bench/components.py` writes the screens on which `make bench` times the checks
/// that look around components; its growth figures mean something only if those
/// screens hold the components they are named for, one every 50 nodes, in the
/// feed and laid out flat. Skipped without python3.
final class BenchComponentScreensTests: XCTestCase {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("bench/components.py")

    /// The model of the screen the script writes for `component` on `platform`.
    private func screen(_ component: String, _ platform: String, nodes: Int) throws -> ScreenModel {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(component)-\(platform).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--write", component, platform, String(nodes), path]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { throw XCTSkip("python3 cannot be run: \(error)") }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try XCTSkipIf(process.terminationStatus == 127, "python3 is not installed")
        XCTAssertEqual(process.terminationStatus, 0, "\(component) \(platform)")
        let loaded = CorpusTests.linter.load(Input(path: path, source: .file(path)))
        XCTAssertEqual(loaded.errors.map(\.problem), [], "\(component) \(platform)")
        XCTAssertEqual(loaded.findings.map(\.description), [], "\(component) \(platform)")
        let model = CorpusTests.linter.model(of: try XCTUnwrap(loaded.screens.first))
        // The script counts what it writes; the components come whole, so a few more than asked.
        XCTAssertEqual(String(model.nodes.count), printed.trimmingCharacters(in: .whitespacesAndNewlines))
        XCTAssert((nodes ... nodes + 50).contains(model.nodes.count), "\(component) \(platform): \(model.nodes.count)")
        return model
    }

    /// The nodes of one component on the screen, and how many of them lie in its flat half.
    private func found<C: Component>(_ component: C.Type, in model: ScreenModel) -> (all: Int, flat: Int) {
        let nodes = model.nodes(component)
        // The flat container is the root's second child.
        let flat = model.root.children.count > 1 ? nodes.filter { model.root.children[1].contains($0) }.count : 0
        return (nodes.count, flat)
    }

    func testEveryScreenHoldsAComponentEveryFiftyNodesInTheFeedAndLaidOutFlat() throws {
        let nodes = 2_000
        let components = nodes / 50
        for platform in ["ios", "android"] {
            let pages = try screen("page-control", platform, nodes: nodes)
            let pageControls = found(PageControl.self, in: pages)
            XCTAssertEqual(pageControls.all, components, platform)
            XCTAssertEqual(pageControls.flat, components / 2, platform)
            // Nothing beside an indicator pages: each falls back on the screen's one pager, the iOS feed.
            for control in pages.nodes(PageControl.self) {
                XCTAssert(PageControl.pager(of: control, in: pages) === (platform == "ios" ? pages.root.children[0] : nil))
            }

            let steppers = found(Stepper.self, in: try screen("stepper", platform, nodes: nodes))
            XCTAssertEqual(steppers.all, components, platform)
            XCTAssertEqual(steppers.flat, components / 2, platform)

            let tabs = found(TabGroup.self, in: try screen("tab-group", platform, nodes: nodes))
            XCTAssertEqual(tabs.all, components, platform)
            XCTAssertEqual(tabs.flat, components / 2, platform)

            let rows = try screen("table-row", platform, nodes: nodes)
            XCTAssertEqual(found(TableRow.self, in: rows).all, components, platform)
            XCTAssertEqual(rows.root.children[0].children.count, components, "\(platform): the rows are side by side")

            let choices = try screen("radio-group", platform, nodes: nodes)
            XCTAssertEqual(found(RadioButton.self, in: choices).all, 4 * components, platform)
            if platform == "android" {
                XCTAssertEqual(found(RadioGroup.self, in: choices).all, components)
                XCTAssertEqual(found(RadioGroup.self, in: choices).flat, components / 2)
            }
            XCTAssertFalse(RadioGroup.sets(in: choices).isEmpty, platform)
        }
    }
}
