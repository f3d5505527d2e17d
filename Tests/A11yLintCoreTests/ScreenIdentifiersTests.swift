@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Detection asks id questions once per distinct id (`ScreenIdentifiers`); the
/// answers must be those of asking each node, and detection must find on every
/// corpus dump what asking node by node found.
final class ScreenIdentifiersTests: XCTestCase {
    private static let rows = """
        platform: android
        root:
          class: android.widget.FrameLayout
          resourceId: "app:id/root"
          children:
            - {class: android.widget.TextView, resourceId: "app:id/error_banner", text: Saved}
            - {class: android.widget.TextView, resourceId: "app:id/title", text: One}
            - {class: android.widget.TextView, resourceId: "app:id/title", text: Two}
            - {class: android.widget.ImageView, contentDescription: Photo}
            - {class: android.widget.TextView, resourceId: "app:id/error_banner", text: Again}
            - {class: android.widget.TextView, resourceId: "app:id/title", text: Three}
        """

    func testEachDistinctIdIsKeptOnceAndEveryNodeFindsItsOwn() throws {
        let model = ScreenModel(screen: try XCTUnwrap(load(Self.rows).screens.first))
        let identifiers = ScreenIdentifiers(tree: model.tree)
        XCTAssertEqual(identifiers.distinct, ["app:id/root", "app:id/error_banner", "app:id/title"])
        for node in model.tree.nodes {
            XCTAssertEqual(identifiers.place(of: node).map { identifiers.distinct[$0] }, node.identifier)
        }
        let says = identifiers.answers { $0.hasSuffix("banner") }
        XCTAssertEqual(model.tree.nodes.map { says.answer(for: $0) },
                       model.tree.nodes.map { $0.identifier?.hasSuffix("banner") ?? false })
        XCTAssertEqual(model.tree.nodes.filter { says.answer(for: $0) }.count, 2)
        XCTAssertFalse(model.tree.nodes.contains { identifiers.answers { $0.isEmpty }.answer(for: $0) })
    }

    /// Every corpus dump: the table gives each node its own id.
    func testEveryCorpusNodeFindsItsOwnId() throws {
        for name in try CorpusTests.files() {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            for screen in CorpusTests.linter.load(Input(path: path, source: .file(path))).screens {
                let model = CorpusTests.linter.model(of: screen)
                let identifiers = ScreenIdentifiers(tree: model.tree)
                XCTAssertEqual(Set(identifiers.distinct).count, identifiers.distinct.count, name)
                for node in model.tree.nodes {
                    XCTAssertEqual(identifiers.place(of: node).map { identifiers.distinct[$0] }, node.identifier, name)
                }
            }
        }
    }
}
