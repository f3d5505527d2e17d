/// One key of a node with its checked value and where both stand.
public struct Property: Equatable, Sendable {
    // Stored largest first: with the one-byte key last, a property takes 40 bytes
    // instead of 48, and a large dump holds hundreds of thousands of them.
    public var value: PropertyValue
    public var valueMark: Mark
    public var keyMark: Mark
    public var key: DumpKey

    public init(key: DumpKey, keyMark: Mark, value: PropertyValue, valueMark: Mark) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
        self.valueMark = valueMark
    }
}
