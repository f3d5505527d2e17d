@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import Foundation
import XCTest

/// `stops(within:)` and `stopCount(within:upTo:)` find a subtree's stops by a
/// binary search, also where the reader's order is not tree order (windows,
/// TalkBack's reordering): checked against the plain filter on every node of the
/// real dumps.
final class StopLookupTests: XCTestCase {
    func testSubtreeStopsMatchThePlainFilterOnTheCorpus() throws {
        var reordered = 0
        for name in try CorpusTests.files() where !name.contains("malformed") {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            for screen in DumpLoader().load(bytes: bytes, path: path).screens {
                let model = ScreenModel(screen: screen)
                let inTreeOrder = zip(model.stops, model.stops.dropFirst()).allSatisfy { $0.node.order <= $1.node.order }
                if !inTreeOrder { reordered += 1 }
                for node in model.nodes {
                    let expected = model.stops.filter { node.contains($0.node) }.map(\.node.order)
                    XCTAssertEqual(model.stops(within: node).map(\.node.order), expected, "\(name) \(model.path(of: node))")
                    XCTAssertEqual(model.stopCount(within: node, upTo: 2), min(expected.count, 2), name)
                }
            }
        }
        XCTAssertGreaterThan(reordered, 0, "some corpus screens are read out of tree order")
    }
}
