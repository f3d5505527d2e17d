import Foundation

/// Fixed slots that concurrent workers fill, each index written once.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { slots.compactMap { $0 } }
}

extension Array where Element: Sendable {
    /// `map` on all cores, keeping the order; for work that is large per element.
    func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
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
