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

    func testReleaseInBackgroundFreesOnAnotherThreadAfterTheCall() {
        let freed = DispatchSemaphore(value: 0)
        let thread = ThreadBox()
        var object: Tracked? = Tracked { thread.isMain = Thread.isMainThread; freed.signal() }
        XCTAssertEqual(freed.wait(timeout: .now()), .timedOut, "alive while held")
        releaseInBackground(object.take()!)
        XCTAssertEqual(freed.wait(timeout: .now() + 10), .success, "freed once let go")
        XCTAssertEqual(thread.isMain, false)
    }
}

private final class Tracked: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

private final class ThreadBox: @unchecked Sendable {
    var isMain: Bool?
}
