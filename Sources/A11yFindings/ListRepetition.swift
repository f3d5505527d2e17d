/// Where a finding's element repeats: the same place in the items of one list or
/// grid, drawn from one template (the favourite button of every card of a feed).
/// The text report prints such findings once, with how many more items repeat them;
/// every other report, the baseline and the suppressions keep each finding.
public struct ListRepetition: Equatable, Sendable {
    /// Equal for elements at the same place of the same list's items: the outermost
    /// list's place in the tree and the classes or identifiers from its item down.
    public var key: String
    /// The identity of the list the element's item belongs to (the innermost list).
    public var list: String
    /// The identity of the outermost list around it, named when the elements of a
    /// group lie in different inner lists (each card's own strip).
    public var outermostList: String

    public init(key: String, list: String, outermostList: String) {
        self.key = key
        self.list = list
        self.outermostList = outermostList
    }
}
