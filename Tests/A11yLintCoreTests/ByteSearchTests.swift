@testable import A11yDump
import XCTest

/// `ByteSearch` against the plain search it stands for, on random texts over a
/// small alphabet (so that near misses and overlaps are common) and at the edges.
final class ByteSearchTests: XCTestCase {
    private func reference(_ needle: [UInt8], _ bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }

    func testAgreesWithAPlainSearch() {
        var random = SeededGenerator(state: 41)
        let alphabet: [UInt8] = Array("ab\n".utf8)
        for _ in 0 ..< 3_000 {
            let bytes = (0 ..< Int.random(in: 0 ... 40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let needle = (0 ..< Int.random(in: 0 ... 5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let found = bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle, in: $0) }
            XCTAssertEqual(found, reference(needle, bytes), "\(needle) in \(bytes)")
        }
    }

    func testEdges() {
        func search(_ needle: String, _ text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { ByteSearch.firstOffset(of: Array(needle.utf8), in: $0) }
        }
        XCTAssertEqual(search("abc", "abc"), 0)
        XCTAssertEqual(search("bc", "abc"), 1, "at the very end")
        XCTAssertNil(search("abcd", "abc"), "longer than the text")
        XCTAssertNil(search("", "abc"))
        XCTAssertNil(search("a", ""))
        XCTAssertEqual(search("aab", "aaab"), 1, "a candidate that fails, then one that overlaps it")
    }
}
