import Foundation
import XCTest

/// `diff --format html` as a reviewer sees it, in headless Chromium: pairs made
/// from a real corpus screen by edits a team makes. Skipped where Chromium or the
/// corpus is missing; the pointer, layout and axe checks also need Selenium
/// (scripts/diff-report-check.py, scripts/html-report-layout.py, scripts/axe-check.py).
final class DiffHTMLBrowserTests: XCTestCase {
    private static let settings = "and-albacontrol-settings-es.xml"

    /// OLD and NEW folders: `settings.xml` with a button relabelled, a row inserted and a dialog
    /// presented; `reordered.xml` with two buttons swapped and one removed.
    private func corpusPair(in folder: TemporaryFolder) throws -> (old: String, new: String) {
        let url = HTMLReportBrowserTests.corpus.appendingPathComponent(Self.settings)
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "../shared/corpus is not present")
        let text = try String(contentsOf: url, encoding: .utf8)
        var settings = text
        try replace(&settings, node("btnExportDrafts", in: settings)) { $0.replacingOccurrences(of: "content-desc=\"Exportar\"",
                                                                                               with: "content-desc=\"Exportar borradores\"") }
        try replace(&settings, node(text: "Patrones", in: settings)) { $0 + $0.replacingOccurrences(of: "\"Patrones\"", with: "\"Plantillas\"") }
        let content = try XCTUnwrap(settings.range(of: "resource-id=\"android:id/content\""))
        let opened = try XCTUnwrap(settings.range(of: ">", range: content.upperBound..<settings.endIndex)).upperBound
        settings.insert(contentsOf: try Self.dialog, at: opened)
        var reordered = text
        let export = try node("btnExportDrafts", in: reordered), importing = try node("btnImportDrafts", in: reordered)
        let between = String(reordered[export.upperBound..<importing.lowerBound])
        reordered.replaceSubrange(export.lowerBound..<importing.upperBound,
                                  with: String(reordered[importing]) + between + String(reordered[export]))
        try replace(&reordered, node("btnRestoreApp", in: reordered)) { _ in "" }
        XCTAssertNotEqual(settings, text)
        XCTAssertNotEqual(reordered, text)
        try folder.write("old/settings.xml", text)
        try folder.write("old/reordered.xml", text)
        try folder.write("new/settings.xml", settings)
        try folder.write("new/reordered.xml", reordered)
        return (folder.url.appendingPathComponent("old").path, folder.url.appendingPathComponent("new").path)
    }

    /// A presented alert, its message and its button (shared with DiffCorpusEditTests).
    private static var dialog: String {
        get throws {
            try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Tests/a11ylintTests/Fixtures/diff/alert-dialog.xml"),
                       encoding: .utf8).trimmingCharacters(in: .newlines)
        }
    }

    /// The childless node with this resource id (or text).
    private func node(_ id: String? = nil, text: String? = nil, in dump: String) throws -> Range<String.Index> {
        let key = id.map { "resource-id=\"com.albacontrol:id/\($0)\"" } ?? "text=\"\(text ?? "")\""
        return try XCTUnwrap(dump.range(of: "<node [^>]*" + NSRegularExpression.escapedPattern(for: key) + "[^>]*/>",
                                        options: .regularExpression), "no childless node with \(key)")
    }

    private func replace(_ dump: inout String, _ range: Range<String.Index>, _ change: (String) -> String) throws {
        dump.replaceSubrange(range, with: change(String(dump[range])))
    }

    private func changes(_ old: String, _ new: String) throws -> [(kind: String, old: Int?, new: Int?)] {
        let json = try CommandRunner.run(["diff", "--format", "json", old, new])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(document["screens"] as? [[String: Any]]).filter { $0["status"] as? String != "unchanged" }
        return screens.flatMap { screen in
            (screen["stops"] as? [[String: Any]] ?? []).map {
                ($0["kind"] as? String ?? "", $0["oldPlace"] as? Int, $0["newPlace"] as? Int)
            }
        }
    }

    /// The elements of each screen's section, in page order.
    private func sections(_ dom: String) -> [[DrawnElement]] {
        var sections: [[DrawnElement]] = []
        for element in DrawnElement.all(in: dom) {
            if element.tag == "section", element.classes.contains("screen") {
                sections.append([element])
            } else if element.tag == "script" {
                if !sections.isEmpty { continue }
            } else if !sections.isEmpty {
                sections[sections.count - 1].append(element)
            }
        }
        return sections
    }

    func testCorpusEditsDrawTwoMapsWithEachChangeMarked() throws {
        let chromium = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let (old, new) = try corpusPair(in: folder)
        let page = folder.url.appendingPathComponent("diff.html")
        let run = try CommandRunner.run(["diff", "--format", "html", "--output", page.path, old, new])
        XCTAssertEqual(run.status, 1, run.stderr)
        let expected = try changes(old, new)
        XCTAssertEqual(Set(expected.map(\.kind)), ["added", "removed", "changed", "moved"])
        let opened = try chromium.open(page.absoluteString)
        XCTAssertEqual(opened.console, [], "the page writes nothing to the console")
        for address in ["src=\"http", "href=\"http", "url(http", "@import"] {
            XCTAssertFalse(opened.dom.contains(address), "nothing is fetched: \(address)")
        }

        let drawn = sections(opened.dom)
        XCTAssertEqual(drawn.count, 2)
        var pins: [String: Int] = [:]
        for elements in drawn {
            let id = elements[0].attributes["id"] ?? ""
            XCTAssertEqual(elements.filter { $0.attributes["data-screen-map"] != nil }.count, 2, "\(id): OLD's map and NEW's")
            // Every stop of each side is outlined and numbered, on its own side's map.
            let outlines = elements.filter { $0.classes.contains("stopmark") }
            let badges = elements.filter { $0.classes.contains("badgemark") }
            let listed = elements.filter { $0.tag == "li" && $0.attributes["data-stop"] != nil }
            XCTAssertEqual(outlines.count, listed.count, id)
            XCTAssertEqual(badges.count, listed.count, id)
            for element in elements where element.tag == "g" && element.classes.contains("pin") {
                let kind = element.classes.first { $0.hasPrefix("diff-") } ?? "none"
                pins[kind, default: 0] += 1
            }
            // Each change is listed once, and its item reads old → new without the script.
            XCTAssertGreaterThan(elements.filter { $0.tag == "li" && $0.attributes["data-c"] != nil }.count, 0, id)
        }
        func count(_ kind: String) -> Int { expected.filter { $0.kind == kind }.count }
        // Added stops are marked on NEW, removed ones on OLD, changed and moved ones on both.
        XCTAssertEqual(pins["diff-added"], count("added"))
        XCTAssertEqual(pins["diff-removed"], count("removed"))
        XCTAssertEqual(pins["diff-changed"], 2 * count("changed"))
        XCTAssertEqual(pins["diff-moved"], 2 * count("moved"))
        XCTAssertEqual(pins.values.reduce(0, +), count("added") + count("removed") + 2 * count("changed") + 2 * count("moved"))
    }

    /// A golden snapshot against fresh dumps: OLD has no frames, so it is listed without a map, and says why.
    func testASnapshotSideIsListedWithoutAMap() throws {
        let chromium = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let (old, new) = try corpusPair(in: folder)
        let announce = try CommandRunner.run(["announce", "--format", "json", old])
        let golden = try folder.write("golden.json", announce.stdout)
        let result = try CommandRunner.run(["diff", "--format", "html", golden.path, new])
        XCTAssertEqual(result.status, 1, result.stderr)
        let page = try chromium.open(try folder.write("diff.html", result.stdout).absoluteString)
        XCTAssertEqual(page.console, [])
        for elements in sections(page.dom) {
            XCTAssertEqual(elements.filter { $0.attributes["data-screen-map"] != nil }.count, 1, "NEW's map only")
            XCTAssertEqual(elements.filter { $0.classes.contains("nomap") }.count, 1)
            XCTAssertTrue(elements.contains { $0.tag == "li" && $0.attributes["id"]?.hasSuffix("-o-st0") == true },
                          "OLD's stops are listed")
        }
        XCTAssertTrue(page.dom.contains("No map: It was read from an announcement snapshot"))
    }

    /// Pointing at a change lights up its stop on both maps; the maps stand side by side on a wide
    /// window and stack on a phone's; no mark covers another at any window size; the page passes axe.
    func testPointingLayoutAndAccessibility() throws {
        _ = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let (old, new) = try corpusPair(in: folder)
        let page = folder.url.appendingPathComponent("diff.html").path
        _ = try CommandRunner.run(["diff", "--format", "html", "--output", page, old, new])
        let check = try HeadlessChromium.runScript("diff-report-check.py", [page])
        XCTAssertFalse(check.contains("FAIL"), check)
        XCTAssertTrue(check.contains("lights up its change and OLD's stop") && check.contains("is below OLD's"), check)
        let layout = try HeadlessChromium.runScript("html-report-layout.py", [page])
        XCTAssertFalse(layout.contains("FAIL"), layout)
        XCTAssertTrue(layout.contains("none covers another"), layout)
        let axe = try HeadlessChromium.runScript("axe-check.py", [page])
        XCTAssertTrue(axe.contains("0 violations"), axe)
    }
}
