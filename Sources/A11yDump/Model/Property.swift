import A11yFindings
import A11yYAML

/// One key of a node with its checked value and where the value stands.
public struct Property: Equatable, Sendable {
    // Stored largest first, and without the key's own position (only the loader
    // needs that, and keeps it aside): a property takes 32 bytes instead of 40,
    // and a large dump holds hundreds of thousands of them.
    public var value: PropertyValue
    public var valueMark: Mark
    public var key: DumpKey

    public init(key: DumpKey, value: PropertyValue, valueMark: Mark) {
        self.key = key
        self.value = value
        self.valueMark = valueMark
    }
}
