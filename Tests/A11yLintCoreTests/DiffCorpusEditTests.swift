import A11yDump
import A11yLintCore
import XCTest

/// `diff` on pairs made from a real corpus screen by an edit a team makes: each
/// test says exactly what changed, and that nothing else did.
final class DiffCorpusEditTests: XCTestCase {
    static let settings = "and-albacontrol-settings-es.xml"

    private func corpusText(_ name: String) throws -> String {
        let url = CorpusTests.corpus.appendingPathComponent(name)
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "../shared/corpus is not present")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The one screen's diff between the corpus screen and its edited copy.
    private func diff(_ name: String = settings, _ edit: (inout DumpTextEdit) throws -> Void) throws -> ScreenDiff {
        let text = try corpusText(name)
        var edited = DumpTextEdit(text: text)
        try edit(&edited)
        XCTAssertNotEqual(edited.text, text, "the edit changed nothing")
        let loader = DiffSideLoader(linter: Linter())
        let old = loader.load([Input(path: "old/" + name, source: .bytes(Array(text.utf8)))], folder: nil)
        let new = loader.load([Input(path: "new/" + name, source: .bytes(Array(edited.text.utf8)))], folder: nil)
        XCTAssertEqual(old.errors + new.errors, [])
        let result = AnnouncementDiff(old: old, new: new)
        XCTAssertEqual(result.screens.count, 1)
        return try XCTUnwrap(result.screens.first)
    }

    private func id(_ name: String) -> String { "com.albacontrol:id/" + name }

    func testRelabellingAButtonChangesItsNameOnly() throws {
        let screen = try diff { try $0.set("content-desc", to: "Exportar borradores", where: "resource-id", is: id("btnExportDrafts")) }
        XCTAssertEqual(screen.stops.map(\.kind), [.changed])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual([stop.oldPlace, stop.newPlace], [9, 9])
        XCTAssertEqual(stop.changes, [PartChange(part: .name, old: "Exportar", new: "Exportar borradores")])
        XCTAssertEqual(stop.new?.utterance, "Exportar borradores, button")
    }

    /// A text without an identifier is known by its words: relabelled, its identity
    /// changes, and it pairs by its place and kind instead.
    func testRelabellingATextWithoutIdentifierPairsByPlace() throws {
        let screen = try diff { try $0.set("text", to: "Copias de seguridad", where: "text", is: "Backup") }
        XCTAssertEqual(screen.stops.map(\.kind), [.changed])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual([stop.oldPlace, stop.newPlace], [7, 7])
        XCTAssertNotEqual(stop.old?.identity, stop.new?.identity)
        XCTAssertEqual(stop.changes, [PartChange(part: .name, old: "Backup", new: "Copias de seguridad")])
    }

    func testRemovingANameIsAChangeThatRemovesTheName() throws {
        let screen = try diff { try $0.set("text", to: "", where: "resource-id", is: id("btnRestoreApp")) }
        XCTAssertEqual(screen.stops.map(\.kind), [.changed])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual([stop.oldPlace, stop.newPlace], [24, 24])
        XCTAssertEqual(stop.changes, [PartChange(part: .name, old: "Restaurar", new: "")])
        XCTAssertTrue(stop.removesName)
        XCTAssertTrue(DiffFailCondition.removedName.isMet(by: screen))
        XCTAssertFalse(DiffFailCondition.lostState.isMet(by: screen))
    }

    func testReorderingSiblingsMovesOneStopAndChangesNothingElse() throws {
        let screen = try diff { try $0.swap("resource-id", id("btnExportDrafts"), id("btnImportDrafts")) }
        XCTAssertEqual(screen.stops.map(\.kind), [.moved])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual(Set([stop.oldPlace, stop.newPlace]), [9, 10])
        XCTAssertEqual(stop.changes, [])
    }

    /// A stop is moved when its order among the others changed, not when others were inserted before it.
    func testInsertingARowAddsOneStopAndMovesNothing() throws {
        let screen = try diff {
            try $0.insertCopy(after: "text", "Patrones") { try $0.set("text", to: "Plantillas", where: "text", is: "Patrones") }
        }
        XCTAssertEqual(screen.stops.map(\.kind), [.added])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual(stop.newPlace, 18)
        XCTAssertNil(stop.oldPlace)
        XCTAssertEqual(stop.new?.name, "Plantillas")
        XCTAssertEqual(screen.new?.stopCount, 32)
    }

    func testWrappingAGroupInALayoutChangesNothingSaid() throws {
        let screen = try diff { try $0.wrap("text", "Borradores", in: "android.widget.FrameLayout") }
        XCTAssertEqual(screen.stops.map(\.kind), [])
        XCTAssertEqual(screen.status, .unchanged)
    }

    func testTurningASwitchOffChangesItsState() throws {
        let screen = try diff { try $0.set("checked", to: "false", where: "resource-id", is: id("switchAutoDeleteAge")) }
        XCTAssertEqual(screen.stops.map(\.kind), [.changed])
        let stop = try XCTUnwrap(screen.stops.first)
        XCTAssertEqual([stop.oldPlace, stop.newPlace], [28, 28])
        XCTAssertEqual(stop.changes, [PartChange(part: .states, old: "on", new: "off")])
        // On to off is a state said differently, not a state lost.
        XCTAssertFalse(stop.losesState)
    }

    func testPresentingADialogAddsItsStopsInTheAlertLayer() throws {
        // A presented alert, its message and its button (shared with DiffHTMLBrowserTests).
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("a11ylintTests/Fixtures/diff/alert-dialog.xml")
        let dialog = try String(contentsOf: fixture, encoding: .utf8).trimmingCharacters(in: .newlines)
        let screen = try diff { try $0.append(dialog, into: "resource-id", "android:id/content") }
        let added = screen.stops.filter { $0.kind == .added }
        XCTAssertEqual(added.map(\.stop.name), ["¿Restaurar la app?", "Aceptar"])
        XCTAssertEqual(added.map(\.stop.place), ["alert", "alert"])
        XCTAssertEqual(added.map(\.newPlace), [32, 33])
        XCTAssertEqual(screen.stops.count, added.count, "nothing but the dialog's stops differs")
    }
}
