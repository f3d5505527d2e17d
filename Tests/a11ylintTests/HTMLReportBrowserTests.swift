import Foundation
import XCTest

/// The HTML report as a person sees it: opened in headless Chromium after its
/// script has drawn the screens. Skipped where Chromium is not installed.
final class HTMLReportBrowserTests: XCTestCase {
    static let corpus = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    func testSamplesReportDrawsEveryStopAndFindingOnce() throws {
        try checkReport(of: ["samples/"])
    }

    func testCorpusDumpsReportDrawsEveryStopAndFindingOnce() throws {
        let names = ["and-compose-music-settings-chips.xml", "ios-theapp-home-list.xml", "and-swapcard-search-tabs-ime.xml"]
        let paths = names.map { Self.corpus.appendingPathComponent($0).path }
        try XCTSkipUnless(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "../shared/corpus is not present")
        try checkReport(of: paths)
    }

    /// Hiding a severity or a rule hides its findings in the lists and on the maps, and nothing else.
    func testFiltersHideWhatTheyShould() throws {
        let chromium = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let report = folder.url.appendingPathComponent("report.html")
        _ = try CommandRunner.run(["lint", "--report", "html=\(report.path)", "samples/"])
        for (query, hides) in [("hide-severity=warning", { (e: DrawnElement) in e.attributes["data-sev"] == "warning" }),
                               ("hide-rule=control-name,radio-state",
                                { (e: DrawnElement) in ["control-name", "radio-state"].contains(e.attributes["data-rule"] ?? "") }),
                               ("hide-status=active", { (e: DrawnElement) in e.attributes["data-status"] == "active" })] {
            let page = try chromium.open(report.absoluteString + "?" + query)
            XCTAssertEqual(page.console, [], query)
            let marked = DrawnElement.all(in: page.dom).filter { $0.attributes["data-sev"] != nil }
            let hidden = marked.filter(hides)
            XCTAssertFalse(hidden.isEmpty, "\(query) should hide something in the samples")
            for element in marked {
                XCTAssertEqual(element.classes.contains("off"), hides(element),
                               "\(query): \(element.tag) \(element.attributes)")
            }
            XCTAssertTrue(page.dom.contains("Showing \(marked.filter { $0.tag == "li" && !hides($0) }.count) of "),
                          "\(query): the filter says how many findings it shows")
        }
    }

    func testAnnouncePageDrawsTheStopsWithoutFindings() throws {
        let chromium = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["announce", "--format", "html", "samples/ios/cart-clean.yml"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try folder.write("announce.html", result.stdout)
        let page = try chromium.open(report.absoluteString)
        XCTAssertEqual(page.console, [])
        let elements = DrawnElement.all(in: page.dom)
        XCTAssertEqual(elements.filter { $0.attributes["data-screen-map"] != nil }.count, 1)
        let json = try CommandRunner.run(["announce", "--format", "json", "samples/ios/cart-clean.yml"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let stops = try XCTUnwrap((document["screens"] as? [[String: Any]])?.first?["stops"] as? [Any])
        let listed = elements.filter { $0.tag == "li" && $0.attributes["data-stop"] != nil }
        XCTAssertEqual(listed.count, stops.count)
        // The sample gives frames to a few nodes only: those stops are drawn, the others listed.
        XCTAssertEqual(elements.filter { $0.classes.contains("stopmark") }.count,
                       listed.filter { $0.attributes["data-placed"] == "map" }.count)
        XCTAssertEqual(elements.filter { $0.attributes["data-f"] != nil }.count, 0)
        XCTAssertFalse(page.dom.contains("<ul class=\"findings\""))
    }

    // MARK: -

    /// Lints `paths` into an HTML and a JSON report, opens the HTML one and checks
    /// what it shows against the JSON one and against `announce`.
    private func checkReport(of paths: [String]) throws {
        let chromium = try HeadlessChromium.find()
        let folder = try TemporaryFolder()
        let html = folder.url.appendingPathComponent("report.html")
        let json = folder.url.appendingPathComponent("report.json")
        let lint = try CommandRunner.run(["lint", "--report", "html=\(html.path)", "--report", "json=\(json.path)"] + paths)
        XCTAssertLessThan(lint.status, 2, lint.stderr)
        let page = try chromium.open(html.absoluteString)
        XCTAssertEqual(page.console, [], "the page writes nothing to the console")

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let findingCount = files.reduce(0) { $0 + (($1["findings"] as? [Any])?.count ?? 0) }
        let screenCount = try XCTUnwrap((document["summary"] as? [String: Any])?["screens"] as? Int)
        let announce = try CommandRunner.run(["announce", "--format", "json"] + paths)
        let announced = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(announce.stdout.utf8)) as? [String: Any])
        let stopCount = (announced["screens"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["stops"] as? [Any])?.count ?? 0) }

        // The elements of each screen's section, in page order.
        var screens: [[DrawnElement]] = []
        for element in DrawnElement.all(in: page.dom) {
            if element.tag == "section", element.classes.contains("screen") {
                screens.append([])
            } else if element.tag == "section", element.attributes["id"] == "rules" {
                break
            } else if !screens.isEmpty {
                screens[screens.count - 1].append(element)
            }
        }
        XCTAssertGreaterThanOrEqual(screens.count, screenCount)
        XCTAssertEqual(page.dom.components(separatedBy: "<h1").count - 1, 1, "one h1")

        var maps = 0, noMaps = 0, stops = 0, findings = 0, pins = 0
        for (number, elements) in screens.enumerated() {
            let label = "screen \(number + 1)"
            let map = elements.filter { $0.attributes["data-screen-map"] != nil }
            let hasGeometry = elements.contains { $0.attributes["data-map"] != nil }
            XCTAssertEqual(map.count, hasGeometry ? 1 : 0, "\(label): one map per screen with geometry")
            maps += map.count
            noMaps += elements.filter { $0.classes.contains("nomap") }.count
            if let svg = map.first {
                XCTAssertEqual(svg.attributes["role"], "img", label)
                XCTAssertNotNil(svg.attributes["aria-labelledby"], "\(label): the map has a text alternative")
            }
            // Stops: one list item each, and one numbered outline on the map for each that has a frame.
            let listed = elements.filter { $0.tag == "li" && $0.attributes["data-stop"] != nil }
            let markers = elements.filter { $0.classes.contains("stopmark") }
            stops += listed.count
            if hasGeometry {
                XCTAssertEqual(Set(markers.compactMap { $0.attributes["data-stop"] }).count, markers.count, label)
                XCTAssertTrue(Set(markers.compactMap { $0.attributes["data-stop"] })
                    .isSubset(of: listed.compactMap { $0.attributes["data-stop"] }), label)
            }
            // Findings: once in the list, and once on the map unless the list says their node has no frame.
            let items = elements.filter { $0.tag == "li" && $0.attributes["data-f"] != nil }
            let pinned = elements.filter { $0.tag == "g" && $0.classes.contains("pin") }
            findings += items.count
            pins += pinned.count
            XCTAssertEqual(Set(items.compactMap { $0.attributes["data-f"] }).count, items.count, "\(label): each finding listed once")
            XCTAssertEqual(Set(pinned.compactMap { $0.attributes["data-f"] }).count, pinned.count, "\(label): each finding pinned once")
            XCTAssertTrue(Set(pinned.compactMap { $0.attributes["data-f"] }).isSubset(of: items.compactMap { $0.attributes["data-f"] }))
            XCTAssertEqual(markers.count, listed.filter { $0.attributes["data-placed"] == "map" }.count,
                           "\(label): a numbered outline for every stop with a frame")
            XCTAssertEqual(pinned.count, items.filter { $0.attributes["data-placed"] == "map" }.count,
                           "\(label): a pin for every finding whose node has a frame")
            if !hasGeometry { XCTAssertEqual(pinned.count + markers.count, 0, label) }
        }
        XCTAssertEqual(stops, stopCount, "every stop announce predicts is listed")
        XCTAssertEqual(findings, findingCount, "every finding of the JSON report is listed")
        XCTAssertGreaterThan(maps, 0)
        if findingCount > 0 { XCTAssertGreaterThan(pins, 0, "findings are pinned on the maps") }
        XCTAssertEqual(maps + noMaps, screenCount, "every screen has a map or says why not")
    }
}

/// The page's own accessibility, checked by axe-core (scripts/axe-check.py) in
/// light and dark mode, and the page used through Selenium as a person would
/// (scripts/html-report-interaction.py). Skipped where axe, Selenium or
/// chromedriver is missing.
final class HTMLReportAccessibilityTests: XCTestCase {
    func testPagesPassAxe() throws {
        let folder = try TemporaryFolder()
        let lint = folder.url.appendingPathComponent("lint.html").path
        _ = try CommandRunner.run(["lint", "--report", "html=\(lint)", "samples/"])
        let announce = try CommandRunner.run(["announce", "--format", "html", "samples/"])
        let stops = try folder.write("announce.html", announce.stdout).path
        let output = try runScript("axe-check.py", [lint, stops])
        XCTAssertTrue(output.contains("0 violations"), output)
    }

    func testHighlightingAndFiltersWorkByKeyboardAndPointer() throws {
        let folder = try TemporaryFolder()
        let lint = folder.url.appendingPathComponent("lint.html").path
        _ = try CommandRunner.run(["lint", "--report", "html=\(lint)", "samples/"])
        let output = try runScript("html-report-interaction.py", [lint])
        XCTAssertFalse(output.contains("FAIL"), output)
    }

    /// A phone, a tablet and a landscape car screen from the corpus, two of them with screenshots:
    /// at a phone's, a tablet's and a landscape window's size no badge or pin covers another, each
    /// map follows the window, zoom works, a finding brings its stop into view and lights up its
    /// group, the screenshot switch works, the index lays out cleanly (scripts/html-report-layout.py);
    /// and the page passes axe.
    func testCorpusScreensLayOutCleanlyAtEveryWindowSize() throws {
        let corpus = HTMLReportBrowserTests.corpus
        let names = ["and-compose-music-settings-chips", "and-google-tasks-tablet-tabs", "and-ivi-sound-volume-steppers-ko",
                     "and-rcs-photo-picker-zh-u2"]
        try XCTSkipUnless(names.allSatisfy { FileManager.default.fileExists(atPath: corpus.appendingPathComponent($0 + ".xml").path) },
                          "../shared/corpus is not present")
        let folder = try TemporaryFolder()
        let dumps = folder.url.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name + ".xml"),
                                             to: dumps.appendingPathComponent(name + ".xml"))
        }
        // The phone's screen is 1080 × 2400 pixels, the car's app window 1258 × 886.
        try TestImage.png(width: 108, height: 240).write(to: dumps.appendingPathComponent(names[0] + ".png"))
        try TestImage.png(width: 126, height: 89).write(to: dumps.appendingPathComponent(names[2] + ".png"))
        let report = folder.url.appendingPathComponent("layout.html").path
        let lint = try CommandRunner.run(["lint", "--report", "html=\(report)", dumps.path])
        XCTAssertLessThan(lint.status, 2, lint.stderr)
        XCTAssertFalse(lint.stderr.contains("warning: the screenshot"), lint.stderr)
        let output = try runScript("html-report-layout.py", [report])
        XCTAssertFalse(output.contains("FAIL"), output)
        XCTAssertTrue(output.contains("none covers another") && output.contains("the wireframe switch"), output)
        let axe = try runScript("axe-check.py", [report])
        XCTAssertTrue(axe.contains("0 violations"), axe)
    }

    private func runScript(_ name: String, _ arguments: [String]) throws -> String {
        try HeadlessChromium.runScript(name, arguments)
    }
}
