@testable import A11yDump
import A11yFindings
import A11yYAML
import XCTest

/// The XML reader gives a file's pages back as the parser goes past them
/// (`SourceBuffer.release(before:)`), so a large capture does not sit in memory
/// beside its nodes. Reading must come out exactly as without releasing, which
/// `XMLImporter` on the same bytes, never released, stands for.
final class SourceReleaseTests: XCTestCase {
    func testReleasingKeepsEveryByteFromTheOffsetOn() {
        let count = 64 * 1024 + 123
        let bytes = (0 ..< count).map { UInt8(truncatingIfNeeded: $0 % 251 + 1) }
        let source = SourceBuffer(copying: bytes)
        for offset in [0, 1, 4095, 4096, 4097, 20_000, 40_000, count, count + 10] {
            source.release(before: offset)
            let kept = Array(source.contents[min(offset, count)...])
            XCTAssertEqual(kept, Array(bytes[min(offset, count)...]), "bytes from \(offset) on changed")
        }
    }

    /// A feed of cards over several of the reader's chunks, whole and broken at
    /// places past the first chunk: the same screens, problems and errors either way.
    func testAReleasedFileReadsAsOneNeverReleased() throws {
        let feed = Self.feed(cards: 2_000)
        XCTAssertGreaterThan(feed.utf8.count, 3 * XMLEventReader.chunkBytes)
        let breakages: [(String, String) -> String] = [
            { text, _ in text },
            { text, _ in String(text.prefix(text.count * 2 / 3)) },
            { text, _ in String(text.prefix(text.count * 3 / 4)) + " text=\"never closed" },
            { text, _ in text.replacingOccurrences(of: "id/card_1400\"", with: "id/card_1400\" <") },
            { text, marker in text.replacingOccurrences(of: marker, with: "card_1200\" drawing-order=\"x\" bounds=\"[0,0][10,99999999999]\" ") },
        ]
        for (index, breakage) in breakages.enumerated() {
            let text = breakage(feed, "card_1200\" ")
            let released = DumpLoader().load(SourceBuffer(copying: Array(text.utf8)), path: "feed.xml", as: .xml)
            let kept = Array(text.utf8).withUnsafeBufferPointer { XMLImporter(limits: LoadLimits()).load($0, path: "feed.xml") }
            XCTAssertEqual(released.screens, kept.screens, "case \(index)")
            XCTAssertEqual(released.errors, kept.errors, "case \(index)")
            XCTAssertEqual(released.problems, kept.problems, "case \(index)")
            if index == 0 { XCTAssertEqual(released.screens.first?.root.children.first?.children.count, 2_000) }
            if index > 0, index < 4 { XCTAssertFalse(released.errors.isEmpty, "case \(index) is broken") }
        }
    }

    /// A caller's source is given back only when the loader is told it may be (the
    /// linter reads each file once); `format` lays out the very bytes it loaded.
    func testACallersSourceIsKeptUnlessTheLoaderMayReleaseIt() {
        let bytes = Array(Self.feed(cards: 2_000).utf8)
        let kept = SourceBuffer(copying: bytes)
        XCTAssertEqual(DumpLoader().load(kept, path: "feed.xml").errors, [])
        XCTAssertTrue(kept.contents.elementsEqual(bytes), "the caller's bytes changed")
        let released = SourceBuffer(copying: bytes)
        XCTAssertEqual(DumpLoader(releasesSource: true).load(released, path: "feed.xml").errors, [])
        XCTAssertFalse(released.contents.elementsEqual(bytes), "nothing was given back")
    }

    /// A uiautomator capture on one line, as `uiautomator dump` writes it.
    static func feed(cards: Int) -> String {
        var text = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.FrameLayout\" package=\"com.example.feed\" "
            + "content-desc=\"\" clickable=\"false\" bounds=\"[0,0][1080,2400]\">"
            + "<node index=\"0\" text=\"\" resource-id=\"com.example.feed:id/feed\" class=\"androidx.recyclerview.widget.RecyclerView\" "
            + "package=\"com.example.feed\" content-desc=\"\" scrollable=\"true\" bounds=\"[0,0][1080,2400]\">"
        for card in 0 ..< cards {
            text += "<node index=\"\(card)\" text=\"\" resource-id=\"com.example.feed:id/card_\(card)\" "
                + "class=\"android.widget.LinearLayout\" package=\"com.example.feed\" content-desc=\"\" clickable=\"true\" "
                + "bounds=\"[0,100][1080,400]\" long-clickable=\"\(card % 7 == 0)\">"
                + "<node index=\"0\" text=\"Post \(card) &amp; more\" resource-id=\"com.example.feed:id/title\" "
                + "class=\"android.widget.TextView\" package=\"com.example.feed\" content-desc=\"\" checkable=\"false\" "
                + "checked=\"false\" clickable=\"false\" enabled=\"true\" focusable=\"false\" bounds=\"[20,120][1060,200]\" />"
                + "</node>"
        }
        return text + "</node></node></hierarchy>"
    }
}
