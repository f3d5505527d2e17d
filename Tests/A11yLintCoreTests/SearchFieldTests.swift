@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Search fields: which text fields are for search, and what the two
/// search-field rules make of them.
final class SearchFieldTests: XCTestCase {
    private func screen(_ text: String, path: String = "test.yml") throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: path)
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func searchFields(_ text: String, path: String = "test.yml") throws -> [String] {
        let model = ScreenModel(screen: try screen(text, path: path))
        return model.nodes(SearchField.self).map { $0.identifier ?? $0.simpleClassName }
    }

    private func findings(_ text: String, rule: String, path: String = "test.yml") throws -> [String] {
        Linter().check(try screen(text, path: path)).filter { $0.ruleID == rule }.map(\.message)
    }

    // MARK: - Detection

    func testSearchFieldsAreFoundByRoleClassViewIdAndPlaceholder() throws {
        let ios = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UISearchTextField, accessibilityIdentifier: bar, placeholder: Recipes}
                - {class: UITextField, accessibilityIdentifier: byWords, placeholder: Suchen Sie ein Rezept}
                - {class: UITextField, accessibilityIdentifier: email, placeholder: you@example.com}
                - {class: UITextField, accessibilityIdentifier: address, accessibilityLabel: Address,
                   placeholder: Search or enter website}
                - {class: UITextField, accessibilityIdentifier: roleWordLabel, accessibilityLabel: Text Field,
                   placeholder: Search transactions}
            """
        XCTAssertEqual(try searchFields(ios), ["bar", "byWords", "roleWordLabel"])
        let android = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - class: androidx.appcompat.widget.SearchView
                  children:
                    - class: android.widget.LinearLayout
                      children:
                        - {class: android.widget.AutoCompleteTextView, resourceId: "a:id/query", focusable: true}
                - {class: android.widget.EditText, resourceId: "a:id/etSearch", focusable: true}
                - {class: android.widget.EditText, resourceId: "a:id/research_notes", focusable: true}
                - {class: android.widget.EditText, resourceId: "a:id/city", hintText: "搜索城市", focusable: true}
            """
        XCTAssertEqual(try searchFields(android), ["a:id/query", "a:id/etSearch", "a:id/city"])
    }

    func testAClassMappedToSearchFieldIsATextFieldToo() throws {
        let dump = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: com.shop.QueryBox, resourceId: "a:id/box", text: lamps, focusable: true}
            """
        let model = ScreenModel(screen: try screen(dump), customComponents: ["QueryBox": "search-field"])
        let box = try XCTUnwrap(model.tree.nodes.first { $0.simpleClassName == "QueryBox" })
        XCTAssertTrue(model.isComponent(box, SearchField.self))
        XCTAssertTrue(model.isComponent(box, TextField.self))
    }

    // MARK: - search-field-role

    func testAFieldForSearchWithoutTheTraitIsReportedAndOneWithItIsNot() throws {
        let plain = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextField, placeholder: Search podcasts}
            """
        let messages = try findings(plain, rule: "search-field-role")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("placeholder 'Search podcasts'"), messages[0])
        XCTAssertTrue(messages[0].contains("VoiceOver says 'Search podcasts, text field'"), messages[0])
        let withTrait = plain.replacingOccurrences(of: "placeholder: Search podcasts",
                                                   with: "placeholder: Search podcasts, accessibilityTraits: [searchField]")
        XCTAssertEqual(try findings(withTrait, rule: "search-field-role"), [])
        let searchBar = plain.replacingOccurrences(of: "UITextField", with: "UISearchTextField")
        XCTAssertEqual(try findings(searchBar, rule: "search-field-role"), [])
    }

    // MARK: - search-field-name

    func testAQueryAloneIsReportedOnlyWhenTheDumpRecordsThatThereIsNoHint() throws {
        let noHint = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" resource-id="a:id/search_bar" class="android.widget.FrameLayout" bounds="[0,0][1080,200]">
                <node index="0" text="littlest pet shop" resource-id="a:id/search_query" class="android.widget.EditText" \
            clickable="true" focusable="true" enabled="true" bounds="[0,0][900,200]" hint="" />
              </node>
            </hierarchy>
            """
        let messages = try findings(noHint, rule: "search-field-name", path: "test.xml")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("only the query 'littlest pet shop'"), messages[0])
        // Without the hint attribute the dump cannot say whether TalkBack reads a hint after the query.
        let unrecorded = noHint.replacingOccurrences(of: " hint=\"\"", with: "")
        XCTAssertEqual(try findings(unrecorded, rule: "search-field-name", path: "test.xml"), [])
        let hinted = noHint.replacingOccurrences(of: "hint=\"\"", with: "hint=\"Search toys\"")
        XCTAssertEqual(try findings(hinted, rule: "search-field-name", path: "test.xml"), [])
    }
}
