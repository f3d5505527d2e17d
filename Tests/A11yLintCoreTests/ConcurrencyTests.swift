@testable import A11yConcurrency
import Foundation
import XCTest

/// The engine's two ways of sharing a screen's work between cores give what doing it in turn gives.
final class ConcurrencyTests: XCTestCase {
    func testBothGivesWhatEachGivesAlone() {
        for inParallel in [false, true] {
            let (sum, text) = both(inParallel: inParallel, {
                (0..<200_000).reduce(0, +)
            }, {
                (0..<500).map(String.init).joined(separator: ",")
            })
            XCTAssertEqual(sum, 19_999_900_000, "inParallel: \(inParallel)")
            XCTAssertEqual(text, (0..<500).map(String.init).joined(separator: ","), "inParallel: \(inParallel)")
        }
    }

    func testBothRunsSideBySideWhenAsked() {
        // Each half waits for the other to start: in turn, the first would wait forever.
        let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let (first, second) = both(inParallel: true, {
            started[0].signal()
            return started[1].wait(timeout: .now() + 10) == .success
        }, {
            started[1].signal()
            return started[0].wait(timeout: .now() + 10) == .success
        })
        XCTAssertTrue(first && second)
    }

    /// Called from every one of Dispatch's threads at once, as when several large
    /// files are linted side by side, `both` finishes with every result: its second
    /// part runs on a thread of its own, not queued behind the callers. (Queued on
    /// Dispatch, it finished too, but only after about a second, when Dispatch on
    /// Linux adds a thread beside the blocked ones.)
    func testBothFinishesWhenEveryDispatchThreadCallsIt() {
        let callers = ProcessInfo.processInfo.activeProcessorCount * 4
        let results = ResultSlots<Int>(count: callers)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            DispatchQueue.concurrentPerform(iterations: callers) { index in
                let (first, second) = both(inParallel: true, { index }, {
                    Thread.sleep(forTimeInterval: 0.01)
                    return index * 2
                })
                results.set(index, first + second)
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "no deadlock")
        XCTAssertEqual((0..<callers).map(results.take), (0..<callers).map { $0 * 3 })
    }

    /// Runs written side by side into one array give what one `map` gives, for any
    /// number of runs, and each run sees exactly its own stretch.
    func testArrayMadeInRunsIsTheMap() {
        for count in [0, 1, 2, 3, 10, 1_001] {
            let expected = (0..<count).map { "item \($0)" }
            for runs in [1, 2, 3, 7, 2_000] {
                let made: [String] = arrayMadeInRuns(count: count, runs: runs) { run, put in
                    for index in run { put("item \(index)") }
                }
                XCTAssertEqual(made, expected, "\(count) in \(runs) runs")
            }
        }
        let seen = ResultSlots<Range<Int>>(count: 2)
        let _: [Int] = arrayMadeInRuns(count: 9, runs: 2) { run, put in
            seen.set(run.lowerBound == 0 ? 0 : 1, run)
            run.forEach(put)
        }
        XCTAssertEqual([seen.take(0), seen.take(1)], [0..<4, 4..<9])
    }
}

