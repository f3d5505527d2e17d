@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Chip rows as real apps dump them: Compose filter chips (checkable views that
/// show one text), and what is not chips: a bar of plain buttons, product cards.
final class ChipDetectionTests: XCTestCase {
    private func corpusModel(_ name: String) throws -> ScreenModel {
        _ = try CorpusTests.files()
        let path = CorpusTests.corpus.appendingPathComponent(name).path
        let screen = try XCTUnwrap(CorpusTests.linter.load(Input(path: path, source: .file(path))).screens.first)
        return CorpusTests.linter.model(of: screen)
    }

    private func chipTexts(_ model: ScreenModel) -> [[String]] {
        Chip.rows(in: model).map { row in row.chips.map { model.firstVisibleText(in: $0) ?? "" } }
    }

    /// The music app's settings: a theme row of three and a flow of twelve languages.
    func testComposeFilterChipsAreChipRows() throws {
        let model = try corpusModel("and-compose-music-settings-chips.xml")
        let rows = chipTexts(model)
        XCTAssertEqual(rows.map(\.count), [3, 12])
        XCTAssertEqual(rows.first, ["Dark", "Light", "System"])
    }

    /// The Arabic files screen: three checkable filter chips laid out right to left.
    func testRightToLeftFilterChipsAreAChipRow() throws {
        // Read before asserting: without the corpus the test is skipped, not failed.
        let model = try corpusModel("and-mohamy-files-chips-ar.xml")
        XCTAssertEqual(chipTexts(model), [["الكل", "مذكرة", "مستند"]])
    }

    /// Rows of plain buttons or cards that nothing says can be chosen: a policy
    /// screen's SHARE/CLOSE/SAVE/LOAN bar, a cart's row of dish cards, Safari's
    /// toolbar, an icon-and-text bar. A dump does not tell them from action chips.
    func testRowsWithoutAChoiceAreNotChips() throws {
        for name in ["and-lic-policy-details-hi-u2.xml", "and-zomato-cart-steppers.xml", "ios-safari-page.xml",
                     "and-spoon-live-compose-banner.xml", "and-shucle-mobility-home-ko-u2.xml"] {
            let model = try corpusModel(name)
            XCTAssertEqual(chipTexts(model), [], name)
        }
    }

    /// A column of checkable rows is a list, a row split into equal widths a bar,
    /// and two chips are too few to tell a row.
    func testColumnsEvenRowsAndPairsAreNotChipRows() throws {
        func chips(_ frames: [(Int, Int, Int)]) throws -> [[String]] {
            let items = frames.enumerated().map { place, frame in
                "    - {class: android.view.View, role: Checkbox, clickable: true, checkable: true, text: Item\(place), "
                    + "bounds: [\(frame.0), \(frame.1), \(frame.0 + frame.2), \(frame.1 + 100)]}"
            }
            let yaml = "platform: android\nroot:\n  class: android.view.View\n  bounds: [0, 0, 1080, 2000]\n  children:\n"
                + items.joined(separator: "\n") + "\n"
            let screen = try XCTUnwrap(load(yaml).screens.first)
            return chipTexts(ScreenModel(screen: screen))
        }
        XCTAssertEqual(try chips([(0, 0, 120), (140, 0, 200), (360, 0, 150)]), [["Item0", "Item1", "Item2"]])
        XCTAssertEqual(try chips([(0, 0, 120), (0, 120, 200), (0, 240, 150)]), [], "a column")
        XCTAssertEqual(try chips([(0, 0, 200), (200, 0, 200), (400, 0, 200)]), [], "even widths")
        XCTAssertEqual(try chips([(0, 0, 120), (140, 0, 200)]), [], "a pair")
    }
}
