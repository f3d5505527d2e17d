import Foundation

/// Slots that workers fill in any order and one reader empties in order, waiting
/// for each: a report can then be written while later inputs are still linted.
final class InOrderResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let condition = NSCondition()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        condition.lock()
        slots[index] = value
        condition.signal()
        condition.unlock()
    }

    /// The value at `index`, once a worker has set it; the slot is left empty.
    func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while slots[index] == nil { condition.wait() }
        var value: Value?
        swap(&value, &slots[index])
        return value!
    }
}
