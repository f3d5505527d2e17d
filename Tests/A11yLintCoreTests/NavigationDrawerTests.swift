@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Navigation drawers: the panel a DrawerLayout shows is found, its content and a
/// closed drawer are not, and the component and the modal layers agree on every
/// corpus dump.
final class NavigationDrawerTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        ScreenModel(screen: try XCTUnwrap(load(yaml).screens.first))
    }

    private static let layout = """
        platform: android
        root:
          class: androidx.drawerlayout.widget.DrawerLayout
          bounds: [0, 0, 1080, 2400]
          children:
            - {class: android.widget.FrameLayout, resourceId: "app:id/content", bounds: [0, 0, 1080, 2400]}

        """

    func testTheOpenDrawerOfADrawerLayoutIsFound() throws {
        let open = try model(Self.layout + """
                - class: android.widget.FrameLayout
                  resourceId: "app:id/nav_view"
                  bounds: [0, 0, 840, 2400]
                  children:
                    - {class: android.widget.CheckedTextView, text: Inbox, clickable: true, bounds: [0, 200, 840, 330]}

            """)
        XCTAssertEqual(open.nodes(NavigationDrawer.self).map { $0.identifier }, ["app:id/nav_view"])
        XCTAssertEqual(open.modals.map(\.kind), [.drawer])
    }

    /// A closed drawer is not in the dump; a second child as wide as the layout is more content.
    func testContentAndAFullWidthChildAreNoDrawer() throws {
        XCTAssertEqual(try model(Self.layout).nodes(NavigationDrawer.self).count, 0)
        let wide = try model(Self.layout + """
                - {class: android.widget.FrameLayout, resourceId: "app:id/overlay", bounds: [0, 0, 1080, 2400]}

            """)
        XCTAssertEqual(wide.nodes(NavigationDrawer.self).count, 0)
    }

    /// The component is the panel the modal layers take for an open drawer, on every corpus dump.
    func testTheComponentAndTheModalLayersAgreeOnTheCorpus() throws {
        let files = try CorpusTests.files()
        for name in files {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            guard let screen = try? CorpusTests.linter.load(Input(path: path, source: .file(path))).screens.first else {
                continue
            }
            let model = CorpusTests.linter.model(of: screen)
            let drawers = model.nodes(NavigationDrawer.self).map(\.order)
            let layers = model.modals.filter { $0.kind == .drawer }.map(\.root.order)
            XCTAssertEqual(drawers, layers, name)
        }
    }
}
