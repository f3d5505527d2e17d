import A11yFindings
import A11yYAML
import A11yDump
import A11ySemantics
import A11yRules
import Foundation

/// Fixed slots that concurrent workers fill, each index written once. A reader
/// takes them all at the end (`values`), or one by one in order as they are filled
/// (`take`), so that a report can be written while later inputs are still linted.
final class ResultSlots<Value>: @unchecked Sendable {
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

    var values: [Value] { condition.withLock { slots.compactMap { $0 } } }

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

extension Array where Element: Sendable {
    /// `map` on all cores, keeping the order; for work that is large per element.
    public func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values
    }
}

/// A buffer's base that workers write to at disjoint places.
struct UncheckedPointer<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>?
}

/// Holds a value until another thread empties it, so that the value is freed there.
final class Parcel<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    func empty() {
        value = nil
    }
}

/// Lets another thread free what `value` holds: taking apart a large screen's trees
/// (hundreds of thousands of objects), or a hundred thousand findings, takes about
/// as long as making them, and nothing needs to wait for it.
func freeInBackground<Value>(_ value: consuming Value) {
    let parcel = Parcel(value)
    DispatchQueue.global(qos: .utility).async { parcel.empty() }
}
