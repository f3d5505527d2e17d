import A11yDump
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// The diff's HTML page without a browser: what each screen's data holds, what
/// the page says without its script, and that nothing from a dump escapes it.
/// DiffHTMLBrowserTests opens the page in Chromium.
final class DiffHTMLReportTests: XCTestCase {
    /// The corpus screen against its copy with a button relabelled, a row inserted and a dialog presented.
    private func corpusPair() throws -> (old: DiffSide, new: DiffSide) {
        let name = DiffCorpusEditTests.settings
        let url = CorpusTests.corpus.appendingPathComponent(name)
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "../shared/corpus is not present")
        let text = try String(contentsOf: url, encoding: .utf8)
        var edited = DumpTextEdit(text: text)
        try edited.set("content-desc", to: "Exportar borradores", where: "resource-id", is: "com.albacontrol:id/btnExportDrafts")
        try edited.insertCopy(after: "text", "Patrones") { try $0.set("text", to: "Plantillas", where: "text", is: "Patrones") }
        var loader = DiffSideLoader(linter: Linter())
        loader.sketchesScreens = true
        return (loader.load([Input(path: "old/" + name, source: .bytes(Array(text.utf8)))], folder: nil),
                loader.load([Input(path: "new/" + name, source: .bytes(Array(edited.text.utf8)))], folder: nil))
    }

    /// The data of each screen section of the page, parsed.
    private func screenData(_ page: String) throws -> [[String: Any]] {
        try page.components(separatedBy: "<script type=\"application/json\" class=\"data\">").dropFirst().map { block in
            let json = try XCTUnwrap(block.components(separatedBy: "</script>").first)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
    }

    func testEachChangeNamesItsStopOnTheSidesThatHaveIt() throws {
        let (old, new) = try corpusPair()
        let diff = AnnouncementDiff(old: old, new: new, keepsScreens: true)
        let page = DiffHTMLReport().rendered(diff)
        let data = try XCTUnwrap(try screenData(page).first)
        let changes = try XCTUnwrap(data["c"] as? [[Any]])
        XCTAssertEqual(changes.map { $0[0] as? String }, ["changed", "added"])
        XCTAssertEqual(changes.map { [$0[1] as? Int, $0[2] as? Int] }, [[8, 8], [-1, 17]])
        let oldStops = try XCTUnwrap((data["o"] as? [String: Any])?["s"] as? [[Any]])
        let newStops = try XCTUnwrap((data["n"] as? [String: Any])?["s"] as? [[Any]])
        XCTAssertEqual([oldStops.count, newStops.count], [31, 32])
        // The indexes point at the stops the change is about, and each side is drawn with its frames.
        XCTAssertEqual(oldStops[8][1] as? String, "Exportar, button")
        XCTAssertEqual(newStops[8][1] as? String, "Exportar borradores, button")
        XCTAssertEqual(newStops[17][1] as? String, "Plantillas")
        XCTAssertNotNil((data["o"] as? [String: Any])?["fr"] as? [Double])
        XCTAssertTrue(newStops.allSatisfy { $0[0] is [Double] })
        // The change list reads without the script, old → new per part.
        XCTAssertTrue(page.contains("name: <del><q>Exportar</q></del> → <ins><q>Exportar borradores</q></ins>"), page)
        XCTAssertEqual(page.components(separatedBy: "<li class=\"diff-").count - 1, 2)
        XCTAssertTrue(page.contains("<dt>Stops added</dt><dd>1</dd>") && page.contains("<dt>Stops changed</dt><dd>1</dd>"))
    }

    /// A screen that says the same is counted, not drawn; an added one shows its one side.
    func testUnchangedScreensAreCountedAndAddedOnesHaveOneSide() throws {
        func screen(_ name: String, _ stops: [String]) -> DiffScreen {
            DiffScreen(announced: AnnouncedScreen(path: "\(name).yml", screen: name, platform: "ios", stops: stops.map {
                AnnouncedStop(identity: "UIButton \"\($0)\"", name: $0, role: "button", utterance: $0 + ", button")
            }))
        }
        func side(_ screens: [DiffScreen]) -> DiffSide {
            DiffSide(files: screens.map { DiffFile(path: $0.announced.path, relativePath: $0.announced.path, screens: [$0]) })
        }
        let diff = AnnouncementDiff(old: side([screen("Same", ["A"])]), new: side([screen("Same", ["A"]), screen("Fresh", ["B", "C"])]),
                                    keepsScreens: true)
        let page = DiffHTMLReport().rendered(diff)
        let data = try screenData(page)
        XCTAssertEqual(data.count, 1, "only the screen that differs is drawn")
        XCTAssertTrue(data[0]["o"] is NSNull)
        XCTAssertEqual(((data[0]["n"] as? [String: Any])?["s"] as? [Any])?.count, 2)
        XCTAssertEqual((data[0]["c"] as? [[Any]])?.count, 2)
        XCTAssertTrue(page.contains("<dt>Screens the same (not shown)</dt><dd>1</dd>"))
        XCTAssertTrue(page.contains("Only NEW has this screen"))
        XCTAssertFalse(page.contains("id=\"s1-o\""), "no OLD side")
        // Made in memory, the screens have no drawing: they are listed as a snapshot's would be.
        XCTAssertTrue(page.contains("No map: " + ScreenSketch.snapshotHasNoFrames), page)
    }

    func testNothingFromTheDumpEscapesThePage() throws {
        let evil = "</script><img src=x onerror=alert(1)>\u{202E}"
        func side(_ name: String) -> DiffSide {
            let screen = DiffScreen(announced: AnnouncedScreen(path: "a.yml", screen: evil, platform: "ios", stops: [
                AnnouncedStop(identity: evil, name: name, role: "button", hint: evil, utterance: name + ", button")]))
            return DiffSide(files: [DiffFile(path: "a.yml", relativePath: "a.yml", screens: [screen])])
        }
        let page = DiffHTMLReport().rendered(AnnouncementDiff(old: side(evil), new: side(evil + "2"), keepsScreens: true))
        XCTAssertFalse(page.contains("<img"))
        XCTAssertFalse(page.contains("\u{202E}"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, page.components(separatedBy: "<script").count - 1)
        XCTAssertNoThrow(try screenData(page))
        XCTAssertFalse(page.contains("http://") && page.contains("src=\"http"), "no network")
    }
}
