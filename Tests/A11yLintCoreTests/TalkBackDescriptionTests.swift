@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// How TalkBack builds a stop's description from what it holds: each silent
/// descendant adds its own state, name and role word; a node that says nothing
/// itself speaks its role before them; and the focus crossing into or out of a
/// collection adds "in list" or "out of list".
final class TalkBackDescriptionTests: XCTestCase {
    private func model(_ children: String) throws -> ScreenModel {
        let text = "platform: android\nroot:\n  class: android.widget.FrameLayout\n  children:\n" + children
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func spoken(_ model: ScreenModel) -> [String] {
        model.stops.indices.map { place in
            [model.stops[place].announcement.utterance, model.collectionChange(at: place)]
                .filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// A row with a text and a switch that is not clickable reads "Wi-Fi, on, switch";
    /// an image with a description inside a card adds "image"; below a
    /// descendant with a description, nothing more is read.
    func testDescendantsAddTheirStatesAndRoleWords() throws {
        let screen = try model("""
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.TextView, text: Wi-Fi}
                - {class: android.widget.Switch, checkable: true, checked: true}
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.TextView, text: "23 degrees"}
                - {class: android.widget.ImageView, contentDescription: Sunny}
                - class: android.widget.FrameLayout
                  contentDescription: Wind
                  importantForAccessibility: "yes"
                  children:
                    - {class: android.widget.TextView, text: "12 km/h"}
                - {class: android.widget.SeekBar}
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.ImageView, importantForAccessibility: "yes"}
                - {class: android.widget.TextView, text: Photos}
        """)
        XCTAssertEqual(spoken(screen), ["Wi-Fi, on, switch", "23 degrees, Sunny, image, Wind", "Photos"])
        XCTAssertEqual(screen.stops.map(\.announcement.name), ["Wi-Fi, on, switch", "23 degrees, Sunny, image, Wind", "Photos"])
    }

    /// An edit box whose label is a child (Compose's text fields) says its role
    /// first; one with its own text or hint says it after.
    func testRoleComesBeforeTheWordsOfDescendants() throws {
        let screen = try model("""
            - class: android.widget.EditText
              clickable: true
              children:
                - {class: android.widget.TextView, text: Systolic}
            - {class: android.widget.EditText, clickable: true, hintText: Email}
            - {class: android.widget.EditText, clickable: true, text: alice}
        """)
        XCTAssertEqual(spoken(screen), ["edit box, Systolic", "Email, edit box", "alice, edit box"])
    }

    /// Entering a list says so, with its size when the dump shows all of it (a
    /// tab strip); leaving it says "out of list"; a recycler view laid out in rows
    /// of several items is a grid; iOS says nothing of the kind.
    func testCollectionsAreAnnouncedOnTheWayInAndOut() throws {
        let screen = try model("""
            - {class: android.widget.TextView, text: Inbox}
            - class: android.widget.HorizontalScrollView
              children:
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.LinearLayout, contentDescription: Mail, clickable: true, selected: true}
                    - {class: android.widget.LinearLayout, contentDescription: Chat, clickable: true}
            - class: androidx.recyclerview.widget.RecyclerView
              children:
                - {class: android.widget.TextView, text: First, bounds: [0, 100, 100, 200]}
                - {class: android.widget.TextView, text: Second, bounds: [0, 200, 100, 300]}
            - class: androidx.recyclerview.widget.RecyclerView
              children:
                - {class: android.widget.TextView, text: A, bounds: [0, 300, 50, 350]}
                - {class: android.widget.TextView, text: B, bounds: [50, 300, 100, 350]}
                - {class: android.widget.TextView, text: C, bounds: [0, 350, 50, 400]}
            - {class: android.widget.Button, text: Done}
        """)
        XCTAssertEqual(spoken(screen), [
            "Inbox", "selected, Mail, tab, 1 of 2, in list, 2 items", "Chat, tab, 2 of 2",
            "First, in list", "Second", "A, in grid", "B", "C", "Done, button, out of grid",
        ])
    }
}
