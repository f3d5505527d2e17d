import Foundation

/// An array of `count` elements made in consecutive runs on all cores, straight
/// into its place: `make(run, put)` is called once for each run of indices and
/// must `put` exactly that many elements, in order.
///
/// Made as separate arrays and joined, a screen's hundred thousand findings
/// needed half as much room again at the peak; here each run writes into its own
/// stretch of the one array.
public func arrayMadeInRuns<Element: Sendable>(
    count: Int, runs: Int, _ make: @Sendable (Range<Int>, (Element) -> Void) -> Void
) -> [Element] {
    let runs = max(1, min(runs, count))
    let bounds = (0...runs).map { $0 * count / runs }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
        let slots = UnsafeSlots(buffer)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let range = bounds[run]..<bounds[run + 1]
            var next = range.lowerBound
            make(range) { element in
                precondition(next < range.upperBound, "a run made more elements than its range holds")
                slots.initialize(next, to: element)
                next += 1
            }
            precondition(next == range.upperBound, "a run made fewer elements than its range holds")
        }
        initialized = count
    }
}

/// The array's room, written by several threads at indices no two share.
private struct UnsafeSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    func initialize(_ index: Int, to element: Element) {
        (buffer.baseAddress! + index).initialize(to: element)
    }
}
