import A11yFindings
import A11yYAML

/// Helpers the importers share to fill a node.
extension Node {
    mutating func set(_ key: DumpKey, _ value: PropertyValue, at mark: Mark) {
        properties.append(Property(key: key, value: value, valueMark: mark))
    }

    /// Sets a text property, leaving out empty text: tools write `text=""` for "none".
    mutating func setText(_ key: DumpKey, _ text: String?, at mark: Mark) {
        guard let text, !text.isEmpty else { return }
        set(key, .string(text), at: mark)
    }

    /// Sets a property that an importer works out once the tree is read, in the place
    /// imported nodes list that key (`FormatVocabulary.keyOrder`).
    mutating func setInKeyOrder(_ key: DumpKey, _ value: PropertyValue, at mark: Mark, platform: Platform) {
        let ranks = FormatVocabulary.rankedKeys(on: platform)
        let rank = ranks[key] ?? Int.max
        let index = properties.firstIndex { (ranks[$0.key] ?? Int.max) > rank } ?? properties.count
        properties.insert(Property(key: key, value: value, valueMark: mark), at: index)
    }
}
