import Foundation

/// Fixed slots that concurrent workers fill, each index written once, and that a
/// reader takes one by one in order as they are filled: results are handed over
/// in order while later ones are still being worked out (`Linter.lint(_:handingOver:)`,
/// `concurrentMap`). The engine lints files and runs a screen's rules with it.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let condition = NSCondition()

    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    public func set(_ index: Int, _ value: Value) {
        condition.lock()
        slots[index] = value
        condition.signal()
        condition.unlock()
    }

    /// The value at `index`, once a worker has set it; the slot is left empty, so
    /// that the reader holds the only copy.
    public func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while slots[index] == nil { condition.wait() }
        defer { slots[index] = nil }
        return slots[index]!
    }
}

extension Array where Element: Sendable {
    /// `map` on all cores, keeping the order.
    public func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, transform(self[$0])) }
        return indices.map(slots.take)
    }
}
