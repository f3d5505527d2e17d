import A11yFindings
import A11yYAML

/// Bounds that keep a hostile or broken file from exhausting time, memory or stack.
public struct LoadLimits: Sendable, Equatable {
    /// Largest file read, in bytes.
    public var maxFileBytes: Int
    /// Deepest nesting of YAML collections; every node costs two levels
    /// (its mapping and its `children` list).
    public var maxDepth: Int
    /// Most events that aliases may replay in one document, so a
    /// "billion laughs" file is refused instead of expanded.
    public var maxAliasExpansion: Int
    /// Most nodes (elements) in one screen: far more than any real screen holds.
    public var maxNodes: Int
    /// Longest text of one value, in bytes of UTF-8.
    public var maxStringBytes: Int
    /// Most attributes on one XML element: real dumps write a few dozen, and
    /// libxml2 compares each attribute with all those before it on the element, so
    /// up to this many cost no more than as many spread over several elements.
    public var maxAttributes: Int

    public init(maxFileBytes: Int = 256 * 1024 * 1024, maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000,
                maxNodes: Int = 2_000_000, maxStringBytes: Int = 1 << 20, maxAttributes: Int = 1_000) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxNodes = maxNodes
        self.maxStringBytes = maxStringBytes
        self.maxAttributes = maxAttributes
    }

    /// The part of the limits the YAML reader enforces.
    public var yaml: YAMLLimits {
        YAMLLimits(maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion, maxStringBytes: maxStringBytes)
    }
}
