@testable import A11yDump
import XCTest

/// The copy-free UTF-8 check against the standard library's validation.
final class UTF8ValidationTests: XCTestCase {
    private func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        bytes.withUnsafeBufferPointer { XCTAssertEqual(UTF8Validation.isValid($0), expected, "\(bytes)", file: file, line: line) }
    }

    func testEdgesOfEachSequenceLength() {
        let cases: [[UInt8]] = [
            [], [0x41], [0x7F], [0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xDF],
            [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
            [0xF0, 0x8F, 0x80, 0x80], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE4, 0xBD], [0xE4, 0xBD, 0x41], Array("Größe 第2页 🎉".utf8),
        ]
        for bytes in cases { check(bytes) }
    }

    func testAgreesOnRandomBytes() {
        var generator = SeededGenerator(state: 8)
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE4,
                                    0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<50_000 {
            let length = Int.random(in: 0..<8, using: &generator)
            check((0..<length).map { _ in interesting.randomElement(using: &generator)! })
        }
    }
}
