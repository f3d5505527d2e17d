@testable import A11yDump
import XCTest

/// The byte-level reading of uiautomator rectangles against the plain one it replaced.
final class UIAutomatorBoundsTests: XCTestCase {
    /// The reading as it was: the text cut into characters at every `[`, `]` and `,`.
    private func reference(_ text: String) -> Rect? {
        let parts = text.split(whereSeparator: { "[],".contains($0) })
            .map { Double(String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())) }
        guard parts.count == 4, let left = parts[0], let top = parts[1], let right = parts[2], let bottom = parts[3],
              text.hasPrefix("[") else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    func testRealRectangles() {
        XCTAssertEqual(UIAutomatorBounds.rect("[0,96][1080,2400]"), Rect(x: 0, y: 96, width: 1080, height: 2304))
        XCTAssertEqual(UIAutomatorBounds.rect("[-12,0][ 30 , 40 ]"), Rect(x: -12, y: 0, width: 42, height: 40))
        XCTAssertEqual(UIAutomatorBounds.rect("[0.5,1e2][3,4]"), Rect(x: 0.5, y: 100, width: 2.5, height: -96))
        for broken in ["", "[", "0,0][1,1]", "[0,0][1,1][2,2]", "[0,0][1]", "[a,0][1,1]", "[0,0][1,1", "[ ,0][1,1]"] {
            XCTAssertEqual(UIAutomatorBounds.rect(broken), reference(broken), broken)
        }
    }

    func testAgreesWithThePlainReadingOnRandomText() {
        var generator = SeededGenerator(state: 40)
        let alphabet = Array("[],0123456789 .-e+x\u{301}é")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0..<20, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            XCTAssertEqual(UIAutomatorBounds.rect(text), reference(text), text)
        }
        for _ in 0..<2_000 {
            let numbers = (0..<4).map { _ in String(Int.random(in: -3000...3000, using: &generator)) }
            let text = "[\(numbers[0]),\(numbers[1])][\(numbers[2]),\(numbers[3])]"
            XCTAssertEqual(UIAutomatorBounds.rect(text), reference(text), text)
            XCTAssertNotNil(UIAutomatorBounds.rect(text))
        }
    }
}
