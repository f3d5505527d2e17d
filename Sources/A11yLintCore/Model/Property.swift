/// One key of a node with its checked value and where both stand.
public struct Property: Equatable, Sendable {
    public var key: DumpKey
    public var keyMark: Mark
    public var value: PropertyValue
    public var valueMark: Mark

    public init(key: DumpKey, keyMark: Mark, value: PropertyValue, valueMark: Mark) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
        self.valueMark = valueMark
    }
}
