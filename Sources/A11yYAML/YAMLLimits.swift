/// Bounds that keep a hostile YAML stream from exhausting time, memory or stack.
public struct YAMLLimits: Sendable, Equatable {
    /// Deepest nesting of collections.
    public var maxDepth: Int
    /// Most events that aliases may replay in one document, so a "billion laughs"
    /// stream is refused instead of expanded.
    public var maxAliasExpansion: Int
    /// Longest scalar, in bytes of UTF-8.
    public var maxStringBytes: Int

    public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000, maxStringBytes: Int = 1 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxStringBytes = maxStringBytes
    }
}
