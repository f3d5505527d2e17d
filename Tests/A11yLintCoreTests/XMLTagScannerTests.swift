@testable import A11yDump
import A11yFindings
import XCTest

final class XMLTagScannerTests: XCTestCase {
    /// The parser holds back the tag cut by the end of each chunk, which the scan has
    /// already read whole, so the queue is never empty between chunks: tags handed
    /// out must still be let go, or a large file keeps every tag it had.
    func testTagsHandedOutAreLetGoWhileTheParserLagsBehindTheScan() {
        let tag = #"<node index="0" text="" bounds="[0,0][10,10]"/>"#
        let document = "<hierarchy>" + String(repeating: tag + "\n", count: 5_000) + "</hierarchy>"
        let bytes = Array(document.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLTagScanner(bytes: buffer)
            let starts = tagStarts(bytes)
            let chunk = 4_096
            var handedOut = 0
            var most = 0
            var end = 0
            while end < buffer.count {
                end = min(end + chunk, buffer.count)
                scanner.scan(before: end)
                // All but the last tag scanned, as the parser would report them.
                while scanner.heldTags > 0, handedOut < starts.prefix { $0 < end }.count - 1 {
                    guard scanner.next() != nil else { break }
                    handedOut += 1
                }
                most = max(most, scanner.heldTags)
            }
            while scanner.next() != nil { handedOut += 1 }
            XCTAssertEqual(handedOut, 5_001)
            XCTAssertLessThan(most, 400, "the scanner kept tags it had handed out")
        }
    }

    func testTagsComeOutInOrderWithTheirMarks() throws {
        let document = "<a x=\"1\">\n  <b y=\"2\" z='3'/>\n</a>"
        let bytes = Array(document.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLTagScanner(bytes: buffer)
            scanner.scan(before: buffer.count)
            let first = try XCTUnwrap(scanner.next())
            XCTAssertEqual(first.mark, Mark(line: 1, column: 1))
            XCTAssertEqual(first.attributeMarks, [Mark(line: 1, column: 7)])
            let second = try XCTUnwrap(scanner.next())
            XCTAssertEqual(second.mark, Mark(line: 2, column: 3))
            XCTAssertEqual(second.attributeMarks, [Mark(line: 2, column: 9), Mark(line: 2, column: 15)])
            XCTAssertNil(scanner.next())
        }
    }
}

/// The offsets of the start tags' `<`.
private func tagStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") && $0 + 1 < bytes.count && bytes[$0 + 1] != UInt8(ascii: "/") }
}
