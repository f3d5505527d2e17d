@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Data tables: which grids are tables, and what the two table rules say only
/// where the dump shows the headers.
final class DataTableTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func findings(_ text: String) throws -> [String] {
        Linter().check(try screen(text)).map(\.ruleID).filter { $0.hasPrefix("data-table") }
    }

    /// A grid whose items are given by `cells` (row, column, extra keys), under a node of `rows` × `columns`.
    private func grid(rows: Int = 3, columns: Int = 2, _ cells: [(Int, Int, String)]) -> String {
        let items = cells.map { row, column, extra in
            "    - {class: android.widget.TextView, \(extra), collectionItemInfo: {rowIndex: \(row), columnIndex: \(column)"
                + "}, bounds: [\(column * 300), \(row * 100), \(column * 300 + 300), \(row * 100 + 100)]}"
        }
        return """
            platform: android
            root:
              class: android.view.View
              resourceId: a:id/table
              collectionInfo: {rowCount: \(rows), columnCount: \(columns)}
              children:
            \(items.joined(separator: "\n"))
            """
    }

    func testGridsOfReadOnlyWordsAndTableLayoutsAreTablesTilesAreNot() throws {
        let words = grid([(0, 0, "text: Size"), (0, 1, "text: Price"), (1, 0, "text: Small"), (1, 1, "text: '3'")])
        XCTAssertEqual(ScreenModel(screen: try screen(words)).nodes(DataTable.self).count, 1)
        // A calendar's days and a keypad are clickable: tiles, not a table.
        let days = grid([(0, 0, "text: '1', clickable: true"), (0, 1, "text: '2', clickable: true"),
                          (1, 0, "text: '8', clickable: true"), (1, 1, "text: '9', clickable: true")])
        XCTAssertEqual(ScreenModel(screen: try screen(days)).nodes(DataTable.self).count, 0)
        // A heading cell says it is a table, even with a clickable (sortable) header.
        let sortable = grid([(0, 0, "text: Size, heading: true, clickable: true"), (0, 1, "text: Price, heading: true"),
                             (1, 0, "text: Small"), (1, 1, "text: '3'")])
        XCTAssertEqual(ScreenModel(screen: try screen(sortable)).nodes(DataTable.self).count, 1)
        // One column is a list.
        let list = grid(columns: 1, [(0, 0, "text: A"), (1, 0, "text: B")])
        XCTAssertEqual(ScreenModel(screen: try screen(list)).nodes(DataTable.self).count, 0)
        let photos = """
            platform: android
            root:
              class: android.view.View
              collectionInfo: {rowCount: 2, columnCount: 2}
              children:
                - {class: android.widget.ImageView, contentDescription: A, collectionItemInfo: {rowIndex: 0, columnIndex: 0}}
                - {class: android.widget.ImageView, contentDescription: B, collectionItemInfo: {rowIndex: 0, columnIndex: 1}}
                - {class: android.widget.ImageView, contentDescription: C, collectionItemInfo: {rowIndex: 1, columnIndex: 0}}
            """
        XCTAssertEqual(ScreenModel(screen: try screen(photos)).nodes(DataTable.self).count, 0)
        let form = """
            platform: android
            root:
              class: android.widget.TableLayout
              children:
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: Name}
                    - {class: android.widget.EditText, text: Ann, editable: true, clickable: true, focusable: true}
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: City}
                    - {class: android.widget.EditText, text: Oslo, editable: true, clickable: true, focusable: true}
            """
        XCTAssertEqual(ScreenModel(screen: try screen(form)).nodes(DataTable.self).count, 0)
    }

    /// With no heading cell, a collection is judged by its first row only when the dump shows it.
    func testAHeaderRowScrolledOutOfTheDumpIsNotAMissingHeader() throws {
        let shown = grid([(0, 0, "text: Size"), (0, 1, "text: Price"), (1, 0, "text: Small"), (1, 1, "text: '3'"),
                          (2, 0, "text: Large"), (2, 1, "text: '4'")])
        XCTAssertEqual(try findings(shown), ["data-table-column-header"])
        let scrolled = grid(rows: 9, [(5, 0, "text: Small"), (5, 1, "text: '3'"), (6, 0, "text: Large"), (6, 1, "text: '4'")])
        XCTAssertEqual(try findings(scrolled), [])
        // Values that say their column's top text need no heading; the leftmost column names its rows.
        let said = grid([(0, 0, "text: Size"), (0, 1, "text: Price"), (1, 0, "text: Small"),
                         (1, 1, "text: '3', contentDescription: 'Price 3'")])
        XCTAssertEqual(try findings(said), [])
    }

    /// Heading cells one to a row are row headers: the columns are not judged.
    func testRowHeadersAloneAreNotJudged() throws {
        let rowHeaders = grid([(0, 0, "text: Small, heading: true"), (0, 1, "text: '3'"),
                               (1, 0, "text: Large, heading: true"), (1, 1, "text: '4'")])
        XCTAssertEqual(try findings(rowHeaders), [])
    }

    /// A TableLayout's headers are known only where the dump records headings.
    func testATableLayoutIsJudgedOnlyWhereTheDumpRecordsHeadings() throws {
        let table = """
            platform: android
            %@
            root:
              class: android.widget.TableLayout
              children:
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: Plan, heading: true}
                    - {class: android.widget.TextView, text: Cost, heading: true}
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: Basic}
                    - {class: android.widget.TextView, text: '4.99'}
            """
        XCTAssertEqual(try findings(String(format: table, "")), ["data-table-column-header"])
        let unrecorded = String(format: table, "notRecorded: [heading]").replacingOccurrences(of: ", heading: true", with: "")
        XCTAssertEqual(try findings(unrecorded), [])
    }

    /// An empty cell is reported, the top-left corner and a TableLayout's spacer views are not.
    func testEmptyCellsButNotTheCornerOrSpacers() throws {
        let corner = grid([(0, 0, "text: ''"), (0, 1, "text: Price, heading: true"), (0, 2, "text: Stock, heading: true"),
                           (1, 0, "text: Small, heading: true"), (1, 1, "text: '3'"), (1, 2, "text: ''")])
        let found = Linter().check(try screen(corner)).filter { $0.ruleID == "data-table-empty-cell" }
        XCTAssertEqual(found.map(\.message.first), ["E"])
        XCTAssertTrue(found.first?.message.contains("row 2, column 3") == true)
        let spacer = """
            platform: android
            root:
              class: android.widget.TableLayout
              children:
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: Plan}
                    - {class: android.view.View, bounds: [300, 0, 320, 100]}
                    - {class: android.widget.TextView, text: Cost}
                - class: android.widget.TableRow
                  children:
                    - {class: android.widget.TextView, text: Basic}
                    - {class: android.view.View, bounds: [300, 100, 320, 200]}
                    - {class: android.widget.TextView, text: '4.99'}
            """
        XCTAssertEqual(try findings(spacer), [])
    }
}
