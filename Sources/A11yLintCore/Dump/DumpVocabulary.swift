/// The words every dump repeats, given to the YAML parser so that it recognises
/// them by their bytes: key names first, so a word's number below
/// `keys.count` is that key's place in `keys`.
enum DumpVocabulary {
    static let keys = DumpKey.allCases
    static let valueTypes = keys.map(\.valueType)

    static let words = ScalarVocabulary(
        keys.map(\.rawValue) + DocumentKey.allCases.map(\.rawValue)
            + ["x", "y", "width", "height", "true", "false", "ios", "android", "rowCount", "columnCount",
               "rowIndex", "columnIndex", "heading", "min", "max", "current"]
            + DumpKey.iosTraits
    )

    /// The dump key a scalar names, from its word number.
    static func key(_ word: Int) -> DumpKey? {
        word >= 0 && word < keys.count ? keys[word] : nil
    }
}
