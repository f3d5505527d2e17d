import A11yLintCore
import A11yReporters
import XCTest

/// The diff's text and Markdown reports on diffs made in memory.
final class DiffReportTests: XCTestCase {
    private func stop(_ name: String) -> AnnouncedStop {
        AnnouncedStop(identity: "Button \"\(name)\"", name: name, role: "button", utterance: name + ", button")
    }

    private func screen(_ name: String, stops: [AnnouncedStop]) -> DiffScreen {
        DiffScreen(announced: AnnouncedScreen(path: "screens/\(name).yml", screen: name, platform: "ios", stops: stops))
    }

    /// `screens` screens, each with `stops` stops renamed between the sides.
    private func diff(screens: Int, stops: Int) -> AnnouncementDiff {
        let old = (0..<screens).map { index in screen("s\(index)", stops: (0..<stops).map { stop("Item \($0)") }) }
        let new = (0..<screens).map { index in screen("s\(index)", stops: (0..<stops).map { stop("Item \($0) renamed") }) }
        return AnnouncementDiff(old: DiffSide(files: old.map { DiffFile(path: $0.announced.path, relativePath: $0.announced.path, screens: [$0]) }),
                                new: DiffSide(files: new.map { DiffFile(path: $0.announced.path, relativePath: $0.announced.path, screens: [$0]) }))
    }

    func testMarkdownThatFitsIsWhole() {
        let text = DiffMarkdownReport().rendered(diff(screens: 3, stops: 2))
        XCTAssertEqual(text.components(separatedBy: "<details>").count - 1, 3)
        XCTAssertFalse(text.contains("Cut to fit"))
    }

    /// GitHub refuses a comment over 65,536 characters: the report keeps the table
    /// and the sections that fit, and says how many it left out.
    func testMarkdownIsCutUnderGitHubsLimitWithANote() {
        let text = DiffMarkdownReport().rendered(diff(screens: 60, stops: 40))
        XCTAssertLessThanOrEqual(text.utf16.count, 65_536)
        let shown = text.components(separatedBy: "<details>").count - 1
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 60)
        XCTAssertTrue(text.contains("> Cut to fit GitHub's comment limit: \(shown) of 60 screens are shown in detail."), text.suffix(400).description)
        XCTAssertEqual(text.components(separatedBy: "\n| <code>screens/").count - 1, 60, "the table lists every screen")
    }

    func testMarkdownCutsALongSectionAndCutsTheTableWhenItAloneIsTooLong() {
        var report = DiffMarkdownReport()
        report.longestSection = 10
        let long = report.rendered(diff(screens: 1, stops: 20))
        XCTAssertTrue(long.contains("\n… 50 more lines\n"), long)
        XCTAssertTrue(long.contains("1 of 1 screens are shown in detail, 1 of them cut to their first 10 lines."), long)

        report.limit = 3_000
        let table = report.rendered(diff(screens: 100, stops: 1))
        XCTAssertLessThanOrEqual(table.utf16.count, 3_000)
        XCTAssertTrue(table.contains("the table lists "), table)
        XCTAssertEqual(table.components(separatedBy: "<details>").count - 1, 0)
    }

    /// Words from the dump cannot open HTML or break the table or the code block.
    func testMarkdownMakesTheDumpsWordsInert() {
        let old = screen("a|b<i>", stops: [stop("```")])
        let new = screen("a|b<i>", stops: [stop("<script>* | ```` _x_")])
        let text = DiffMarkdownReport().rendered(AnnouncementDiff(
            old: DiffSide(files: [DiffFile(path: "x", relativePath: "x", screens: [old])]),
            new: DiffSide(files: [DiffFile(path: "x", relativePath: "x", screens: [new])])))
        XCTAssertFalse(text.contains("<i>"))
        XCTAssertTrue(text.contains("'a&#124;b&lt;i&gt;'"), text)
        XCTAssertTrue(text.contains("`````diff\n"), "the fence is longer than any run of backticks: \(text)")
    }

    func testTextIsColouredOnlyWhenAsked() {
        let changed = diff(screens: 1, stops: 1)
        XCTAssertFalse(DiffTextReport().lines(changed).joined().contains("\u{1B}["))
        let coloured = DiffTextReport(colour: true).lines(changed)
        XCTAssertTrue(coloured.contains("\u{1B}[31m- 1. \"Item 0, button\"\u{1B}[0m"), "\(coloured)")
        XCTAssertTrue(coloured.contains("\u{1B}[32m+ 1. \"Item 0 renamed, button\"\u{1B}[0m"), "\(coloured)")
    }
}
