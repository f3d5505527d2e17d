@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Which findings the text report prints as one group, and where a node stands in a list's template.
final class RepeatedFindingsTests: XCTestCase {
    func testAMessagesShapeLeavesOutWhatItQuotesAndItsNumbers() {
        XCTAssertEqual(RepeatedFindings.shape(of: "Table row 'Tyler Perry's Sistas' announces ('New')."),
                       RepeatedFindings.shape(of: "Table row 'Mayfair Witches' announces ('New')."))
        XCTAssertEqual(RepeatedFindings.shape(of: "Button has the same frame as '00:02' (90 × 89 at 11, 90 dp)."),
                       "Button has the same frame as '' (# × # at #, # dp).")
        XCTAssertNotEqual(RepeatedFindings.shape(of: "Control has no name; the screen reader says nothing."),
                          RepeatedFindings.shape(of: "Control is named only '+'; the screen reader says just '+'."))
    }

    func testGroupsNeedTheSameRulePlaceScreenAndShapeAndThreeFindings() {
        func finding(_ line: Int, rule: String = "control-name", key: String? = "3 #tile/#favourite",
                     message: String = "Button has no name.", list: String = "#gallery") -> Finding {
            var finding = Finding(ruleID: rule, severity: .error, message: message, path: "a.xml",
                                  mark: Mark(line: line, column: 5), screen: "Photos")
            finding.repetition = key.map { ListRepetition(key: $0, list: list, outermostList: "#feed") }
            return finding
        }
        var suppressed = finding(7)
        suppressed.status = .suppressed(reason: "known")
        let findings = [finding(1), finding(2, rule: "image-name"), finding(3), finding(4, key: nil), suppressed,
                        finding(8, message: "Button is named only '+'."), finding(9, list: "#strip"), finding(10, key: "3 #tile/#share"),
                        finding(11, rule: "image-name"), finding(12, key: "3 #tile/#share")]
        let repeated = RepeatedFindings(findings)
        XCTAssertEqual(repeated.others, [0: [2, 6]], "two image-name and two #share findings are printed each")
        XCTAssertEqual(repeated.folded, [2, 6])
        XCTAssertEqual(RepeatedFindings.line(first: findings[0], others: [findings[2], findings[6]]),
                       "    … and 2 more items of #feed (lines 3, 9)", "items of two inner lists are named by the outer one")
        XCTAssertEqual(RepeatedFindings.line(first: findings[0], others: [findings[2]]),
                       "    … and 1 more item of #gallery (line 3)")
        var oneLine = findings[2]
        oneLine.mark = Mark(line: 1, column: 900)
        var first = findings[0]
        first.mark = Mark(line: 1, column: 40)
        XCTAssertEqual(RepeatedFindings.line(first: first, others: [oneLine]),
                       "    … and 1 more item of #gallery (at 1:900)", "a one-line capture's places are its columns")
    }

    /// The favourite button of each card of a feed has one place, whichever inner strip holds it;
    /// a node in no list has none; a row of three like children is a list too.
    func testAListTemplatePlaceFollowsTheOutermostListsItem() throws {
        let result = load(FeedOfCards.yaml)
        XCTAssertEqual(result.errors, [])
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        let favourites = model.nodes.filter { $0.identifier?.hasSuffix("favourite") == true }
        XCTAssertEqual(favourites.count, 3)
        let places = favourites.compactMap { model.listTemplatePlace(of: $0) }
        XCTAssertEqual(places.count, 3)
        XCTAssertEqual(Set(places.map(\.pattern)), ["#card/#strip/LinearLayout/#favourite"])
        XCTAssertTrue(places.allSatisfy { $0.outermostList.identifier == "com.example:id/feed" })
        XCTAssertEqual(Set(places.map { $0.innermostList.order }).count, 3, "each card has its own strip")
        let close = try XCTUnwrap(model.nodes.first { $0.identifier == "com.example:id/close" })
        XCTAssertNil(model.listTemplatePlace(of: close))
        let stars = model.nodes.filter { $0.identifier == "com.example:id/star" }
        XCTAssertEqual(stars.compactMap { model.listTemplatePlace(of: $0)?.pattern }, ["#star", "#star", "#star"])
    }
}

/// A feed of three cards, each with a strip (a list of its own) holding a row with a favourite button;
/// a close button in no list; a rating of three stars in a plain layout.
private enum FeedOfCards {
    static var yaml: String {
        var text = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - class: android.widget.ImageButton
                  resourceId: com.example:id/close
                  clickable: true
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.ImageView, resourceId: com.example:id/star}
                    - {class: android.widget.ImageView, resourceId: com.example:id/star}
                    - {class: android.widget.ImageView, resourceId: com.example:id/star}
                - class: androidx.recyclerview.widget.RecyclerView
                  resourceId: com.example:id/feed
                  children:

            """
        for _ in 0..<3 {
            text += """
                        - class: android.widget.FrameLayout
                          resourceId: com.example:id/card
                          children:
                            - class: androidx.recyclerview.widget.RecyclerView
                              resourceId: com.example:id/strip
                              children:
                                - class: android.widget.LinearLayout
                                  children:
                                    - {class: android.widget.ImageButton, resourceId: com.example:id/favourite, clickable: true}
                                - class: android.widget.LinearLayout

                """
        }
        return text
    }
}
