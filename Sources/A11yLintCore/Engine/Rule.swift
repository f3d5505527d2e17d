/// A check over one screen. Rules return findings; they never print or throw.
public protocol Rule: Sendable {
    /// The stable kebab-case id users configure and suppress the rule by.
    var id: String { get }
    var defaultSeverity: Severity { get }
    func check(_ screen: Screen) -> [Finding]
}
