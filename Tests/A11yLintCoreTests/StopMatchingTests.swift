import A11yLintCore
@testable import A11yLintCore
import XCTest

/// The matcher against the plain alignment of whole screens, and the cases that
/// alignment cannot see (moves).
final class StopMatchingTests: XCTestCase {
    private func stop(_ identity: String, _ name: String, role: String = "button") -> AnnouncedStop {
        AnnouncedStop(identity: identity, name: name, role: role, utterance: name + ", " + role)
    }

    /// On screens where nothing moves, pairing by identity first and aligning only the
    /// gaps pairs exactly what aligning the whole screens pairs.
    func testPairsAsTheWholeAlignmentWhereNothingMoves() {
        var generator = SeededGenerator(state: 42)
        let kinds = ["Button", "TextView", "#save", "ImageView"]
        for round in 0..<300 {
            let count = Int.random(in: 0...30, using: &generator)
            let old = (0..<count).map { index -> AnnouncedStop in
                let kind = kinds.randomElement(using: &generator)!
                return stop("\(kind) \"\(index)\"", "Name \(Int.random(in: 0...6, using: &generator))",
                            role: ["button", "", "switch"].randomElement(using: &generator)!)
            }
            // Edits that keep the order: relabel, remove, insert.
            var new: [AnnouncedStop] = []
            for item in old {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: continue
                case 1:
                    var relabelled = item
                    relabelled.name += " now"
                    relabelled.identity = String(StopMatching.kind(of: item.identity)) + " \"new \(new.count)\""
                    new.append(relabelled)
                case 2:
                    new.append(stop("Inserted \"\(new.count)\"", "Inserted"))
                    new.append(item)
                default:
                    new.append(item)
                }
            }
            XCTAssertEqual(StopMatching.pairs(old: old, new: new), StopMatching.referencePairs(old: old, new: new),
                           "round \(round)")
        }
    }

    func testAStopInsertedBeforeOthersMovesNone() {
        let old = [stop("#a", "A"), stop("#b", "B"), stop("#c", "C")]
        let new = [stop("#x", "X"), stop("#a", "A"), stop("#b", "B"), stop("#c", "C")]
        let differences = ScreenDiff.differences(old: old, new: new)
        XCTAssertEqual(differences.map(\.kind), [.added])
        XCTAssertEqual(differences.first?.newPlace, 1)
    }

    func testAStopTakenFromTheTopToTheEndIsTheOneMoved() {
        let old = [stop("#a", "A"), stop("#b", "B"), stop("#c", "C"), stop("#d", "D")]
        let new = [stop("#b", "B"), stop("#c", "C"), stop("#d", "D"), stop("#a", "A")]
        let differences = ScreenDiff.differences(old: old, new: new)
        XCTAssertEqual(differences.map(\.kind), [.moved])
        XCTAssertEqual(differences.first?.stop.name, "A")
        XCTAssertEqual([differences.first?.oldPlace, differences.first?.newPlace], [1, 4])
    }

    /// A stop whose identity changed as it moved (a renamed layout) still pairs by its words.
    func testAStopThatMovedAndChangedIdentityPairsByItsWords() {
        let old = [stop("#a", "A"), stop("#b", "B"), stop("Button \"Help\"", "Help")]
        let new = [stop("Button \"Help\" in #bar", "Help"), stop("#a", "A"), stop("#b", "B")]
        let differences = ScreenDiff.differences(old: old, new: new)
        XCTAssertEqual(differences.map(\.kind), [.moved])
        XCTAssertEqual([differences.first?.oldPlace, differences.first?.newPlace], [3, 1])
    }

    /// Stops of different kinds and names do not pair: a text that became a button is removed and added.
    func testUnlikeStopsDoNotPair() {
        let old = [stop("TextView \"Total\"", "Total", role: "")]
        let new = [stop("Button \"Pay\"", "Pay")]
        XCTAssertEqual(ScreenDiff.differences(old: old, new: new).map(\.kind), [.removed, .added])
    }

    /// Removed stops are listed after the stop they followed.
    func testARemovedStopIsListedWhereItWas() {
        let old = [stop("#a", "A"), stop("#b", "B"), stop("#c", "C")]
        let new = [stop("#a", "A"), stop("#c", "C"), stop("#d", "D")]
        let differences = ScreenDiff.differences(old: old, new: new)
        XCTAssertEqual(differences.map(\.kind), [.removed, .added])
        XCTAssertEqual(differences.map(\.stop.name), ["B", "D"])
    }

    /// A gap too large to align pairs by exact words in linear time, and still finds them.
    func testALargeGapPairsByWords() {
        let count = 600
        let old = (0..<count).map { stop("Cell[\($0)]", "Row \($0)") }
        let new = (0..<count).map { stop("Row[\($0)] in #list", "Row \($0)") }
        XCTAssertGreaterThan(count * count, StopMatching.largestAlignedGap)
        XCTAssertEqual(StopMatching.pairs(old: old, new: new).count, count)
        XCTAssertEqual(ScreenDiff.differences(old: old, new: new), [])
    }

    func testKeptOrderIsALongestIncreasingRun() {
        let pairs = [(0, 3), (1, 0), (2, 1), (3, 4), (4, 2)].map { StopMatching.Pair(old: $0.0, new: $0.1) }
        let kept = StopMatching.keptOrder(pairs)
        XCTAssertEqual(kept.count, 3)
        XCTAssertEqual(kept.sorted().map { pairs[$0].new }, [0, 1, 2])
    }
}
