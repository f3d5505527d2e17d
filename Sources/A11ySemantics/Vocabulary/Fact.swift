/// A fact about a node that a dump may state, leave unset, or not record at all.
/// uiautomator, for one, writes no state description, range or live region, and
/// older WebDriverAgent versions no `accessible`: there the fact is `notRecorded`,
/// so a rule can tell "not set" (`no`) from "not known".
public enum Fact: UInt8, Sendable, Equatable {
    case yes
    case no
    case notRecorded

    init(_ value: Bool) {
        self = value ? .yes : .no
    }

    /// The dump's value when it gives one; else `no` when the format records the
    /// fact (absent means not set), and `notRecorded` when it does not.
    init(_ value: Bool?, recorded: Bool) {
        if let value { self = Fact(value) } else { self = recorded ? .no : .notRecorded }
    }
}
