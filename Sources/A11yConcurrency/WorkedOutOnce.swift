import Foundation

/// A value worked out the first time it is asked for, from whichever thread asks
/// first, and shared by every later caller.
///
/// A screen's model is read by many rules at once. A table that only some rules
/// need (and that costs a pass over the screen) is built when the first of them
/// asks rather than for every screen; the others wait for it rather than build it again.
public final class WorkedOutOnce<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()

    public init() {}

    /// The value, made with `make` if no caller has made it yet. `make` runs at
    /// most once, with the lock held: it must not ask this box for its value.
    public func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
