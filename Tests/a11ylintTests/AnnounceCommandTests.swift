import Foundation
import XCTest

/// `a11ylint announce --format json`: the same stops as the text, with their parts apart.
final class AnnounceCommandTests: XCTestCase {
    func testJSONListsTheStopsOfTheTextWithTheirParts() throws {
        let text = try CommandRunner.run(["announce", "samples/ios/cart-clean.yml"])
        let json = try CommandRunner.run(["announce", "--format", "json", "samples/ios/cart-clean.yml"])
        XCTAssertEqual(json.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(document["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens[0]["platform"] as? String, "ios")
        let stops = try XCTUnwrap(screens[0]["stops"] as? [[String: Any]])
        let lines = text.stdout.split(separator: "\n").dropFirst()
        XCTAssertEqual(stops.count, lines.count)
        for (stop, line) in zip(stops, lines) {
            let utterance = try XCTUnwrap(stop["utterance"] as? String)
            XCTAssertTrue(line.contains(":\(stop["line"]!):\(stop["column"]!): ") && line.contains("\"\(utterance)\""), "\(line)")
        }
        let heading = try XCTUnwrap(stops.first)
        XCTAssertEqual(heading["name"] as? String, "Cart")
        XCTAssertEqual(heading["role"] as? String, "heading")
    }

    func testJSONReportsUnreadableInputsAndExitsTwo() throws {
        let result = try CommandRunner.run(["announce", "--format", "json", "-"], stdin: "platform: ios\nroot: [\n")
        XCTAssertEqual(result.status, 2)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let errors = try XCTUnwrap(document["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors[0]["path"] as? String, "<stdin>")
    }
}
