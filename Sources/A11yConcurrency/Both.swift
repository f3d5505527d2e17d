import Foundation

/// Works out two independent results side by side when `inParallel` is true, one
/// after the other otherwise; either way the answer is `(first(), second())`.
///
/// Large screens build parts of their model this way: with one big file there is
/// nothing else for the other cores to do. Small ones do not, since a run of many
/// files already keeps every core busy and the hand-over would only cost.
public func both<First: Sendable, Second: Sendable>(
    inParallel: Bool, _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard inParallel else { return (first(), second()) }
    let firstResult = ResultSlots<First>(count: 1)
    let secondResult = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firstResult.set(0, first()) } else { secondResult.set(0, second()) }
    }
    return (firstResult.take(0), secondResult.take(0))
}
