import A11yDump
import A11yLintCore
import A11yReporters
import Foundation
import XCTest

/// `diff` over the whole corpus: a screen compared with itself, and with its own
/// announcement snapshot, reports nothing.
final class DiffCorpusTests: XCTestCase {
    private func corpusSide(linting: Bool = false) throws -> (files: [String], side: DiffSide) {
        let files = try CorpusTests.files()
        var loader = DiffSideLoader(linter: CorpusTests.linter)
        loader.lints = linting
        let inputs = files.map { name in
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            return Input(path: path, source: .file(path), isDiscovered: true)
        }
        return (files, loader.load(inputs, folder: CorpusTests.corpus.path))
    }

    func testEveryCorpusScreenComparedWithItselfReportsNothing() throws {
        let (files, side) = try corpusSide(linting: true)
        XCTAssertEqual(files.count, 79)
        // The one malformed file cannot be read on either side; every other file is one screen.
        XCTAssertEqual(side.errors.map(\.path).map { ($0 as NSString).lastPathComponent },
                       ["and-instagram-carousel-malformed.xml"])
        XCTAssertEqual(side.files.count, 78)
        let diff = AnnouncementDiff(old: side, new: side, comparesFindings: true)
        XCTAssertEqual(diff.screens.count, 78)
        for screen in diff.screens {
            XCTAssertEqual(screen.status, .unchanged, screen.shown.path)
            XCTAssertEqual(screen.stops, [], screen.shown.path)
            XCTAssertEqual(screen.findings, [], screen.shown.path)
        }
        XCTAssertFalse(diff.hasChanges)
        XCTAssertEqual(DiffTextReport().lines(diff), [])
    }

    /// What `announce --format json` writes, read back, says what the dumps say.
    func testTheCorpusAgainstItsOwnSnapshotReportsNothing() throws {
        let (_, side) = try corpusSide()
        var report = AnnouncementReport()
        for screen in side.snapshot { report.add(screen) }
        let text = report.rendered()
        XCTAssertTrue(text.utf8.withContiguousStorageIfAvailable { AnnouncementSnapshot.looksLike(UnsafeRawBufferPointer($0)) } ?? false)
        let loader = DiffSideLoader(linter: CorpusTests.linter)
        let snapshot = loader.load([Input(path: "golden.json", source: .bytes(Array(text.utf8)))], folder: nil)
        XCTAssertEqual(snapshot.errors, [])
        XCTAssertTrue(snapshot.hasSnapshots)
        XCTAssertEqual(snapshot.snapshot, side.snapshot)
        let diff = AnnouncementDiff(old: snapshot, new: side)
        XCTAssertEqual(diff.screens.count, 78)
        XCTAssertEqual(diff.screens.filter { $0.status != .unchanged }.map(\.shown.path), [])
    }
}
