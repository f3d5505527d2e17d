import Foundation

/// Works out two independent results side by side when `inParallel` is true, one
/// after the other otherwise; either way the answer is `(first(), second())`.
///
/// Large screens build parts of their model this way: with one big file there is
/// nothing else for the other cores to do. Callers leave small screens alone: the
/// hand-over would cost more than it saves, and a run of many small files keeps
/// every core busy anyway.
///
/// `first` always runs on the calling thread and `second` on another: the C
/// library gives each thread memory of its own, so what `first` builds can reuse
/// what the caller has just freed. Give `first` the part that allocates more.
/// `second` gets a thread of its own rather than one of Dispatch's: files are
/// linted on Dispatch's threads, and with every one of them waiting here for a
/// `second` queued behind them, none would be left to run it.
public func both<First: Sendable, Second: Sendable>(
    inParallel: Bool, _ first: () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    guard inParallel else { return (first(), second()) }
    let secondResult = ResultSlots<Second>(count: 1)
    let thread = Thread { secondResult.set(0, second()) }
    thread.name = "a11ylint.both"
    thread.start()
    let firstResult = first()
    return (firstResult, secondResult.take(0))
}
